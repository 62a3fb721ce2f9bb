import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const { primary, accent, success, danger, surfaceRaised } = vars.color;
const mix = (a: string, b: string) => `color-mix(in srgb, ${a}, ${b})`;

// Eight tile backgrounds from the brand's own colours and the hues between them, toned down into its raised
// surface: a brand that changes its palette changes its tiles.
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

export const tile = recipe({
  base: {
    position: 'relative',
    borderRadius: vars.radius.md,
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceRaised,
  },
  variants: {
    theme: Object.fromEntries(
      tints.map((tint, index) => [
        index + 1,
        { backgroundImage: `linear-gradient(160deg, ${tint}, ${surfaceRaised} 70%)` },
      ]),
    ) as Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, { backgroundImage: string }>,
  },
});

export const launch = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const imageFrame = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  inlineSize: '100%',
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const placeholder = style({ inlineSize: '45%', blockSize: '45%', fill: vars.color.textMuted });

export const name = style({
  display: 'block',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const favourite = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
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
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});

export const heart = style({
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  // The brand's background, half see-through, so the outline reads on any picture.
  fill: `color-mix(in srgb, ${vars.color.background} 45%, transparent)`,
  stroke: 'currentColor',
  strokeWidth: 1.5,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${favourite}[aria-pressed="true"] &`]: { fill: vars.color.danger, stroke: vars.color.danger },
    [`${favourite}:active &`]: { transform: 'scale(0.85)' },
  },
});
