import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const tile = style({
  position: 'relative',
  // The maintenance band is placed against the logo's stage by the tile's width (the stage is 16:9).
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}, ${vars.elevation.low}`,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'transform, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:active:not([aria-disabled="true"])': { transform: 'scale(0.97)' },
    '&:hover:not([aria-disabled="true"])': {
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}, ${vars.elevation.low}`,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

// The logo's stage: a soft light from above on the raised surface, so grey and colour logos both stand out.
export const stage = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `radial-gradient(120% 90% at 50% 0%, color-mix(in srgb, ${vars.color.text} 10%, transparent), transparent 70%)`,
});

export const logo = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
  padding: vars.space.sm,
});

const { primary, accent, success, danger } = vars.color;
const mix = (a: string, b: string) => `color-mix(in srgb, ${a}, ${b})`;

// A monogram stands in for a logo that is missing or fails: letters in one of the brand's colours on a tint of it,
// the way the brand's own text sits on its surfaces.
const monogramTints = [primary, accent, success, danger, mix(primary, success), mix(accent, danger)];

export const monogramTintCount = monogramTints.length;

export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  minInlineSize: '2.75rem',
  blockSize: '2.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
});

export const monogramTint = styleVariants(
  Object.fromEntries(
    monogramTints.map((tint, index) => [
      index,
      {
        color: tint,
        backgroundColor: `color-mix(in srgb, ${tint} 16%, ${vars.color.surface})`,
        boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${tint} 45%, transparent)`,
      },
    ]),
  ) as Record<number, { color: string; backgroundColor: string; boxShadow: string }>,
);

export const name = style({
  display: 'block',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '0.625rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.125rem',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
});

// Maintenance is a band across the foot of the stage, as wide as the tile allows, so a long word still fits.
export const closedBand = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: 'calc(100cqi * 9 / 16 - 1.125rem)',
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.warning,
  color: vars.color.onWarning,
  fontSize: '0.625rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.125rem',
  textAlign: 'center',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const stageContent = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '100%',
  blockSize: '100%',
  selectors: { [`${tile}[aria-disabled="true"] &`]: { filter: 'grayscale(1)', opacity: 0.45 } },
});
