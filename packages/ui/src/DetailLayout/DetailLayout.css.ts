import { fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { bottomBarInset } from '../theme/bottomBar.css.ts';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  // The action bar sticks to the bottom of the screen: the page leaves room for it to scroll clear of the content.
  minBlockSize: '100%',
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
});

export const section = style({
  minInlineSize: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

// The frame is 16:7 before the picture arrives, so the title below never jumps; a picture of another shape is cropped.
export const cover = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 7',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
});

export const coverImage = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.lg,
  paddingBlockEnd: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  minInlineSize: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flexGrow: 1,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
});

// Sticks to the bottom of the screen over the scrolling content, above the footer menu when there is one, its own
// padding clear of the home indicator.
export const actions = style({
  position: 'sticky',
  insetBlockEnd: fallbackVar(bottomBarInset, '0px'),
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.high,
  zIndex: vars.zIndex.header,
});

export const hidden = visuallyHidden;

export const skeleton = style({ display: 'contents' });

const fade = keyframes({ '50%': { opacity: 0.5 } });

export const pulse = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${fade} 1.2s ease-in-out infinite` } },
});

export const line = style({
  display: 'block',
  blockSize: '0.875rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
});

export const backDot = style({
  display: 'block',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
});

export const titleLine = style({ blockSize: '1.375rem', inlineSize: '80%' });

export const metaLine = style({ inlineSize: '40%' });

export const actionLine = style({
  display: 'block',
  flexGrow: 1,
  blockSize: '2.75rem',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
});
