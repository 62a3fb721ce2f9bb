import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.md,
  minBlockSize: '2.75rem',
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  borderRadius: vars.radius.md,
});

export const viewport = style({ flex: 1, minInlineSize: 0, overflow: 'hidden' });

// Without motion the titles stay put and the player scrolls them by hand, each at most the strip's width.
export const scrollableViewport = style([viewport, { overflowX: 'auto', containerType: 'inline-size' }]);

// From just past the end edge to fully past the start edge; transforms only, so the browser composites it.
const scroll = keyframes({
  from: { transform: 'translateX(var(--notice-from, 100%))' },
  to: { transform: 'translateX(var(--notice-to, -100%))' },
});

export const track = style({
  display: 'inline-flex',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
});

export const moving = style({
  paddingInlineStart: '100%',
  vars: { '--notice-from': '0', '--notice-to': '-100%' },
  selectors: {
    '[dir="rtl"] &': { vars: { '--notice-to': '100%' } },
    // A player reaching for a title can read and tap it while it holds still.
    '&:hover, &:focus-within': { animationPlayState: 'paused' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animationName: scroll,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
  },
});

export const item = style({ flex: '0 0 auto' });

export const title = style([
  focusRing,
  {
    padding: 0,
    minBlockSize: '2.75rem',
    border: 0,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    // The strip clips above and below: the ring goes inside the title, where nothing can cut it.
    selectors: {
      '&:focus-visible': { outlineOffset: '-2px' },
      [`${scrollableViewport} &`]: { maxInlineSize: '100cqi', overflow: 'hidden', textOverflow: 'ellipsis' },
    },
  },
]);

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
