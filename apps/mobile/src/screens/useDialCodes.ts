// Shared with the agent build's login screen (@wl/app/login-screen).
export { useDialCodes } from '@wl/app/dial-codes';
