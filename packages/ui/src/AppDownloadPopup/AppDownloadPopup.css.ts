import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const icon = style({ inlineSize: '4.5rem', blockSize: '4.5rem', borderRadius: vars.radius.lg });

export const iconFallback = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '4.5rem',
  blockSize: '4.5rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.primary,
});

export const text = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, inlineSize: '100%' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });
