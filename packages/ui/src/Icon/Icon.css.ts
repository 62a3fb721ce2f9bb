import { recipe } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: { flexShrink: 0, display: 'block' },
  variants: {
    size: {
      small: { inlineSize: '1rem', blockSize: '1rem' },
      medium: { inlineSize: '1.25rem', blockSize: '1.25rem' },
      large: { inlineSize: '2rem', blockSize: '2rem' },
    },
    directional: {
      true: { selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } },
      false: {},
    },
  },
});
