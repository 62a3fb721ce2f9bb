// Shared with the agent build's login screen (@wl/app/login-screen).
export { type FieldForm, useFormFields } from '@wl/app/form-fields';
