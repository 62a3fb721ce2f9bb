import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const summary = style({
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: '4px',
  backgroundColor: `color-mix(in srgb, ${vars.color.danger} 10%, ${vars.color.surface})`,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.danger,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

// Each link is a 44 px row of its own, not a word in a sentence.
export const link = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.danger,
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { color: vars.color.danger },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
