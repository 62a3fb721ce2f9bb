import { describe, expect, it } from 'vitest';
import { isSwipeBack, SWIPE_BACK_PX } from './AppShell.tsx';

describe('isSwipeBack', () => {
  it('needs more than 100 px towards the end edge', () => {
    expect(SWIPE_BACK_PX).toBe(100);
    expect(isSwipeBack(100, 0, false)).toBe(false);
    expect(isSwipeBack(101, 0, false)).toBe(true);
  });

  it('ignores swipes the other way and mostly vertical drags', () => {
    expect(isSwipeBack(-150, 0, false)).toBe(false);
    expect(isSwipeBack(120, 130, false)).toBe(false);
    expect(isSwipeBack(150, -40, false)).toBe(true);
  });

  it('mirrors in right-to-left layouts, where back is a swipe to the left', () => {
    expect(isSwipeBack(-150, 0, true)).toBe(true);
    expect(isSwipeBack(150, 0, true)).toBe(false);
  });
});
