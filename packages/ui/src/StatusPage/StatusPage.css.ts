import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '100dvh',
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.background,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.lg,
  color: vars.color.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({ margin: 0, maxInlineSize: '22rem', color: vars.color.textMuted });

export const ip = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontVariantNumeric: 'tabular-nums',
  unicodeBidi: 'plaintext',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });
