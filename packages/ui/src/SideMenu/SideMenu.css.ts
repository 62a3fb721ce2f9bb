import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const nameBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const name = style({ fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const entry = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    inlineSize: '100%',
    minBlockSize: '3rem',
    paddingInline: vars.space.xs,
    border: 0,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
  },
]);

export const trailing = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2.75rem',
    paddingInline: vars.space.md,
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.size.sm,
  },
]);
