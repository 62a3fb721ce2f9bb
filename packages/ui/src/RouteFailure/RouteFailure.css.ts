import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

// Fills the page area under the header, so the screen never shows an empty frame while the person decides.
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '70dvh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const art = style({ inlineSize: '10rem', blockSize: '7.5rem', marginBlockEnd: vars.space.sm });

// A soft halo of the brand's colour behind the picture; mixed from the token, so every brand gets its own.
export const artGlow = style({ fill: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)` });

export const artShadow = style({ fill: vars.color.surface });

export const artCard = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 2 });

export const artFold = style({ fill: vars.color.surface, stroke: vars.color.border, strokeWidth: 2 });

export const artLine = style({ stroke: vars.color.textMuted, strokeWidth: 4 });

export const artAccent = style({ fill: vars.color.primary });

export const artCut = style({ stroke: vars.color.danger, strokeWidth: 5 });

export const artSpark = style({ stroke: vars.color.primary, strokeWidth: 3 });

export const title = style({
  margin: 0,
  maxInlineSize: '22rem',
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  overflowWrap: 'break-word',
  // Focused by script so screen readers start here; it is not a control, so it draws no ring.
  outline: 'none',
});

export const body = style({ margin: 0, maxInlineSize: '22rem', color: vars.color.textMuted });

export const reference = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'plaintext',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

// A link that looks like the secondary button: it is a real address, so it opens home even if scripts failed.
export const home = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minBlockSize: '2.75rem',
    paddingInline: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
  },
]);
