import { useState } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './VendorIconStrip.css.ts';

export const vendorIconStripLayouts = ['scroll', 'wrap'] as const;

export interface VendorIconStripProps {
  vendors: readonly { vassalage: string; displayName: string }[];
  /** The grey logo's address for a vendor code, as the app builds it from its CDN. */
  logoUrl: (vassalage: string) => string;
  layout?: (typeof vendorIconStripLayouts)[number];
}

function VendorLogo({ vendor, src }: { vendor: { vassalage: string; displayName: string }; src: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <li className={styles.item}>
      {failed ? (
        <span className={styles.name}>{vendor.displayName}</span>
      ) : (
        <img
          className={styles.logo}
          src={src}
          alt={vendor.displayName}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </li>
  );
}

/** The vendors on offer, as a quiet row of grey logos; a logo that fails to load shows the vendor's name. */
export function VendorIconStrip({ vendors, logoUrl, layout = 'scroll' }: VendorIconStripProps) {
  const t = useUiText();
  return (
    <ul
      className={styles.strip({ layout })}
      aria-label={t('content:vendorIconStrip.label', { defaultValue: 'Game vendors' })}
      // A row that scrolls sideways takes the keyboard's focus, so arrow keys scroll it (WCAG 2.1.1).
      tabIndex={layout === 'scroll' ? 0 : undefined}
    >
      {vendors.map((vendor) => (
        <VendorLogo key={vendor.vassalage} vendor={vendor} src={logoUrl(vendor.vassalage)} />
      ))}
    </ul>
  );
}
