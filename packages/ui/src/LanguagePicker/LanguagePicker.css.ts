import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const group = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// The input stays in the accessibility tree and keyboard order; the label is what the eye and finger use.
export const radio = style({ position: 'absolute', opacity: 0, inlineSize: '1px', blockSize: '1px', margin: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '3rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    [`${radio}:checked + &`]: { borderColor: vars.color.primary },
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const flag = style({ fontSize: vars.font.size.xl, lineHeight: 1 });

export const name = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere', fontSize: vars.font.size.sm });

export const tick = style({ display: 'inline-flex', color: vars.color.primary });
