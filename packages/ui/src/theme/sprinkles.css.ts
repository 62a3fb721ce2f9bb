import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css.ts';

/**
 * Breakpoints for a mobile-first site: the phone is the default, wider screens opt in. Values may be given per
 * condition ({ mobile: 'column', tablet: 'row' }) or as an array in this order.
 */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

const space = vars.space;

/**
 * Only logical properties (inline/block, start/end): one stylesheet serves left-to-right and right-to-left
 * languages, and nothing needs mirroring by hand.
 */
const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: { ...space, auto: 'auto' },
    marginInlineEnd: { ...space, auto: 'auto' },
    inlineSize: { auto: 'auto', full: '100%' },
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

/** Colours, corners and type that do not change with the screen width. */
const themeProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      onPrimary: vars.color.onPrimary,
      accent: vars.color.accent,
      success: vars.color.success,
      danger: vars.color.danger,
      warning: vars.color.warning,
    },
    backgroundColor: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      primary: vars.color.primary,
      transparent: 'transparent',
    },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
  },
});

export const sprinkles = createSprinkles(layoutProperties, themeProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
