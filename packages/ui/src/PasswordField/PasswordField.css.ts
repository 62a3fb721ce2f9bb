import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// The 44 px touch target reaches into the field's end padding, so the box keeps the height of a plain field.
export const toggle = style({
  marginInlineEnd: `calc(-1 * ${vars.space.md})`,
  marginBlock: `calc(-1 * ${vars.space.xxs})`,
  color: vars.color.textMuted,
});
