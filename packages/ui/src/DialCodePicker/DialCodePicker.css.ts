import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const picker = recipe({
  base: { position: 'relative', display: 'inline-flex', alignItems: 'center', flexShrink: 0 },
  variants: {
    variant: {
      inline: {
        paddingInlineEnd: vars.space.xs,
        borderInlineEnd: `1px solid ${vars.color.border}`,
      },
      standalone: {
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surfaceRaised,
        paddingInline: vars.space.sm,
      },
    },
  },
});

export const hiddenLabel = visuallyHidden;

export const select = style([
  focusRing,
  {
    appearance: 'none',
    // The closed select shows the whole option text; this keeps it to about the flag and the code.
    maxInlineSize: '6.5rem',
    minBlockSize: '2.75rem',
    paddingInlineEnd: '1.25rem',
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    colorScheme: 'dark',
  },
]);

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'inline-flex',
});
