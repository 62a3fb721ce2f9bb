import { globalStyle, style } from '@vanilla-extract/css';
import { bottomBarInset } from '../theme/bottomBar.css.ts';
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

// While the bar is on the page, what else sticks to the bottom sits on top of it: its row of 3.5rem, its border and
// the home indicator's inset.
globalStyle(`:root:has(${bar})`, {
  vars: { [bottomBarInset]: 'calc(3.5rem + 1px + env(safe-area-inset-bottom, 0px))' },
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
    // Icons at the top, so they stay in a row whether a label takes one line or two.
    justifyContent: 'flex-start',
    gap: vars.space.xxs,
    inlineSize: '100%',
    // Fixed: the bar is as tall with two-line labels as without (the app holds its place with a bar of this size).
    blockSize: '3.5rem',
    paddingBlock: `${vars.space.xs} 0`,
    paddingInline: vars.space.xxs,
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

// Up to two lines per label: five entries share 360 px, and "Member Center" would otherwise be cut to "Member C…".
// Only a word longer than its fifth of the bar is broken.
globalStyle(`${entry} > span:first-of-type`, {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  maxInlineSize: '100%',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

// The badge sits on the icon's corner, on the end side in either direction.
globalStyle(`${entry} > span:last-child:not(:only-of-type)`, {
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: '55%',
});
