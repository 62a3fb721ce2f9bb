import type { Vendor } from '@wl/domain/entities';
import { VendorGrid, type VendorGridProps } from '@wl/ui/vendor-grid';
import { useTranslation } from 'react-i18next';

/** What the category screen's content takes, drawn before its code or live. */
export interface CategoryContentProps {
  entry: string;
  vassalage?: string | undefined;
  /** The category's name, in the player's language. */
  name: string;
}

export interface CategoryVendorsProps {
  name: string;
  vendors: readonly Vendor[];
  status: VendorGridProps['status'];
  onRetry?: () => void;
  onSelect: (vassalage: string) => void;
  /** Drawn before its code and the services: shown as it will be, busy, and nothing in it answers yet. */
  waiting?: boolean;
}

/** A category the server lists as vendors: a grid of its vendors, each opening that vendor. */
export function CategoryVendors({ name, vendors, status, onRetry, onSelect, waiting = false }: CategoryVendorsProps) {
  const { t } = useTranslation();
  return (
    <div inert={waiting} aria-busy={waiting || undefined}>
      <VendorGrid
        label={t('games.vendorsOf', { name })}
        status={status}
        {...(onRetry ? { onRetry } : {})}
        vendors={vendors.map((vendor) => ({
          vendor: { vassalage: vendor.vassalage, displayName: vendor.displayName },
        }))}
        onSelect={(vendor) => onSelect(vendor.vassalage)}
      />
    </div>
  );
}
