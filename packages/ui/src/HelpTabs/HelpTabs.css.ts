import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
});

export const item = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: '2.75rem',
    paddingInline: vars.space.md,
    border: 0,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    background: 'none',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    // The list rounds its corners by clipping: the ring goes inside the row, where nothing can cut it.
    selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
  },
]);

export const chevron = style({
  flexShrink: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
