import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
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
  },
]);

export const cover = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 7',
  backgroundColor: vars.color.surfaceRaised,
});

export const image = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.md });

export const title = style({ color: vars.color.text, fontWeight: vars.font.weight.bold });

export const period = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

const fade = keyframes({ '50%': { opacity: 0.5 } });

export const pulse = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fade} 1.2s ease-in-out infinite` } },
});

export const bar = style({
  display: 'block',
  blockSize: '1rem',
  inlineSize: '70%',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
});

export const shortBar = style([bar, { inlineSize: '45%', blockSize: '0.75rem' }]);

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
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
