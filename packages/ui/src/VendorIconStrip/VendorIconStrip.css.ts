import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const strip = recipe({
  base: { display: 'flex', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none', alignItems: 'center' },
  variants: {
    layout: {
      // Focusable for keyboard scrolling: a whole target's height, its ring drawn inside the row.
      scroll: {
        overflowX: 'auto',
        scrollbarWidth: 'none',
        minBlockSize: '2.75rem',
        borderRadius: vars.radius.sm,
        selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } },
      },
      wrap: { flexWrap: 'wrap', justifyContent: 'center' },
    },
  },
});

export const item = style({ flex: '0 0 auto', display: 'grid', placeItems: 'center', minBlockSize: '2rem' });

// The files are grey already; the filter keeps a colour logo from a brand's own CDN in line with the rest.
export const logo = style({ blockSize: '1.75rem', inlineSize: 'auto', filter: 'grayscale(1)', opacity: 0.75 });

export const name = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
