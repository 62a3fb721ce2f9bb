import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** An agent page: one column as wide as a phone, its sections apart. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md });

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A card of the downline list or of the contracts sent. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Figures and dates never break inside, and read left to right in a right-to-left page. */
export const figure = style({ whiteSpace: 'nowrap', unicodeBidi: 'isolate', direction: 'ltr' });

export const states = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
});

export const stateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minBlockSize: '28px',
});

export const stateLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

const chipBase = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

/** Where a contract stands, in the colours the kit's downline picker uses. */
export const chip = styleVariants({
  awaiting: [chipBase, { backgroundColor: vars.color.warning, color: vars.color.onWarning }],
  accepted: [chipBase, { backgroundColor: vars.color.success, color: vars.color.onSuccess }],
  rejected: [chipBase, { backgroundColor: vars.color.danger, color: vars.color.onDanger }],
  none: [chipBase, { backgroundColor: vars.color.surfaceRaised, color: vars.color.textMuted }],
});

export const problem = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.success,
  color: vars.color.onSuccess,
  fontSize: vars.font.size.sm,
});

/** The agent home: the kit's home, then the downline, in the kit's own insets and section headings. */
export const homePage = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The kit's home brings its own inset: the page's is taken back, so the two are not added up.
  margin: `calc(-1 * ${vars.space.lg})`,
});

export const homeSection = style([section, { paddingInline: vars.space.lg, paddingBlockEnd: vars.space.xl }]);

export const homeHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
