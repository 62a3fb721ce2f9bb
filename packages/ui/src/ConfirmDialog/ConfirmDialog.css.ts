import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const message = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });
