export { CaptchaField, type CaptchaFieldProps, captchaSource } from './CaptchaField.tsx';
