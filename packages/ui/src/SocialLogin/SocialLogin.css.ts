import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const block = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md });

// "or continue with" between two hairlines.
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'stretch',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  '::before': { content: '""', flex: 1, blockSize: '1px', backgroundColor: vars.color.border },
  '::after': { content: '""', flex: 1, blockSize: '1px', backgroundColor: vars.color.border },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const provider = style([
  focusRing,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    inlineSize: '3.25rem',
    blockSize: '3.25rem',
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'border-color, transform',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&:active': { transform: 'scale(0.94)' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const providerIcon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// A ring round the mark while the network's page is on its way.
export const busyRing = style({
  position: 'absolute',
  inset: '-3px',
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  borderBlockStartColor: vars.color.primary,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.8s linear infinite` } },
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
    color: vars.color.text,
    transitionProperty: 'color, box-shadow',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { color: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    },
  },
]);

export const linkIcon = style({ inlineSize: '1.25rem', blockSize: '1.25rem' });

export const hidden = visuallyHidden;
