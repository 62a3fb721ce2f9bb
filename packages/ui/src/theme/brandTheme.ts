import { createTheme, globalStyle } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

/**
 * A brand's theme class: fills the contract and gives the element that carries it the brand's page colours and
 * type. Call it from a .css.ts file (vanilla-extract runs it at build time).
 */
export function brandTheme(tokens: ThemeTokens, debugId?: string): string {
  const theme = createTheme(vars, tokens, debugId);
  globalStyle(theme, {
    colorScheme: 'dark',
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  });
  return theme;
}
