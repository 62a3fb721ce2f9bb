import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md });

export const intro = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
});

// Scanners read dark modules on a light ground: the plate is the theme's text colour, the modules its background.
export const qrPlate = style({
  alignSelf: 'center',
  display: 'block',
  inlineSize: 'min(11rem, 60vw)',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.text,
  boxShadow: `0 0 0 4px color-mix(in srgb, ${vars.color.primary} 35%, transparent), ${vars.elevation.high}`,
});

export const qr = style({ display: 'block', inlineSize: '100%', blockSize: 'auto' });

export const qrLight = style({ fill: vars.color.text });

export const qrDark = style({ fill: vars.color.background });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const copyRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const value = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textOverflow: 'ellipsis',
  // A link reads left to right in every language.
  direction: 'ltr',
  unicodeBidi: 'plaintext',
});

export const code = style([
  value,
  { fontWeight: vars.font.weight.bold, letterSpacing: '0.08em', fontSize: vars.font.size.md },
]);

export const status = style({
  margin: 0,
  minBlockSize: '1lh',
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  color: vars.color.success,
});

export const statusFailed = style({ color: vars.color.warning });

export const hidden = visuallyHidden;
