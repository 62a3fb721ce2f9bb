import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

// The label operates the box: with the box it makes one target at least 44 px tall, the row's full width.
export const target = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flex: 1,
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

/** Holds the native input over the drawn box, so a tap on the box lands on the real checkbox. */
export const control = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  // Centres the 22 px box on the first line of a 14 px label set at 1.5.
  marginBlockStart: '-0.0625rem',
});

// Invisible but real: it keeps the checkbox's role, state, focus, keyboard and form value.
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.375rem',
  blockSize: '1.375rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onPrimary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'background-color, border-color',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
    },
  },
  selectors: {
    [`${target}:hover ${input}:not(:disabled) + &`]: { borderColor: vars.color.primary },
    [`${input}:checked + &`]: { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${input}[aria-invalid="true"]:not(:checked) + &`]: {
      borderColor: vars.color.danger,
      backgroundColor: `color-mix(in srgb, ${vars.color.danger} 12%, ${vars.color.surfaceRaised})`,
    },
    [`${input}:disabled + &`]: { opacity: 0.55 },
  },
});

/** The tick: drawn in the on-primary colour, shown only when checked. */
export const tick = style({
  display: 'inline-flex',
  opacity: 0,
  transform: 'scale(0.6)',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'opacity, transform',
      transitionDuration: vars.motion.fast,
      transitionTimingFunction: vars.motion.easing,
    },
  },
  selectors: { [`${input}:checked + ${box} &`]: { opacity: 1, transform: 'none' } },
});

globalStyle(`${tick} svg`, { strokeWidth: 3 });

export const label = style({
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  cursor: 'inherit',
  selectors: { [`${target}:has(input:disabled) &`]: { opacity: 0.55 } },
});

// The terms link (or a button that opens them) in the kit's link colour, as in server text, with the kit's ring.
globalStyle(`${label} a, ${label} button`, {
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});

globalStyle(`${label} a:focus-visible, ${label} button:focus-visible`, {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: `calc(1.375rem + ${vars.space.md})`,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});
