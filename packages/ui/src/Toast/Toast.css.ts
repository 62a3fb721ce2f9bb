import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const layer = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockStart: '40%',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'center',
  paddingInline: vars.space.lg,
  pointerEvents: 'none',
});

const appear = keyframes({ from: { transform: 'scale(0.9)' }, to: { transform: 'none' } });

export const toast = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: '20rem',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.high,
  textAlign: 'center',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.primary,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${turn} 0.9s linear infinite` },
  },
});
