import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const { primary, accent, success, danger, surfaceRaised, background } = vars.color;
const mix = (a: string, b: string) => `color-mix(in srgb, ${a}, ${b})`;

// Eight tile backgrounds from the brand's own colours and the hues between them, toned down into its raised
// surface: a brand that changes its palette changes its tiles. They show while the art loads and where there is none.
const tints = [
  primary,
  accent,
  success,
  danger,
  mix(danger, primary),
  mix(accent, danger),
  mix(success, accent),
  mix(primary, success),
].map((colour) => `color-mix(in srgb, ${colour} 30%, ${surfaceRaised})`);

// The tile is the art's square: the picture fills it, the name sits on a scrim along the bottom.
export const tile = recipe({
  base: {
    position: 'relative',
    aspectRatio: '1',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    backgroundColor: surfaceRaised,
    boxShadow: vars.elevation.low,
    isolation: 'isolate',
  },
  variants: {
    theme: Object.fromEntries(
      tints.map((tint, index) => [
        index + 1,
        { backgroundImage: `linear-gradient(160deg, ${tint}, ${surfaceRaised} 75%)` },
      ]),
    ) as Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, { backgroundImage: string }>,
  },
});

export const launch = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 0,
  borderRadius: 'inherit',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'center',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // The tile clips its corners, so the ring is drawn inside it.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const art = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${launch}:hover &, ${launch}:focus-visible &`]: { transform: 'scale(1.04)' },
    [`${launch}:active &`]: { transform: 'scale(0.98)' },
  },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const placeholder = style({
  inlineSize: '42%',
  blockSize: '42%',
  marginBlockEnd: '18%',
  fill: vars.color.textMuted,
  opacity: 0.7,
});

// From clear to the page's background, so the name reads on any picture in any brand.
export const caption = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'flex-end',
  minBlockSize: '55%',
  paddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.xs,
  backgroundImage: `linear-gradient(to bottom, transparent, color-mix(in srgb, ${background} 55%, transparent) 40%, color-mix(in srgb, ${background} 92%, transparent))`,
  pointerEvents: 'none',
});

export const name = style({
  display: '-webkit-box',
  inlineSize: '100%',
  overflow: 'hidden',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textShadow: `0 1px 2px ${background}`,
  overflowWrap: 'anywhere',
});

export const favourite = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});

// A dark disc under the heart, so it reads on a bright picture.
export const heartDisc = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.875rem',
  blockSize: '1.875rem',
  borderRadius: vars.radius.pill,
  backgroundColor: `color-mix(in srgb, ${background} 55%, transparent)`,
  backdropFilter: 'blur(4px)',
});

export const heart = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${favourite}[aria-pressed="true"] &`]: { fill: vars.color.danger, stroke: vars.color.danger },
    [`${favourite}:active &`]: { transform: 'scale(0.85)' },
  },
});
