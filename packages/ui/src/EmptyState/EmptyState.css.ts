import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
  variants: {
    size: {
      compact: { paddingBlock: vars.space.md },
      regular: { paddingBlock: vars.space.xl, paddingInline: vars.space.lg },
    },
  },
});

export const title = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxInlineSize: '20rem',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const action = style({ marginBlockStart: vars.space.md });
