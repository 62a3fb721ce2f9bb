export { darkTheme, emeraldTheme } from './themes.css.ts';
export { darkTokens, emeraldTokens, type ThemeTokens } from './tokens.ts';
export { vars } from './vars.css.ts';
