import { style } from '@vanilla-extract/css';

export const wrap = style({ display: 'inline-flex', flexShrink: 0 });

// Digits keep their width so the button does not jitter every second.
export const count = style({ fontVariantNumeric: 'tabular-nums', minInlineSize: '3ch', textAlign: 'center' });
