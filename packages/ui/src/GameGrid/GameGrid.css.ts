import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = recipe({
  base: { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    columns: {
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const item = style({ minInlineSize: 0 });

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.2s ease-in-out infinite` },
  },
});

export const error = style({ margin: 0, color: vars.color.danger, textAlign: 'center', fontSize: vars.font.size.sm });
