import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const rail = style({
  display: 'flex',
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  // The rail clips what overflows it, focus rings included: room for them (2 px ring, 2 px offset) on every side,
  // and a focused tab is scrolled that far clear of the edge.
  padding: vars.space.xs,
  scrollPaddingInline: vars.space.xs,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  flex: '0 0 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: '4.25rem',
  maxInlineSize: '7rem',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xxs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  scrollSnapAlign: 'center',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    // Colour only: a bolder label would widen the tab and shift the rail.
    '&[aria-selected="true"]': { color: vars.color.primary },
  },
});

// The mark sits in a chip: raised for the others, filled with the brand's colours for the chosen one.
export const chip = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  color: vars.color.textMuted,
  transitionProperty: 'background-color, color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${tab}[aria-selected="true"] &`]: {
      // A flat fill keeps the brand's tested contrast with onPrimary; the glow and the top light give it depth.
      backgroundColor: vars.color.primary,
      boxShadow: `inset 0 1px 0 color-mix(in srgb, ${vars.color.text} 35%, transparent), 0 4px 14px color-mix(in srgb, ${vars.color.primary} 40%, transparent)`,
      color: vars.color.onPrimary,
    },
    [`${tab}:active &`]: { transform: 'scale(0.94)' },
  },
});

export const glyph = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

export const label = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const panel = style({ minInlineSize: 0 });
