import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text });

export const status = recipe({
  base: {
    flexShrink: 0,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
  },
  variants: {
    status: {
      pending: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
      accepted: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
      rejected: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
  },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

// Four columns share 272 px in the review dialog on a 360 px phone: little space between them.
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontVariantNumeric: 'tabular-nums',
});

// The headings give way on a narrow phone, smaller and on more lines, so that the figures keep their width.
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.xs,
  verticalAlign: 'bottom',
});

// A figure reads as one: "≥ RM 10,000.00" never breaks after its currency, nor a date at its hyphens.
globalStyle(`${table} td`, { whiteSpace: 'nowrap' });

export const figure = style({ whiteSpace: 'nowrap' });

export const reward = style({ color: vars.color.primary, fontWeight: vars.font.weight.bold });
