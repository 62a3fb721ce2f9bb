import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** The content pages (promotions, notices, help): one column as wide as a phone, nothing wider than 360 px. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The promotion shown open under its card: its rules and the way to its page. */
export const opened = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const message = style({ margin: 0, fontSize: vars.font.size.sm });

export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.font.size.sm,
});

export const state = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const footerBlock = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  // It sits above the site footer, outside the main landmark's padding: the same inset keeps its links (and their
  // focus rings) off the screen's edges.
  paddingInline: vars.space.lg,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space.xs,
  color: vars.color.accent,
  fontWeight: vars.font.weight.bold,
  textUnderlineOffset: '0.2em',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.md });
