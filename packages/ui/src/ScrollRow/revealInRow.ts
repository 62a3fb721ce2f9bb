import type { FocusEvent } from 'react';

/**
 * Scrolls a row that scrolls sideways (vendor tabs, promotion categories) just far enough that an item and a margin
 * around it show whole: its focus ring (2 px, 2 px off) included. A browser brings a focused item into view, but
 * may leave one that was half out flush with the edge, or still half out; in right-to-left rows it ignores
 * scroll-padding.
 */
export function revealInRow(row: HTMLElement, item: Element, marginPx = 4) {
  const rowBox = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  const start = rowBox.left + row.clientLeft + marginPx;
  const end = rowBox.left + row.clientLeft + row.clientWidth - marginPx;
  if (box.left < start) row.scrollBy({ left: box.left - start, behavior: 'instant' });
  else if (box.right > end) row.scrollBy({ left: box.right - end, behavior: 'instant' });
}

/** onFocus for the row: reveals whichever item inside it took focus. */
export function revealFocused(event: FocusEvent<HTMLElement>) {
  if (event.target !== event.currentTarget) revealInRow(event.currentTarget, event.target);
}
