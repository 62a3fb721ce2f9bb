import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

globalStyle('body', { margin: 0 });

/**
 * The page is at least as tall as the screen, header and footer included: the main landmark takes what they leave,
 * so a short page does not scroll into empty space and the footer sits at the bottom of the screen.
 */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

export const main = style({
  flex: '1 0 auto',
  boxSizing: 'border-box',
  inlineSize: '100%',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-4rem',
  // A 44 px target when it shows.
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const retry = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: 'none',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});
