export { type DialCode, DialCodePicker, type DialCodePickerProps, dialCodePickerVariants } from './DialCodePicker.tsx';
