import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const { primary, accent, background, text } = vars.color;
const tint = (colour: string, share: number) => `color-mix(in srgb, ${colour} ${share}%, ${background})`;

// A lit card in the brand's own colours: a glow from above on a deep gradient, ringed in the primary colour.
export const root = style({
  position: 'relative',
  isolation: 'isolate',
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: tint(primary, 20),
  backgroundImage: [
    `radial-gradient(120% 90% at 50% -10%, color-mix(in srgb, ${primary} 40%, transparent), transparent 65%)`,
    `linear-gradient(135deg, ${tint(primary, 26)}, ${tint(accent, 16)} 55%, ${tint(primary, 22)})`,
  ].join(', '),
  boxShadow: [
    `inset 0 0 0 1px color-mix(in srgb, ${primary} 55%, transparent)`,
    `inset 0 1px 0 color-mix(in srgb, ${text} 25%, transparent)`,
    `0 8px 24px color-mix(in srgb, ${primary} 22%, transparent)`,
  ].join(', '),
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: `color-mix(in srgb, ${primary} 55%, ${text})`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.16em',
});

export const crown = style({ inlineSize: '1rem', blockSize: '1rem', color: primary });

export const figure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.06em',
  // Figures read left to right in every language.
  direction: 'ltr',
  // As large as the card allows: 28 px in a phone's card, up to 44 px on a wide one.
  fontSize: 'clamp(1.5rem, 9.5cqi, 2.75rem)',
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.2,
  color: text,
});

// A space between symbol and digits would collapse inside the flex row; it is kept as written.
export const separator = style({
  blockSize: '1.2em',
  whiteSpace: 'pre',
  color: `color-mix(in srgb, ${primary} 45%, ${text})`,
});

// Each digit turns in its own window, like a reel.
export const cell = style({
  display: 'inline-block',
  blockSize: '1.2em',
  paddingInline: '0.04em',
  overflow: 'hidden',
  borderRadius: '0.14em',
  backgroundColor: `color-mix(in srgb, ${background} 55%, transparent)`,
  boxShadow: `inset 0 -0.06em 0 color-mix(in srgb, ${primary} 35%, transparent), inset 0 0.08em 0.12em color-mix(in srgb, ${background} 60%, transparent)`,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  transitionProperty: 'transform',
  transitionDuration: '800ms',
  transitionTimingFunction: vars.motion.easing,
});

// Gold-leaf digits: light at the top into the brand's colour below.
export const digit = style({
  blockSize: '1.2em',
  textAlign: 'center',
  backgroundImage: `linear-gradient(180deg, color-mix(in srgb, ${primary} 30%, ${text}) 25%, ${primary} 85%)`,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});

const sweep = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '45%, 100%': { transform: 'translateX(100%)' },
});

// A band of light crossing the card now and then; left out altogether under reduced motion.
export const shimmer = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `linear-gradient(105deg, transparent 35%, color-mix(in srgb, ${text} 16%, transparent) 50%, transparent 65%)`,
  transform: 'translateX(100%)',
  pointerEvents: 'none',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${sweep} 4.5s ease-in-out 1s infinite` },
  },
});
