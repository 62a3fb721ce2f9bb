import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const empty = style({ display: 'contents' });

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    state: {
      slow: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
      offline: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
});
