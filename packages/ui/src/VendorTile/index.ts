export {
  monogramOf,
  VendorTile,
  type VendorTileBadge,
  type VendorTileProps,
  type VendorTileVendor,
  vendorTileBadges,
} from './VendorTile.tsx';
