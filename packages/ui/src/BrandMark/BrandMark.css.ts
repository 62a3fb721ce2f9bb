import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const mark = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    backgroundImage: vars.brand.logo,
    backgroundSize: 'contain',
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'center',
  },
  variants: {
    size: {
      small: { inlineSize: '1.75rem', blockSize: '1.75rem' },
      large: { inlineSize: '3rem', blockSize: '3rem' },
    },
  },
  defaultVariants: { size: 'small' },
});
