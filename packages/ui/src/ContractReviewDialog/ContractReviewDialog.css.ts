import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.text });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  inlineSize: '100%',
});
