// Shared with the agent build's login screen (@wl/app/login-screen).
export { MethodTabs, MobileNumberField, SmsCodeField } from '@wl/app/access-forms';
