import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});
