import { describe, expect, it } from 'vitest';
import { isSwipeBack } from './AppShell.tsx';

describe('isSwipeBack', () => {
  it('needs more than the threshold towards the end edge', () => {
    expect(isSwipeBack(100, 0, false, 100)).toBe(false);
    expect(isSwipeBack(101, 0, false, 100)).toBe(true);
    expect(isSwipeBack(41, 0, false, 40)).toBe(true);
  });

  it('ignores swipes the other way and mostly vertical drags', () => {
    expect(isSwipeBack(-150, 0, false, 100)).toBe(false);
    expect(isSwipeBack(120, 130, false, 100)).toBe(false);
    expect(isSwipeBack(150, -40, false, 100)).toBe(true);
  });

  it('mirrors in right-to-left layouts, where back is a swipe to the left', () => {
    expect(isSwipeBack(-150, 0, true, 100)).toBe(true);
    expect(isSwipeBack(150, 0, true, 100)).toBe(false);
  });
});
