import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const group = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

// Above the options: a player reading down a long list meets the problem before the choices.
export const error = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

export const options = recipe({
  base: { display: 'grid', gap: vars.space.sm },
  variants: {
    variant: {
      rows: { gridTemplateColumns: 'minmax(0, 1fr)' },
      cards: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(9rem, 100%), 1fr))' },
    },
  },
});

export const item = style({ position: 'relative', display: 'flex', minInlineSize: 0 });

// The input stays in the accessibility tree and the keyboard order; the label is what the eye and finger use.
export const input = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  opacity: 0,
  inlineSize: '1px',
  blockSize: '1px',
  margin: 0,
});

export const option = recipe({
  base: {
    flex: 1,
    display: 'flex',
    gap: vars.space.md,
    minInlineSize: 0,
    minBlockSize: '3rem',
    paddingInline: vars.space.md,
    paddingBlock: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    cursor: 'pointer',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.motion.fast,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      [`${input}:checked + &`]: {
        borderColor: vars.color.primary,
        backgroundColor: `color-mix(in srgb, ${vars.color.primary} 12%, ${vars.color.surfaceRaised})`,
      },
      [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      [`${input}[aria-invalid="true"]:not(:checked) + &`]: { borderColor: vars.color.danger },
      [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      rows: { alignItems: 'center' },
      cards: { alignItems: 'flex-start', paddingBlock: vars.space.md },
    },
  },
});

export const mark = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    // A ring of the fill colour inside the border leaves the dot in the middle.
    [`${input}:checked + * &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
    },
    [`${input}[aria-invalid="true"]:not(:checked) + * &`]: { borderColor: vars.color.danger },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
