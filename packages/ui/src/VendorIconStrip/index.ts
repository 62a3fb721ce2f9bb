export { VendorIconStrip, type VendorIconStripProps, vendorIconStripLayouts } from './VendorIconStrip.tsx';
