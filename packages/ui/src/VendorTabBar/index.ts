export { ALL_VENDORS, type Vendor, VendorTabBar, type VendorTabBarProps } from './VendorTabBar.tsx';
