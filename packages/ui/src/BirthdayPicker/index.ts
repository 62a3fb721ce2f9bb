export { BIRTHDAY_FIRST_YEAR, BirthdayPicker, type BirthdayPickerProps, birthdayRange } from './BirthdayPicker.tsx';
