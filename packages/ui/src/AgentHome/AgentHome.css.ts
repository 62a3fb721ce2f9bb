import { style } from '@vanilla-extract/css';
import { focusRing, visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
});

export const hidden = visuallyHidden;

export const welcome = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const who = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const hello = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const agentType = style({
  alignSelf: 'flex-start',
  margin: 0,
  marginBlockStart: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

// The wallet card: the brand's colour glows in from the start corner; the figure itself stays on a plain surface.
export const wallet = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(120% 140% at 0% 0%, color-mix(in srgb, ${vars.color.primary} 16%, transparent), transparent 60%)`,
  boxShadow: vars.elevation.low,
  color: vars.color.primary,
  selectors: {
    '[dir="rtl"] &': {
      backgroundImage: `radial-gradient(120% 140% at 100% 0%, color-mix(in srgb, ${vars.color.primary} 16%, transparent), transparent 60%)`,
    },
  },
});

export const awaiting = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minBlockSize: '3.5rem',
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.warning}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
  },
]);

export const awaitingIcon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warning,
  color: vars.color.onWarning,
});

export const awaitingText = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: '1.75rem',
  blockSize: '1.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warning,
  color: vars.color.onWarning,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const block = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const figureCard = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const figureLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const figureValue = style({
  margin: 0,
  minBlockSize: '1lh',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

// Amounts read whole and left to right in every language, in tabular figures so columns of them line up.
export const figureText = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actionItem = style({ display: 'flex' });

export const action = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: '6rem',
    paddingBlock: vars.space.md,
    paddingInline: vars.space.sm,
    border: 0,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceRaised } },
  },
]);

export const actionIcon = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 18%, ${vars.color.surface})`,
  color: vars.color.primary,
});

export const actionCount = style({
  position: 'absolute',
  insetBlockStart: '-0.375rem',
  insetInlineEnd: '-0.5rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warning,
  color: vars.color.onWarning,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const actionLabel = style({ overflowWrap: 'anywhere' });
