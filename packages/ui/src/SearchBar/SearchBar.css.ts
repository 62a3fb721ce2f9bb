import { keyframes, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const form = style({ margin: 0, minInlineSize: 0 });

export const hidden = visuallyHidden;

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: 'calc(2.75rem + 2px)',
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.primary,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.primary} 18%, transparent)`,
    },
  },
});

export const searchIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  padding: 0,
  paddingInlineStart: vars.space.xs,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  colorScheme: 'dark',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    // The kit draws its own 44 px clear button; the browser's small cross would be a second one.
    '&::-webkit-search-cancel-button': { display: 'none', WebkitAppearance: 'none' },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  marginInline: vars.space.xs,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.primary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` },
  },
});

export const clear = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});

export const clearMark = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.border,
  color: vars.color.text,
});
