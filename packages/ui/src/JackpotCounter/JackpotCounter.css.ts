import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const figure = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  // Figures read left to right in every language.
  direction: 'ltr',
  color: vars.color.primary,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
});

// A space between symbol and digits would collapse inside the flex row; it is kept as written.
export const separator = style({ blockSize: '1.2em', whiteSpace: 'pre' });

export const cell = style({ display: 'inline-block', blockSize: '1.2em', overflow: 'hidden' });

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  transitionProperty: 'transform',
  transitionDuration: '800ms',
  transitionTimingFunction: vars.motion.easing,
});

export const digit = style({ blockSize: '1.2em', textAlign: 'center' });
