export { emeraldTheme } from './theme.css.ts';
export { emeraldTokens } from './tokens.ts';
