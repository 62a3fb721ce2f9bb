import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const group = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const count = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const rules = style({
  margin: 0,
  marginBlock: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

// Three tiles a row on a 360 px phone; no clipping anywhere, so the remove buttons' focus rings show whole.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({ position: 'relative', aspectRatio: '1', minInlineSize: 0 });

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

// The 44 px target covers the tile's corner; the mark drawn inside it is smaller, on a scrim over the photo.
export const remove = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const removeMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.overlay,
  color: vars.color.text,
  boxShadow: vars.elevation.low,
});

export const input = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  opacity: 0,
  inlineSize: '1px',
  blockSize: '1px',
  margin: 0,
});

export const add = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  blockSize: '100%',
  padding: vars.space.xs,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 6%, ${vars.color.surface})`,
  color: vars.color.primary,
  cursor: 'pointer',
  textAlign: 'center',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const addText = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  // Kept in the page while empty: a live region must exist before its words arrive to be heard.
  selectors: { '&:empty': { marginBlockStart: 0 } },
});
