import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const strip = style({
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  paddingBlock: vars.space.sm,
});

export const list = style({ display: 'flex', listStyle: 'none', margin: 0, padding: 0 });

export const item = style({ flex: 1, minInlineSize: 0 });

export const entry = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxs,
    inlineSize: '100%',
    minBlockSize: '3.5rem',
    padding: vars.space.xxs,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.font.size.xs,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
  },
]);

globalStyle(`${entry} svg`, { color: vars.color.primary });
