export { Dialog, type DialogPlacement, type DialogProps, dialogPlacements } from './Dialog.tsx';
