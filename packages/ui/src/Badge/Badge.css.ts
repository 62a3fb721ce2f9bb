import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const hidden = visuallyHidden;
