import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import { useUiText } from '../UiText/UiText.tsx';
import { VendorTile, type VendorTileBadge, type VendorTileVendor } from '../VendorTile/VendorTile.tsx';
import * as styles from './VendorGrid.css.ts';

export const vendorGridStatuses = ['idle', 'loading', 'error'] as const;
export const vendorGridColumns = [2, 3] as const;

export interface VendorGridItem {
  vendor: VendorTileVendor;
  badge?: VendorTileBadge;
}

export interface VendorGridProps {
  vendors: readonly VendorGridItem[];
  onSelect: (vendor: VendorTileVendor) => void;
  /** loading: the list is on its way (tile-shaped placeholders); error: it could not be loaded. */
  status?: (typeof vendorGridStatuses)[number];
  /** Columns on a phone; wider screens fit as many tiles as they can. */
  columns?: (typeof vendorGridColumns)[number];
  onRetry?: () => void;
  /** What an empty list shows instead of the default. */
  empty?: ReactNode;
  /** Names the list for assistive technology, e.g. "Live casino". */
  label?: string;
}

/** Placeholders while the vendors load: two rows' worth, never a blank area. */
const SKELETON_ROWS = 2;

/** The vendors of a game family, as tiles: the category screen's vendor grid. */
export function VendorGrid({
  vendors,
  onSelect,
  status = 'idle',
  columns = 3,
  onRetry,
  empty,
  label,
}: VendorGridProps) {
  const t = useUiText();
  const listLabel = label ?? t('content:vendorGrid.label', { defaultValue: 'Game vendors' });

  if (status === 'loading' && vendors.length === 0) {
    return (
      <div className={styles.root}>
        <SkeletonGroup label={t('content:vendorGrid.loading', { defaultValue: 'Loading vendors' })}>
          <div className={styles.grid({ columns })}>
            {Array.from({ length: columns * SKELETON_ROWS }, (_, index) => (
              <div key={`skeleton-${index.toString()}`} className={styles.skeletonTile}>
                <div className={styles.skeletonStage}>
                  <Skeleton shape="block" blockSize="100%" />
                </div>
                <div className={styles.skeletonName}>
                  <Skeleton inlineSize="60%" blockSize="0.75rem" />
                </div>
              </div>
            ))}
          </div>
        </SkeletonGroup>
      </div>
    );
  }

  if (status === 'error' && vendors.length === 0) {
    return (
      <EmptyState
        illustration="error"
        title={t('content:vendorGrid.error', { defaultValue: 'Vendors could not be loaded' })}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('content:vendorGrid.retry', { defaultValue: 'Try again' })}
            </Button>
          ) : undefined
        }
      />
    );
  }

  if (vendors.length === 0) return <>{empty ?? <EmptyState illustration="empty" />}</>;

  return (
    <div className={styles.root}>
      <ul className={styles.grid({ columns })} aria-label={listLabel}>
        {vendors.map(({ vendor, badge }) => (
          <li key={vendor.vassalage} className={styles.item}>
            <VendorTile vendor={vendor} badge={badge} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </div>
  );
}
