import { globalStyle } from '@vanilla-extract/css';
import { brandTheme } from './brandTheme.ts';
import { darkTokens, emeraldTokens } from './tokens.ts';

/** Class names that fill the contract; put one on <html> or any subtree. */
export const darkTheme = brandTheme(darkTokens, 'dark');
export const emeraldTheme = brandTheme(emeraldTokens, 'emerald');

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
