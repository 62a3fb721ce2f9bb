import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const content = style({
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// Server HTML sets its own widths (a 512px banner in a pop-up): nothing inside grows past the box it is shown in.
globalStyle(`${content} *`, { maxInlineSize: '100%' });
globalStyle(`${content} img, ${content} video`, { blockSize: 'auto' });
globalStyle(`${content} a`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${content} table`, { borderCollapse: 'collapse', maxInlineSize: '100%' });
globalStyle(`${content} td, ${content} th`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
});
globalStyle(`${content} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${content} > :last-child`, { marginBlockEnd: 0 });
