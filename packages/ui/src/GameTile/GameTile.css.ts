import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

// Eight tile backgrounds, drawn over the surface so that every brand's colours show through.
const tints = ['#3b2f6b', '#1f4d6b', '#5a2d3f', '#245c45', '#5c4a1f', '#2d3f5a', '#4a2d5c', '#5c3323'] as const;

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
        { backgroundImage: `linear-gradient(160deg, ${tint}, ${vars.color.surfaceRaised} 70%)` },
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
  fill: 'rgba(0, 0, 0, 0.45)',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${favourite}[aria-pressed="true"] &`]: { fill: vars.color.danger, stroke: vars.color.danger },
    [`${favourite}:active &`]: { transform: 'scale(0.85)' },
  },
});
