import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const themes = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const option = style({ position: 'relative', display: 'inline-flex' });

// The native radio keeps keyboard and screen-reader behaviour; the chip next to it is what players see.
export const radio = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  pointerEvents: 'none',
  selectors: {
    [`${radio}:checked + &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.font.weight.bold,
    },
    [`${radio}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
