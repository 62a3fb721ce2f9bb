import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minBlockSize: '2.75rem',
    paddingInline: vars.space.lg,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    font: 'inherit',
    fontWeight: vars.font.weight.bold,
    cursor: 'pointer',
    transitionProperty: 'background-color, color, opacity, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:active:not(:disabled)': { transform: 'scale(0.98)' },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      // Busy keeps full contrast: the spinner says it is working, the text must stay readable.
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      secondary: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.border },
      ghost: { backgroundColor: 'transparent', color: vars.color.text },
      danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
    },
    size: {
      // Small is narrower and lighter, never shorter: every button is a 44 px touch target.
      small: { paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      medium: {},
      large: { minBlockSize: '3rem', fontSize: vars.font.size.lg },
    },
    block: {
      true: { inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animationName: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      animation: `${vars.motion.slow} linear infinite`,
    },
  },
});
