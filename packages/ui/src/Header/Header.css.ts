import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/recipes.css.ts';
import { vars } from '../theme/vars.css.ts';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  containerType: 'inline-size',
  containerName: 'header',
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '3.25rem',
  paddingInline: vars.space.sm,
});

// Nothing in the brand row shrinks below its content: a control never slides under its neighbour.
export const end = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

const plainButton = style([
  focusRing,
  {
    display: 'inline-flex',
    flexShrink: 0,
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: '2.75rem',
    padding: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
  },
]);

export const logo = style([
  plainButton,
  {
    justifyContent: 'center',
    minInlineSize: '2.75rem',
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    color: vars.color.primary,
  },
]);

// The name joins the mark only where the row has room for it next to log in and register in every language.
export const brandName = style({
  display: 'none',
  '@container': { 'header (min-width: 30rem)': { display: 'inline' } },
});

export const logoImage = style({ blockSize: '2rem', inlineSize: 'auto', maxInlineSize: '8rem', display: 'block' });

export const titleRow = style({
  display: 'grid',
  // Equal sides keep the title in the middle of the screen whatever the back control at either end.
  gridTemplateColumns: '1fr minmax(0, max-content) 1fr',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const titleStart = style({ display: 'flex', justifyContent: 'flex-start' });

export const titleEnd = style({ display: 'flex', justifyContent: 'flex-end' });

export const backText = style([plainButton, { color: vars.color.textMuted, paddingInlineEnd: vars.space.xs }]);

export const title = style({
  margin: 0,
  overflow: 'hidden',
  textAlign: 'center',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const member = style([plainButton, { maxInlineSize: '8rem', color: vars.color.text }]);

export const memberName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
