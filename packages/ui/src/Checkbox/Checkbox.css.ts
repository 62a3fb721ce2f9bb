import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

// The label operates the box: with the box it makes one target at least 44 px tall, the row's full width.
export const target = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: 1,
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
});

export const box = style([
  focusRing,
  {
    flexShrink: 0,
    inlineSize: '1.25rem',
    blockSize: '1.25rem',
    margin: 0,
    marginBlockStart: '0.125rem',
    accentColor: vars.color.primary,
    cursor: 'pointer',
    selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '1px' } },
  },
]);

export const label = style({ fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, cursor: 'pointer' });

export const error = style({
  margin: 0,
  paddingInlineStart: '1.75rem',
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});
