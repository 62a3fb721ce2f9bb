export { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker.tsx';
