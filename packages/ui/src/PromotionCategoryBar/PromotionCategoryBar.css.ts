import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const bar = style({
  display: 'flex',
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
  border: 0,
  // The row clips what overflows it, focus rings included: leave them room (2 px ring, 2 px offset) on every
  // side, and scroll a focused chip that far clear of the edge.
  padding: vars.space.xs,
  scrollPaddingInline: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const chip = style([
  focusRing,
  {
    flex: '0 0 auto',
    minBlockSize: '2.75rem',
    // A short word ("All") still makes a whole 44 px target.
    minInlineSize: '2.75rem',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);
