import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkTokens, emeraldTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

/** Class names that fill the contract; put one on <html> or any subtree. */
export const darkTheme = createTheme(vars, darkTokens);
export const emeraldTheme = createTheme(vars, emeraldTokens);

for (const theme of [darkTheme, emeraldTheme]) {
  globalStyle(theme, {
    colorScheme: 'dark',
    backgroundColor: vars.color.background,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  });
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
