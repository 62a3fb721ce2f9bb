import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

// No overflow clipping on the card: it would cut the rows' focus rings. The first and last rows round themselves.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const item = style({ display: 'flex', minInlineSize: 0 });

export const footnote = style({
  margin: 0,
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const row = recipe({
  base: {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    inlineSize: '100%',
    minInlineSize: 0,
    minBlockSize: '3.5rem',
    margin: 0,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.sm,
    border: 0,
    borderRadius: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      // Drawn inside the row, so neighbouring rows and the card's edge never hide it.
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      [`${item}:first-child > &`]: { borderStartStartRadius: vars.radius.lg, borderStartEndRadius: vars.radius.lg },
      [`${item}:last-child > &`]: { borderEndStartRadius: vars.radius.lg, borderEndEndRadius: vars.radius.lg },
    },
  },
  variants: {
    kind: {
      link: { cursor: 'pointer' },
      button: { cursor: 'pointer' },
      toggle: { cursor: 'pointer' },
      static: {},
    },
    disabled: {
      true: { cursor: 'not-allowed', opacity: 0.55 },
      false: {},
    },
  },
  compoundVariants: [
    ...(['link', 'button', 'toggle'] as const).map((kind) => ({
      variants: { kind, disabled: false },
      style: {
        selectors: {
          '&:hover, &:active': {
            backgroundColor: `color-mix(in srgb, ${vars.color.text} 6%, transparent)`,
          },
        },
      },
    })),
  ],
});

// A hairline between rows.
globalStyle(`${item} + ${item}`, { borderBlockStart: `1px solid ${vars.color.border}` });

export const icon = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)`,
  color: vars.color.primary,
});

export const text = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const end = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 1,
  minInlineSize: 0,
  maxInlineSize: '45%',
});

export const value = style({
  // A value takes its own direction from its first letter: "+60 12***6789" stays left to right on an Arabic page.
  unicodeBidi: 'plaintext',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({ flexShrink: 0, display: 'inline-flex', color: vars.color.textMuted });
