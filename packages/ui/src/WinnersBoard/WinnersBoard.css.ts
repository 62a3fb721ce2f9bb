import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const ROW_HEIGHT = '3.5rem';

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text });

// Three rows in view: a board that scrolls shows its rows passing through this window.
export const viewport = style({ maxBlockSize: `calc(${ROW_HEIGHT} * 3)`, overflow: 'hidden' });

// Without motion the rows stay put and the player scrolls them by hand.
export const scrollableViewport = style([viewport, { overflowY: 'auto' }]);

const rise = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

export const track = style({ display: 'flex', flexDirection: 'column' });

export const moving = style({
  selectors: { '&:hover, &:focus-within': { animationPlayState: 'paused' } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animationName: rise,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
  },
});

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  blockSize: ROW_HEIGHT,
  alignItems: 'center',
});

export const winner = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const icon = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const text = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, fontSize: vars.font.size.xs });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({ ...ellipsis, color: vars.color.textMuted });

export const game = style({ ...ellipsis, color: vars.color.text });

export const amount = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
  // Figures of equal width, so that amounts in the two columns line up as the board scrolls.
  fontVariantNumeric: 'tabular-nums',
});

export const loading = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
