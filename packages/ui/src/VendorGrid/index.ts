export {
  VendorGrid,
  type VendorGridItem,
  type VendorGridProps,
  vendorGridColumns,
  vendorGridStatuses,
} from './VendorGrid.tsx';
