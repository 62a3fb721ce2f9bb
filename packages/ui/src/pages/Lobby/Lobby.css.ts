import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

const { primary, accent, background, surface, border, text } = vars.color;

// The lobby's column: the brand's glow at the top of the page fading into the background, the blocks spaced evenly.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlock: `${vars.space.md} ${vars.space.xl}`,
  backgroundImage: `radial-gradient(140% 36rem at 50% -8rem, color-mix(in srgb, ${primary} 16%, transparent), transparent 70%)`,
});

// The banner, strip and jackpot sit closer together: the top of the lobby reads as one block.
export const top = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

// A section title with a short bar of the brand's colours before it.
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '::before': {
    content: '""',
    flexShrink: 0,
    inlineSize: '0.25rem',
    blockSize: '1.125rem',
    borderRadius: vars.radius.pill,
    backgroundImage: `linear-gradient(${primary}, ${accent})`,
  },
});

// The member's wallet under the header: who is playing, at which level, with how much.
export const wallet = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: `${vars.space.md} ${vars.space.xs}`,
  borderRadius: vars.radius.lg,
  backgroundColor: surface,
  backgroundImage: `linear-gradient(135deg, color-mix(in srgb, ${primary} 18%, ${surface}), ${surface} 60%)`,
  boxShadow: `inset 0 0 0 1px ${border}, ${vars.elevation.low}`,
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const whoText = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start', minInlineSize: 0 });

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

// The page's own end: the footer's block reaches the bottom tab bar without a seam.
export const footer = style({ marginInline: `calc(-1 * ${vars.space.lg})`, backgroundColor: background });
