import { describe, expect, it } from 'vitest';
import { swipeBackTracker } from './swipeBack.ts';

const phone = () => ({ viewportWidth: 360, dir: 'ltr' as const });

function swipe(points: Array<{ x: number; y: number }>, fingers = 1) {
  const tracker = swipeBackTracker(phone);
  const [first, ...rest] = points;
  if (first) tracker.start(first, fingers);
  for (const point of rest) tracker.move(point);
  return tracker.end();
}

describe('following a touch for the swipe back', () => {
  it('answers a swipe back for a move of 120 px from the left edge, and not for 80 px', () => {
    expect(
      swipe([
        { x: 4, y: 400 },
        { x: 60, y: 402 },
        { x: 124, y: 404 },
      ]),
    ).toBe(true);
    expect(
      swipe([
        { x: 4, y: 400 },
        { x: 50, y: 401 },
        { x: 84, y: 402 },
      ]),
    ).toBe(false);
  });

  it('judges where the touch ended, not where it went on the way', () => {
    expect(
      swipe([
        { x: 4, y: 400 },
        { x: 150, y: 400 },
        { x: 60, y: 400 },
      ]),
    ).toBe(false);
  });

  it('ignores a two-finger touch, a touch the browser cancelled, and an end without a start', () => {
    expect(
      swipe(
        [
          { x: 4, y: 400 },
          { x: 150, y: 400 },
        ],
        2,
      ),
    ).toBe(false);
    const tracker = swipeBackTracker(phone);
    tracker.start({ x: 4, y: 400 }, 1);
    tracker.move({ x: 150, y: 400 });
    tracker.cancel();
    expect(tracker.end()).toBe(false);
    expect(swipeBackTracker(phone).end()).toBe(false);
  });

  it('takes one touch at a time: a second swipe starts afresh', () => {
    const tracker = swipeBackTracker(phone);
    tracker.start({ x: 4, y: 400 }, 1);
    tracker.move({ x: 150, y: 400 });
    expect(tracker.end()).toBe(true);
    expect(tracker.end()).toBe(false);
  });
});
