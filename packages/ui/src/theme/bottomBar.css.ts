import { createVar } from '@vanilla-extract/css';

/**
 * How much of the screen's bottom a sticky bar of the kit holds (the footer menu): what else sticks to the bottom
 * (a detail page's actions) sits above it instead of under it. Unset, nothing is held.
 */
export const bottomBarInset = createVar();
