export { greyLogoUrl, VendorIconStrip, type VendorIconStripProps, vendorIconStripLayouts } from './VendorIconStrip.tsx';
