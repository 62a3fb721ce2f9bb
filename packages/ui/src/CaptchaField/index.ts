export { CAPTCHA_MAX_LENGTH, CaptchaField, type CaptchaFieldProps, captchaSource } from './CaptchaField.tsx';
