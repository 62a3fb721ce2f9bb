import { style } from '@vanilla-extract/css';
import { vars } from '@wl/ui/theme';

/** The site under the status page: one block, so the gate can hide it whole. */
export const site = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });

/** The footer menu's place until it arrives: as tall as its row of tabs, on the same bar. */
export const footerSpace = style({
  position: 'sticky',
  insetBlockEnd: 0,
  blockSize: 'calc(3.5rem + 1px + env(safe-area-inset-bottom))',
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
