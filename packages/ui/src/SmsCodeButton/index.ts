export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton.tsx';
