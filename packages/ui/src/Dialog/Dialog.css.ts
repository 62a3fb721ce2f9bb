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
        ...entrance(riseIn, vars.motion.normal),
      },
      start: {
        blockSize: '100%',
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

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  minBlockSize: '3rem',
});

export const title = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const hiddenTitle = style([visuallyHidden]);

export const close = style({ marginInlineStart: 'auto' });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBlockStart: 0,
});

globalStyle(`${footer} > *`, { flex: 1 });
