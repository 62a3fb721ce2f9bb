import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { drawnNearScreen } from '../theme/drawnNearScreen.ts';
import { vars } from '../theme/vars.css.ts';

/** One winner's line; a row of the board holds the pair the domain made. */
const LINE_HEIGHT = '2.75rem';
const ROW_HEIGHT = `calc(${LINE_HEIGHT} * 2)`;

export const board = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  // Its height on a 360 px screen: about 20rem.
  ...drawnNearScreen('20rem'),
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const trophy = style({ inlineSize: '1.25rem', blockSize: '1.25rem', color: vars.color.primary, flexShrink: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const frame = style({ position: 'relative' });

// Three rows in view: a board that scrolls shows its rows passing through this window.
export const viewport = style({ maxBlockSize: `calc(${ROW_HEIGHT} * 3)`, overflow: 'hidden' });

// Rows fade in and out at the window's edges instead of being cut.
export const movingViewport = style([
  viewport,
  {
    maskImage: 'linear-gradient(to bottom, transparent, black 6%, black 85%, transparent)',
    WebkitMaskImage: 'linear-gradient(to bottom, transparent, black 6%, black 85%, transparent)',
  },
]);

// Without motion the rows stay put and the player scrolls them by hand; the last row can scroll clear of the fade.
export const scrollableViewport = style([
  viewport,
  {
    overflowY: 'auto',
    paddingBlockEnd: '1.5rem',
    borderRadius: vars.radius.md,
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
]);

// The fade over the foot of a board scrolled by hand: drawn over it, so the focus ring outside stays whole.
export const footFade = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  blockSize: '1.75rem',
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  backgroundImage: `linear-gradient(to bottom, transparent, ${vars.color.surface})`,
  pointerEvents: 'none',
});

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

export const row = style({ display: 'flex', flexDirection: 'column', blockSize: ROW_HEIGHT });

export const winner = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  blockSize: LINE_HEIGHT,
  borderBlockEnd: `1px solid color-mix(in srgb, ${vars.color.border} 60%, transparent)`,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  // The initial is drawn from an attribute, so the row's text stays the winner's name, game and amount.
  '::before': { content: 'attr(data-initial)' },
});

const { primary, accent, success, danger } = vars.color;
const avatarTints = [primary, accent, success, danger];

export const avatarTint = styleVariants(
  Object.fromEntries(
    avatarTints.map((tint, index) => [
      index,
      {
        color: tint,
        backgroundColor: `color-mix(in srgb, ${tint} 18%, ${vars.color.surface})`,
        boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${tint} 40%, transparent)`,
      },
    ]),
  ) as Record<number, { color: string; backgroundColor: string; boxShadow: string }>,
);

export const avatarTintCount = avatarTints.length;

export const text = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const name = style({
  ...ellipsis,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  // A masked name ("pl***07") reads left to right in every language.
  unicodeBidi: 'plaintext',
});

export const game = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
});

export const gameName = style(ellipsis);

export const icon = style({
  flexShrink: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
});

export const amount = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  textAlign: 'end',
  // Figures of equal width, ended at the same edge, so the amounts line up digit under digit.
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
});

export const loading = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
