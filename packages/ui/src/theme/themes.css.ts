import { globalStyle } from '@vanilla-extract/css';
import { brandTheme } from './brandTheme.ts';
import { darkTokens } from './tokens.ts';

/**
 * The product's theme class: it fills the contract; put it on <html> or any subtree. Other brands live in
 * `brands/`, each its own entry, so a bundle carries only the brands it imports.
 */
export const darkTheme = brandTheme(darkTokens, 'dark');

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
