import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// No clipping for the rounded corners (nothing inside paints over them), so the summary's focus ring shows whole.
export const item = style({
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const summary = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: '2.75rem',
    padding: vars.space.md,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&::after': {
        content: '""',
        marginInlineStart: 'auto',
        inlineSize: '0.5rem',
        blockSize: '0.5rem',
        borderInlineEnd: `2px solid ${vars.color.textMuted}`,
        borderBlockEnd: `2px solid ${vars.color.textMuted}`,
        transform: 'rotate(45deg)',
        transitionProperty: 'transform',
        transitionDuration: vars.motion.fast,
        flexShrink: 0,
      },
      'details[open] > &::after': { transform: 'rotate(225deg)' },
    },
  },
]);

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const title = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const unread = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const body = style({
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.md,
});

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });
