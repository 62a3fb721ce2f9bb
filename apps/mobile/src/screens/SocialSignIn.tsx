// Shared with the agent build's login screen (@wl/app/login-screen), which leaves it out on the agent page.
export { SocialSignIn } from '@wl/app/social-sign-in';
