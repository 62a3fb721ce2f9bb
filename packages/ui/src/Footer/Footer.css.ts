import { style } from '@vanilla-extract/css';
import { drawnNearScreen } from '../theme/drawnNearScreen.ts';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  // Its height on a 360 px screen with the demo's forty vendors: about 30rem.
  ...drawnNearScreen('30rem'),
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  maxBlockSize: '3rem',
});

export const brandName = style({
  color: vars.color.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const socials = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const social = style([
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
  },
]);

export const socialIcon = style({ inlineSize: '1.25rem', blockSize: '1.25rem', fill: 'currentColor' });

export const help = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const helpLink = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2.75rem',
    paddingInline: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'underline',
  },
]);

export const vendors = style({ inlineSize: '100%' });

export const vendorNames = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const responsible = style({ margin: 0, maxInlineSize: '36rem', lineHeight: vars.font.lineHeight.normal });

export const age = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  marginInlineEnd: vars.space.xs,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  fontSize: '0.625rem',
  verticalAlign: 'middle',
});

export const copyright = style({ margin: 0 });
