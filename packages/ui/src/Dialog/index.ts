export { Dialog, type DialogPlacement, type DialogProps, dialogPlacements, MASK_GUARD_MS } from './Dialog.tsx';
