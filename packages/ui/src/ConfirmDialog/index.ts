export { ConfirmDialog, type ConfirmDialogProps, confirmTones } from './ConfirmDialog.tsx';
