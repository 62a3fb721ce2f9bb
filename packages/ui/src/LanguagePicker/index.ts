export { type LanguageOption, LanguagePicker, type LanguagePickerProps } from './LanguagePicker.tsx';
