import { style } from '@vanilla-extract/css';
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

export const error = style({ margin: 0, color: vars.color.danger, textAlign: 'center', fontSize: vars.font.size.sm });
