import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fieldControl, visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const hiddenLabel = visuallyHidden;

export const control = fieldControl;

export const input = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  colorScheme: 'dark',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

export const successMark = style({ display: 'inline-flex', color: vars.color.success });

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const message = recipe({
  base: { margin: 0, fontSize: vars.font.size.sm },
  variants: {
    status: {
      idle: {},
      error: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
  },
});
