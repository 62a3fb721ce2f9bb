import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fieldControl } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

// The select fills the box edge to edge, so the whole box opens the picker; the chevron is drawn over its end.
export const control = recipe({
  base: [fieldControl.classNames.base, { position: 'relative', paddingInline: 0 }],
  variants: {
    status: {
      idle: {},
      error: { borderColor: vars.color.danger },
    },
  },
});

export const select = recipe({
  base: {
    flex: 1,
    minInlineSize: 0,
    minBlockSize: '2.75rem',
    appearance: 'none',
    paddingInlineStart: vars.space.md,
    // Room for the chevron at the end edge, so long option text never runs under it.
    paddingInlineEnd: `calc(${vars.space.md} + 1.25rem + ${vars.space.sm})`,
    border: 0,
    borderRadius: 'inherit',
    outline: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    cursor: 'pointer',
    colorScheme: 'dark',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
  variants: {
    empty: {
      true: { color: vars.color.textMuted },
      false: {},
    },
  },
});

// The open list (where the browser draws it in the page) keeps the theme, not the placeholder's muted grey.
globalStyle(`${select.classNames.base} option`, {
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });
