import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

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
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

// The label is the 44 px target; the radio itself is hidden but keeps the keyboard's arrows and its focus.
export const segment = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const segmentInput = style([visuallyHidden]);

export const segmentLabel = style({ overflowWrap: 'anywhere' });

export const periodNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const tiers = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tier = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  containerType: 'inline-size',
});

export const tierHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minBlockSize: '2.75rem',
});

export const tierName = style({ fontWeight: vars.font.weight.bold });

// The read-back sits between the name and the remove button and wraps as a whole, never inside a figure.
export const summary = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

// "≥ RM 10,000.00" and "0.5%" read as one each: never broken after the sign, the currency or a group separator, and
// set left to right inside a right-to-left sentence, as figures are, so the sign is not mirrored away from them.
export const figure = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const rate = style({ color: vars.color.primary, fontWeight: vars.font.weight.bold });

export const remove = style({ marginInlineStart: 'auto', color: vars.color.danger });

// One field under the other on a phone; side by side where the card has room for both.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  '@container': { '(min-width: 26rem)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const affix = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const add = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
