import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHidden } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

const popIn = keyframes({ from: { transform: 'scale(0.94)' }, to: { transform: 'none' } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideInLtr = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** Transforms only, so the compositor does the work; nothing moves when the player asks for reduced motion. */
function entrance(name: string, duration: string) {
  return {
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${name} ${duration} ${vars.motion.easing}`,
      },
    },
  };
}

export const dialog = recipe({
  base: {
    padding: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    maxInlineSize: '100vw',
    maxBlockSize: '100dvh',
    overflow: 'visible',
    selectors: {
      '&::backdrop': { backgroundColor: vars.color.overlay },
    },
  },
  variants: {
    placement: {
      center: { margin: 'auto', inlineSize: 'min(24rem, calc(100vw - 2rem))' },
      bottom: { margin: 0, marginBlockStart: 'auto', inlineSize: '100vw' },
      start: {
        margin: 0,
        marginInlineEnd: 'auto',
        blockSize: '100dvh',
        inlineSize: 'min(20rem, 85vw)',
      },
    },
  },
});

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    maxBlockSize: '100dvh',
    backgroundColor: vars.color.surface,
    boxShadow: vars.elevation.high,
    overflow: 'hidden',
  },
  variants: {
    placement: {
      center: { borderRadius: vars.radius.lg, maxBlockSize: '85dvh', ...entrance(popIn, vars.motion.fast) },
      bottom: {
        borderStartStartRadius: vars.radius.lg,
        borderStartEndRadius: vars.radius.lg,
        maxBlockSize: '85dvh',
        // Clear of the home indicator on phones without a home button.
        paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
        ...entrance(riseIn, vars.motion.normal),
      },
      start: {
        blockSize: '100%',
        // Full height from the start edge: clear of the notch, the home indicator and a landscape notch.
        paddingBlockStart: 'env(safe-area-inset-top, 0px)',
        paddingBlockEnd: 'env(safe-area-inset-bottom, 0px)',
        paddingInlineStart: 'env(safe-area-inset-left, 0px)',
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            animation: `${slideInLtr} ${vars.motion.normal} ${vars.motion.easing}`,
            selectors: { '[dir="rtl"] &': { animationName: slideInRtl } },
          },
        },
      },
    },
  },
});

// The title keeps the same 16 px from the top edge with or without the close button, on one line or two.
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  // The close button's ring (4 px around it) stays clear of the panel's edge.
  paddingInlineEnd: vars.space.sm,
});

export const title = style({
  flex: 1,
  margin: 0,
  // 12 px under the header's 4 px: level with the middle of the 44 px close button for a one-line title.
  paddingBlockStart: vars.space.md,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const hiddenTitle = style([visuallyHidden]);

export const headerStart = style({ display: 'flex', alignItems: 'center', minBlockSize: '2.75rem', minInlineSize: 0 });

export const close = style({ marginInlineStart: 'auto' });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingInline: vars.space.lg,
  // Room above the first control for its focus ring, which the scrolling body would otherwise cut.
  paddingBlockStart: vars.space.xs,
  paddingBlockEnd: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBlockStart: 0,
});

globalStyle(`${footer} > *`, { flex: 1 });
