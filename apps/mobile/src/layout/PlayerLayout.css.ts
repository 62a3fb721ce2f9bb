import { style } from '@vanilla-extract/css';

/** The site under the status page: one block, so the gate can hide it whole. */
export const site = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });
