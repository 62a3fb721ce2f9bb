export { InvitePopup, type InvitePopupProps } from './InvitePopup.tsx';
export { QrCode, type QrCodeProps } from './QrCode.tsx';
