// The access screens' frame is shared with the agent build's login, which is the same screen (@wl/app/login-screen).
export * from '@wl/app/access-form-styles';
