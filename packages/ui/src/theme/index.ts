export { darkTheme } from './themes.css.ts';
export { darkTokens, type ThemeTokens } from './tokens.ts';
export { vars } from './vars.css.ts';
