import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
  variants: {
    size: {
      compact: { paddingBlock: vars.space.lg },
      regular: { paddingBlock: vars.space.xxl },
    },
  },
});

export const icon = style({ inlineSize: '3rem', blockSize: '3rem', opacity: 0.8 });

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm });

export const action = style({ marginBlockStart: vars.space.sm });
