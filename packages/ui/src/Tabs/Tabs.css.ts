import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = recipe({
  base: { display: 'flex', overflowX: 'auto', scrollbarWidth: 'none' },
  variants: {
    variant: {
      underline: { borderBlockEnd: `1px solid ${vars.color.border}` },
      pill: {
        gap: vars.space.xxs,
        padding: vars.space.xxs,
        borderRadius: vars.radius.pill,
        backgroundColor: vars.color.surface,
      },
    },
  },
});

export const tab = recipe({
  base: [
    focusRing,
    {
      flex: '1 0 auto',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      minBlockSize: '2.75rem',
      paddingInline: vars.space.md,
      border: 0,
      background: 'transparent',
      color: vars.color.textMuted,
      font: 'inherit',
      fontWeight: vars.font.weight.medium,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transitionProperty: 'color, background-color',
      transitionDuration: vars.motion.fast,
      // The tab list scrolls and so clips: the ring goes inside the tab, where nothing can cut it.
      selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
    },
  ],
  variants: {
    variant: {
      underline: {
        borderBlockEnd: '2px solid transparent',
        selectors: {
          '&[aria-selected="true"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
        },
      },
      pill: {
        borderRadius: vars.radius.pill,
        selectors: {
          '&[aria-selected="true"]': { color: vars.color.onPrimary, backgroundColor: vars.color.primary },
        },
      },
    },
  },
});

export const panel = style({ minInlineSize: 0 });
