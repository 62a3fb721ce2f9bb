import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const root = recipe({
  base: { display: 'block', flexShrink: 0, blockSize: 'auto', maxInlineSize: '100%' },
  variants: {
    size: {
      small: { inlineSize: '6rem' },
      medium: { inlineSize: '10rem' },
      large: { inlineSize: '13rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});

// Every colour is a theme token, so a brand's palette (and a run-time brand's) repaints the drawings.
export const glowStop = style({ stopColor: vars.color.primary });
export const shadow = style({ fill: vars.color.overlay });
export const body = style({ fill: vars.color.surfaceRaised });
export const bodyOutline = style({ fill: vars.color.border, stroke: vars.color.border, strokeWidth: 4 });
export const panel = style({ fill: vars.color.surface });
export const screen = style({ fill: vars.color.background, stroke: vars.color.border, strokeWidth: 2 });
export const edge = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 2 });
export const bar = style({ fill: vars.color.border });
export const muted = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 3.5, strokeLinecap: 'round' });
export const mutedFill = style({ fill: vars.color.textMuted });
export const primary = style({ fill: vars.color.primary });
export const primaryDeep = style({ fill: `color-mix(in srgb, ${vars.color.primary} 65%, ${vars.color.background})` });
export const primaryStroke = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const onPrimary = style({ fill: vars.color.onPrimary });
export const onPrimaryStroke = style({ fill: 'none', stroke: vars.color.onPrimary, strokeLinecap: 'round' });
export const accent = style({ fill: vars.color.accent });
export const accentStroke = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2.5 });
export const danger = style({ fill: vars.color.danger });
export const dangerStroke = style({ fill: 'none', stroke: vars.color.danger, strokeLinecap: 'round' });
export const onDanger = style({ fill: vars.color.onDanger });
export const onDangerStroke = style({ fill: 'none', stroke: vars.color.onDanger, strokeLinecap: 'round' });
export const cut = style({
  fill: 'none',
  stroke: vars.color.background,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const cutOnBody = style({ fill: 'none', stroke: vars.color.surfaceRaised, strokeLinecap: 'round' });
