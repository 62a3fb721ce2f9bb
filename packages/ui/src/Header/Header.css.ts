import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '3.25rem',
  paddingInline: vars.space.sm,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const start = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

const plainButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '2.75rem',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
  },
]);

export const backText = style([plainButton, { color: vars.color.textMuted, paddingInlineEnd: vars.space.xs }]);

export const logo = style([
  plainButton,
  {
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    color: vars.color.primary,
    whiteSpace: 'nowrap',
  },
]);

export const logoMark = style({
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  flexShrink: 0,
  backgroundImage: vars.brand.logo,
  backgroundSize: 'contain',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
});

export const logoImage = style({ blockSize: '2rem', inlineSize: 'auto', display: 'block' });

export const title = style({
  flex: 1,
  margin: 0,
  overflow: 'hidden',
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const spacer = style({ flex: 1 });

export const member = style([plainButton, { maxInlineSize: '8rem', color: vars.color.text }]);

export const memberName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
