import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const balance = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const figure = style({ display: 'inline-flex', flexDirection: 'column' });

export const caption = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const amount = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.primary,
  // Numbers read left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const hiddenText = visuallyHidden;

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = recipe({
  base: { display: 'inline-flex' },
  variants: {
    spinning: {
      true: {
        '@media': {
          '(prefers-reduced-motion: no-preference)': { animation: `${turn} 1s linear infinite` },
        },
      },
      false: {},
    },
  },
});
