export { type Vendor, VendorTabBar, type VendorTabBarProps } from './VendorTabBar.tsx';
