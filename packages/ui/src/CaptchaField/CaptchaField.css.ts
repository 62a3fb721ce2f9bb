import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const imageButton = style([
  focusRing,
  {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '6rem',
    // Tapping the image asks for a new one: a full 44 px target.
    blockSize: '2.75rem',
    marginInlineEnd: `calc(-1 * ${vars.space.xs})`,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    overflow: 'hidden',
    backgroundColor: vars.color.surface,
    cursor: 'pointer',
  },
]);

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'contain', display: 'block' });

const shimmer = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(100%)' } });

export const placeholder = style({
  inlineSize: '100%',
  blockSize: '100%',
  backgroundImage: `linear-gradient(90deg, transparent, ${vars.color.border}, transparent)`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${shimmer} 1.2s linear infinite` },
  },
});
