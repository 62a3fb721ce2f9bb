import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

// Off screen until a keyboard user tabs to it: the first stop on every page, past the header's controls.
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none', outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const main = style({
  flex: 1,
  position: 'relative',
  overflowX: 'hidden',
  // Vertical scrolling stays the browser's; horizontal moves reach us as pointer events for the back swipe.
  touchAction: 'pan-y',
  outline: 'none',
});

const fromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

// The duration is the app's transitionMs, set inline on the page.
function slide(ltr: string, rtl: string) {
  return {
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animationName: ltr,
        animationTimingFunction: vars.motion.easing,
        selectors: { '[dir="rtl"] &': { animationName: rtl } },
      },
    },
  };
}

export const page = recipe({
  base: { minBlockSize: '100%' },
  variants: {
    direction: {
      forward: slide(fromEnd, fromStart),
      back: slide(fromStart, fromEnd),
      none: {},
    },
  },
});
