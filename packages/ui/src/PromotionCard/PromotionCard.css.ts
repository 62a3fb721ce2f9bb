import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

// The card does not clip: the cover rounds its own top corners, so the focus ring of the card's button shows whole.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.elevation.low,
  // The page scrolls a card opened by ?id= into view; keep it clear of the sticky header.
  scrollMarginBlockStart: '4rem',
});

export const open = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: vars.radius.lg,
  },
]);

// The frame is 16:7 whatever the picture: the image fills it and is cropped, never the frame stretched to the image.
export const cover = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 7',
  overflow: 'hidden',
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md });

const titleType = { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal };
const periodType = { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal };

export const title = style({ ...titleType, color: vars.color.text, fontWeight: vars.font.weight.bold });

export const period = style({ ...periodType, color: vars.color.textMuted });

const fade = keyframes({ '50%': { opacity: 0.5 } });

export const pulse = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fade} 1.2s ease-in-out infinite` } },
});

// Skeleton lines take the line height of the text they stand for, so the loaded card is exactly as tall.
const line = { display: 'flex', alignItems: 'center', blockSize: '1lh' } as const;
export const titleLine = style({ ...titleType, ...line });
export const periodLine = style({ ...periodType, ...line });

export const bar = style({
  display: 'block',
  blockSize: '0.75em',
  inlineSize: '70%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
});

export const shortBar = style([bar, { inlineSize: '45%' }]);

// Where the join button or the state will be: a button's height.
export const actionBar = style({
  display: 'block',
  inlineSize: '5rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
});

// As tall as the join button whether it holds the button or a state, so a card keeps its height as states change.
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minBlockSize: '2.75rem',
  boxSizing: 'content-box',
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
});

export const state = recipe({
  base: {
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.font.size.xs,
  },
  variants: {
    tone: {
      neutral: { color: vars.color.textMuted },
      negative: { color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
});
