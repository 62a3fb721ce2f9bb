import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

// The site's own swipe back (docs/decisions.md, "Page transitions and the swipe back") is the only one: the browser's
// sideways overscroll would otherwise also go back in history, even from home, where the site's swipe does nothing.
globalStyle('html, body', { overscrollBehaviorX: 'none' });
globalStyle('body', { margin: 0 });

/**
 * The main landmark is at least as tall as the screen, so the site footer (vendors, responsible gaming, copyright)
 * always starts below the first screen: it arrives after the first paint and must not become the largest thing that
 * screen paints (Lighthouse's LCP).
 */
export const main = style({
  minBlockSize: '100dvh',
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
