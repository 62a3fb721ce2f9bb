import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

const sweep = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const skeleton = recipe({
  base: {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceRaised,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.border}, transparent)`,
      transform: 'translateX(-100%)',
    },
    '@media': {
      // A moving sheen only for those who have not asked for less motion; the grey shape says "loading" anyway.
      '(prefers-reduced-motion: no-preference)': {
        selectors: { '&::after': { animation: `${sweep} 1.4s ease-in-out infinite` } },
      },
    },
  },
  variants: {
    shape: {
      text: { inlineSize: '100%', blockSize: '1em', borderRadius: vars.radius.sm },
      block: { inlineSize: '100%', blockSize: '6rem', borderRadius: vars.radius.md },
      circle: { inlineSize: '3rem', blockSize: '3rem', borderRadius: '50%' },
      tile: { inlineSize: '100%', aspectRatio: '1', borderRadius: vars.radius.lg },
    },
  },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const hidden = visuallyHidden;
