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
    >
      {vendors.map((vendor) => (
        <VendorLogo key={vendor.vassalage} vendor={vendor} src={logoUrl(vendor.vassalage)} />
      ))}
    </ul>
  );
}
