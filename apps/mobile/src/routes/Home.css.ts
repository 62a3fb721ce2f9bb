import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

export const title = style({ fontSize: vars.font.size.xl, marginBlock: `0 ${vars.space.lg}` });

/** As tall as the member strip (a row of 44 px-plus targets with their labels), before and after it arrives. */
export const strip = style({ minBlockSize: '4.5rem', marginBlockEnd: vars.space.lg });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ fontSize: vars.font.size.md, margin: 0, color: vars.color.textMuted });

export const status = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-state="ok"]': { color: vars.color.success },
    '&[data-state="maintenance"], &[data-state="restricted"], &[data-state="unreachable"]': {
      color: vars.color.warning,
    },
  },
});
