import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
});

export const list = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ flex: 1, minInlineSize: 0 });

export const entry = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    inlineSize: '100%',
    minBlockSize: '3.5rem',
    padding: vars.space.xxs,
    border: 0,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.font.size.xs,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.primary },
      // The bar runs edge to edge: a ring outside the entry would be cut by the screen.
      '&:focus-visible': { outlineOffset: '-2px' },
    },
  },
]);

// One line per label: five entries share 360 px, and a label on two lines lifts its icon out of the row.
globalStyle(`${entry} > span:first-of-type`, {
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// The badge sits on the icon's corner, on the end side in either direction.
globalStyle(`${entry} > span:last-child:not(:only-of-type)`, {
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: '55%',
});
