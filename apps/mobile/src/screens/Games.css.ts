import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** The lobby screens: one column as wide as a phone, never wider than the screen at 360 px. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});

/** The heading row: the category's name, then its search or filter button at the end. */
export const headingRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '44px',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  overflowWrap: 'anywhere',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '44px',
});

export const count = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
});

/** The notice bar's place while it loads, so nothing below moves when it arrives. */
export const noticeSpace = style({ minBlockSize: '44px' });
