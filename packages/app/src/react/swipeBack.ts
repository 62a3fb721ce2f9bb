import { isSwipeBack, type TextDirection, type TouchPoint } from '@wl/domain/back-gesture';

export interface SwipeBackTracker {
  /** A touch began; more than one finger is a pinch, not a swipe. */
  start(point: TouchPoint, fingers: number): void;
  move(point: TouchPoint): void;
  /** The touch ended: true when it was a swipe back. */
  end(): boolean;
  cancel(): void;
}

/** Follows one touch at a time and answers, when it ends, whether the domain calls it a swipe back. */
export function swipeBackTracker(screen: () => { viewportWidth: number; dir: TextDirection }): SwipeBackTracker {
  let track: { start: TouchPoint; last: TouchPoint } | undefined;
  return {
    start(point, fingers) {
      track = fingers === 1 ? { start: point, last: point } : undefined;
    },
    move(point) {
      if (track) track.last = point;
    },
    end() {
      const done = track;
      track = undefined;
      return done !== undefined && isSwipeBack(done.start, done.last, screen());
    },
    cancel() {
      track = undefined;
    },
  };
}
