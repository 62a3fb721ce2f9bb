import { useState } from 'react';
import { useUiText } from '../UiText/UiText.tsx';
import * as styles from './VendorTile.css.ts';

export interface VendorTileVendor {
  /** The vendor code. */
  vassalage: string;
  displayName: string;
  /** The vendor's logo, as the app addresses it; a drawn monogram stands in without one or when it fails. */
  logoUrl?: string;
}

export const vendorTileBadges = ['new', 'maintenance'] as const;
export type VendorTileBadge = (typeof vendorTileBadges)[number];

export interface VendorTileProps {
  vendor: VendorTileVendor;
  /** new: a vendor just added; maintenance: closed for now, the tile shows it and does nothing. */
  badge?: VendorTileBadge;
  onSelect: (vendor: VendorTileVendor) => void;
}

/** The first letters of the first two words, or the first two of a single word: "PG Soft" PS, "Evolution" EV. */
export function monogramOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? (words[0]?.[0] ?? '') + (words[1]?.[0] ?? '') : [...(words[0] ?? '')].slice(0, 2).join('');
  return letters.toLocaleUpperCase();
}

/** The same vendor keeps its colours: a small hash of its code picks one of the monogram tints. */
function tintOf(code: string): number {
  let hash = 0;
  for (const character of code) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % styles.monogramTintCount;
}

/** A vendor in the game centre's grid: its logo on a lit stage, its name, and a new or maintenance badge. */
export function VendorTile({ vendor, badge, onSelect }: VendorTileProps) {
  const t = useUiText();
  const [failed, setFailed] = useState<string | null>(null);
  const closed = badge === 'maintenance';
  const showLogo = vendor.logoUrl !== undefined && failed !== vendor.logoUrl;
  const badgeText =
    badge === 'new'
      ? t('content:vendorTile.new', { defaultValue: 'New' })
      : badge === 'maintenance'
        ? t('content:vendorTile.maintenance', { defaultValue: 'Maintenance' })
        : null;

  return (
    <button
      type="button"
      className={styles.tile}
      aria-disabled={closed || undefined}
      onClick={() => {
        if (!closed) onSelect(vendor);
      }}
    >
      <span className={styles.stage}>
        <span className={styles.stageContent}>
          {showLogo ? (
            <img
              className={styles.logo}
              src={vendor.logoUrl}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setFailed(vendor.logoUrl ?? null)}
            />
          ) : (
            <span className={`${styles.monogram} ${styles.monogramTint[tintOf(vendor.vassalage)]}`} aria-hidden="true">
              {monogramOf(vendor.displayName)}
            </span>
          )}
        </span>
      </span>
      <span className={styles.name}>{vendor.displayName}</span>
      {/* After the name in the reading order ("PG Soft New"), wherever it is drawn. */}
      {badge === 'new' ? <span className={styles.badge}>{badgeText}</span> : null}
      {badge === 'maintenance' ? <span className={styles.closedBand}>{badgeText}</span> : null}
    </button>
  );
}
