import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const strip = style({
  display: 'flex',
  minInlineSize: 0,
  margin: 0,
  border: 0,
  gap: vars.space.xs,
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'none',
  // The row clips what overflows it, focus rings included: leave them room (2 px ring, 2 px offset) on every
  // side, and scroll a focused tab that far clear of the edge.
  padding: vars.space.xs,
  scrollPaddingInline: vars.space.xs,
  WebkitOverflowScrolling: 'touch',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const tab = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minInlineSize: '4.5rem',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  scrollSnapAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      color: vars.color.text,
      backgroundColor: vars.color.surfaceRaised,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const icon = style({ inlineSize: '1.75rem', blockSize: '1.75rem', objectFit: 'contain' });
