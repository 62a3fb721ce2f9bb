import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fieldControl, visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const control = fieldControl;

export const input = style({
  flex: 1,
  minInlineSize: 0,
  // About four lines at first; it grows with the text where the browser can, up to half a phone screen.
  minBlockSize: '6.5rem',
  maxBlockSize: '50vh',
  fieldSizing: 'content',
  paddingBlock: vars.space.sm,
  paddingInline: 0,
  border: 0,
  outline: 'none',
  resize: 'vertical',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.font.lineHeight.normal,
  colorScheme: 'dark',
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
});

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const error = style({
  margin: 0,
  flex: 1,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

export const counter = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    margin: 0,
    marginInlineStart: 'auto',
    fontSize: vars.font.size.xs,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'end',
  },
  variants: {
    over: {
      false: { color: vars.color.textMuted },
      true: { color: vars.color.danger, fontWeight: vars.font.weight.medium },
    },
  },
});

export const hidden = visuallyHidden;
