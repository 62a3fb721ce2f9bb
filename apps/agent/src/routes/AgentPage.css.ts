import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.font.size.xl, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
