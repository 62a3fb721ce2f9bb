import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `2px solid ${vars.color.primary}`,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    size: {
      small: { inlineSize: '2rem', blockSize: '2rem', fontSize: vars.font.size.xs },
      medium: { inlineSize: '3rem', blockSize: '3rem', fontSize: vars.font.size.md },
      large: { inlineSize: '4.5rem', blockSize: '4.5rem', fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
