import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** The security centre and its forms: one column as wide as a phone, never wider than the screen. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxInlineSize: '30rem',
  marginInline: 'auto',
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
