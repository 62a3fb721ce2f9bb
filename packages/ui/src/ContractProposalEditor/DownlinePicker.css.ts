import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

// The whole row is the radio's label: a 44 px target across the card.
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '3.25rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  cursor: 'pointer',
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
    '&:has(input:checked)': { backgroundColor: vars.color.surfaceRaised },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const radio = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    // Inside a card that clips its corners: the ring goes inside the row, where nothing can cut it.
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });

export const name = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const state = recipe({
  base: {
    flexShrink: 0,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    state: {
      awaiting: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
      accepted: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
      rejected: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
