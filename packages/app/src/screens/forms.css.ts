import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** The frame of the access screens (login, register, recovery): one column, centred, as wide as a phone. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxInlineSize: '30rem',
  marginInline: 'auto',
});

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

/** A form's parts in one fieldset, which disables them all while the form waits for its code. */
export const formParts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});

export const formError = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.sm,
});

export const links = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.xs,
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  textUnderlineOffset: '0.2em',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
});

export const aside = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The free-play entry under the login form: set apart from it by a rule. */
export const freePlay = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** A login screen's own heading, where the page has none (the agent page). */
export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});
