import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './vars.css.ts';

/** Hidden from sight, still read by screen readers (labels of icon-only controls, live-region text). */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring of the kit, for controls that are not Buttons. */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** A round or square control that carries only an icon; its accessible name comes from aria-label. */
export const iconButton = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      // 44 px: the smallest comfortable touch target.
      minInlineSize: '2.75rem',
      minBlockSize: '2.75rem',
      padding: 0,
      border: 0,
      borderRadius: vars.radius.pill,
      background: 'transparent',
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      WebkitTapHighlightColor: 'transparent',
      selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
    },
  ],
  variants: {
    tone: {
      plain: {},
      raised: { backgroundColor: vars.color.surfaceRaised },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/** A panel on the page background: cards, menus, dialogs. */
export const surface = recipe({
  base: { backgroundColor: vars.color.surface, color: vars.color.text },
  variants: {
    elevation: {
      flat: {},
      raised: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.elevation.high },
    },
    radius: {
      none: {},
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
    padding: {
      none: {},
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
  },
  defaultVariants: { elevation: 'flat', radius: 'lg', padding: 'lg' },
});

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;

/** The boxed input of the form fields, with its validation states. */
export const fieldControl = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    // The input inside is a 44 px target; the border adds its own pixels around it.
    minBlockSize: 'calc(2.75rem + 2px)',
    paddingInline: vars.space.md,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    transitionProperty: 'border-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
  variants: {
    status: {
      idle: {},
      error: { borderColor: vars.color.danger },
      success: { borderColor: vars.color.success },
    },
  },
  defaultVariants: { status: 'idle' },
});

export type FieldControlVariants = NonNullable<RecipeVariants<typeof fieldControl>>;
