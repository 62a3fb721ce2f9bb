import type { TextDirection } from '@wl/domain/back-gesture';
import { useEffect, useRef } from 'react';
import { swipeBackTracker } from './swipeBack.ts';

function pointOf(touch: Touch | undefined) {
  return { x: touch?.clientX ?? 0, y: touch?.clientY ?? 0 };
}

/**
 * Calls `onSwipeBack` when the player swipes back across the page (the domain's rule: from the starting edge, more
 * than 100 px), unless a dialog is open over it, which the swipe belongs to. The listeners are passive: scrolling
 * never waits for them.
 */
export function useSwipeBack(onSwipeBack: (() => void) | undefined): void {
  const latest = useRef(onSwipeBack);
  latest.current = onSwipeBack;
  useEffect(() => {
    const tracker = swipeBackTracker(() => ({
      viewportWidth: document.documentElement.clientWidth,
      dir: (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr') satisfies TextDirection,
    }));
    const start = (event: TouchEvent) => tracker.start(pointOf(event.touches[0]), event.touches.length);
    const move = (event: TouchEvent) => tracker.move(pointOf(event.touches[0]));
    const end = (event: TouchEvent) => {
      // Where the finger left the glass: the last move may not have been delivered on its own.
      const lifted = event.changedTouches[0];
      if (lifted) tracker.move(pointOf(lifted));
      if (!tracker.end()) return;
      if (document.querySelector('dialog[open]')) return;
      latest.current?.();
    };
    const cancel = () => tracker.cancel();
    const options = { passive: true };
    window.addEventListener('touchstart', start, options);
    window.addEventListener('touchmove', move, options);
    window.addEventListener('touchend', end, options);
    window.addEventListener('touchcancel', cancel, options);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', cancel);
    };
  }, []);
}
