import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
});

// The brand's glow behind its icon, mixed from the theme so each brand lights its own page.
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(circle at 50% 0%, color-mix(in srgb, ${vars.color.primary} 28%, transparent), transparent 70%)`,
});

const iconBox = {
  inlineSize: '4.5rem',
  blockSize: '4.5rem',
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.high,
} as const;

export const appIcon = style({ ...iconBox, display: 'block', objectFit: 'cover' });

export const appIconFallback = style({
  ...iconBox,
  display: 'grid',
  placeItems: 'center',
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const lead = style({ margin: 0, maxInlineSize: '22rem', color: vars.color.textMuted });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const stepsTitle = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const figure = style({ position: 'relative', display: 'block' });

export const number = style({
  position: 'absolute',
  insetBlockStart: '-0.25rem',
  insetInlineStart: '-0.25rem',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: vars.elevation.low,
});

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const stepTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const stepBody = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

// The drawings: a phone in the theme's surfaces, what to tap in the brand's colour.
export const diagram = style({ display: 'block', inlineSize: '5rem', blockSize: 'auto' });

export const phone = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 1.5 });

export const screen = style({ fill: vars.color.background });

export const card = style({ fill: vars.color.surfaceRaised });

export const track = style({ fill: vars.color.border });

export const muted = style({ fill: vars.color.textMuted });

export const accent = style({ fill: vars.color.primary });

export const onAccent = style({ fill: vars.color.onPrimary });

export const highlight = style({ fill: `color-mix(in srgb, ${vars.color.primary} 22%, transparent)` });

const line = { fill: 'none', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const accentLine = style({ ...line, stroke: vars.color.primary });

export const onAccentLine = style({ ...line, stroke: vars.color.onPrimary });

export const tap = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 1.25 });

export const tapOuter = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 1, opacity: 0.4 });
