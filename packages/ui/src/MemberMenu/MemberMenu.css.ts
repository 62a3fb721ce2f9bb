import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const who = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const entry = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    inlineSize: '100%',
    minBlockSize: '4.5rem',
    padding: vars.space.sm,
    border: 0,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
  },
]);
