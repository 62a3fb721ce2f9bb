import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const row = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    minBlockSize: '2.75rem',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
  },
  variants: {
    disabled: {
      true: { cursor: 'not-allowed', opacity: 0.55 },
      false: {},
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** 52 x 32 track: how far the thumb travels, and so how far the transform moves it. */
const TRACK_INLINE = '3.25rem';
const TRACK_BLOCK = '2rem';
const INSET = '0.25rem';
const THUMB = `calc(${TRACK_BLOCK} - 2 * ${INSET})`;
const TRAVEL = `calc(${TRACK_INLINE} - ${TRACK_BLOCK})`;

export const control = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // The track is 32 px tall; the button around it is the 44 px target.
    minInlineSize: '2.75rem',
    minBlockSize: '2.75rem',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const track = style({
  position: 'relative',
  display: 'block',
  inlineSize: TRACK_INLINE,
  blockSize: TRACK_BLOCK,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'background-color',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
    },
  },
  selectors: {
    [`${control}[aria-checked="true"] &`]: { backgroundColor: vars.color.primary, boxShadow: 'none' },
  },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: INSET,
  insetInlineStart: INSET,
  inlineSize: THUMB,
  blockSize: THUMB,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.textMuted,
  boxShadow: vars.elevation.low,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'transform, background-color',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
    },
  },
  selectors: {
    [`${control}[aria-checked="true"] &`]: {
      transform: `translateX(${TRAVEL})`,
      backgroundColor: vars.color.onPrimary,
    },
    // The thumb moves towards the end edge, which is the left in a right-to-left page.
    [`[dir="rtl"] ${control}[aria-checked="true"] &`]: { transform: `translateX(calc(-1 * ${TRAVEL}))` },
  },
});
