import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const root = style({ position: 'relative' });

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  // Horizontal drags belong to the carousel, vertical ones still scroll the page.
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  vars: { '--carousel-direction': '1' },
  transitionProperty: 'transform',
  transitionTimingFunction: vars.motion.easing,
  willChange: 'transform',
  selectors: { '[dir="rtl"] &': { vars: { '--carousel-direction': '-1' } } },
});

export const slide = style({ flex: '0 0 100%', minInlineSize: 0 });

// The viewport clips the slides: the ring goes inside the picture, where nothing can cut it.
export const slideButton = style([
  focusRing,
  {
    display: 'block',
    inlineSize: '100%',
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  },
]);

export const image = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 7',
  objectFit: 'cover',
  userSelect: 'none',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
});

// A small dot drawn in a 44 px button: the mark stays discreet, the finger gets a full target.
export const dot = style([
  focusRing,
  {
    position: 'relative',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    padding: 0,
    border: 0,
    background: 'none',
    cursor: 'pointer',
    '::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '50%',
      insetInlineStart: '50%',
      inlineSize: '0.5rem',
      blockSize: '0.5rem',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.textMuted,
      transform: 'translate(-50%, -50%)',
      transitionProperty: 'transform, background-color',
      transitionDuration: vars.motion.fast,
    },
    selectors: {
      '[dir="rtl"] &::before': { transform: 'translate(50%, -50%)' },
      '&[aria-current="true"]::before': {
        backgroundColor: vars.color.primary,
        transform: 'translate(-50%, -50%) scale(1.4)',
      },
      '[dir="rtl"] &[aria-current="true"]::before': { transform: 'translate(50%, -50%) scale(1.4)' },
    },
  },
]);

export const pause = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.textMuted,
    cursor: 'pointer',
  },
]);

export const pauseIcon = style({ inlineSize: '1rem', blockSize: '1rem', fill: 'currentColor' });
