import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const root = style({ containerType: 'inline-size' });

export const grid = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@container': {
      // A tablet or a desktop gets as many columns as tiles of 8rem fit.
      '(min-width: 36rem)': { gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))' },
    },
  },
  variants: {
    columns: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
});

export const item = style({ display: 'flex', minInlineSize: 0 });

// The skeleton has the tile's shape: the 16:9 stage and a line of name.
export const skeletonTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const skeletonStage = style({ aspectRatio: '16 / 9' });

export const skeletonName = style({ display: 'flex', justifyContent: 'center', blockSize: '1rem' });
