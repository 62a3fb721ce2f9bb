import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** What a tap on a download button said: the Safari-only message, or how to install the downloaded profile. */
export const outcome = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const outcomeTitle = style({ margin: 0, marginBlockEnd: vars.space.xs, fontSize: vars.font.size.md });
