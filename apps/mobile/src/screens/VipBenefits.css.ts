import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted });

export const rank = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});

export const meter = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '0.75rem',
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  accentColor: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { backgroundColor: vars.color.surfaceRaised },
    '&::-webkit-progress-value': { backgroundColor: vars.color.primary, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { backgroundColor: vars.color.primary, borderRadius: vars.radius.pill },
  },
});

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const error = style({ margin: 0, color: vars.color.danger });
