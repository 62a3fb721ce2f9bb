import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** How far the on-screen keyboard reaches up the layout viewport; set at run time by FormLayout. */
export const keyboardInset = createVar();

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

// A field the browser scrolls to (on focus, or from the error summary) stops clear of the actions bar over it.
globalStyle(`${fields} :is(input, select, textarea)`, { scrollMarginBlockEnd: '6rem' });

// Stuck to the bottom while the form scrolls under it: above the keyboard, clear of the home indicator.
export const actions = style({
  position: 'sticky',
  insetBlockEnd: fallbackVar(keyboardInset, '0px'),
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: `max(${vars.space.md}, env(safe-area-inset-bottom, 0px))`,
  backgroundColor: vars.color.background,
  // The page's side gutters are painted too, by copies of the bar's box: nothing scrolls by beside it, and a
  // shadow neither takes room nor makes the page wider.
  boxShadow: [
    `0 -1px 0 ${vars.color.border}`,
    `${vars.space.lg} 0 0 ${vars.color.background}`,
    `calc(-1 * ${vars.space.lg}) 0 0 ${vars.color.background}`,
  ].join(', '),
});
