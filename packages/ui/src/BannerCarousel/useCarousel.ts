import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

export interface CarouselOptions {
  count: number;
  /** Wraps from the last slide to the first and back. */
  loop: boolean;
  /** Moves on by itself after this many milliseconds on a slide; 0 for never. */
  autoplayMs: number;
  /** Holds autoplay (pointer over the carousel, focus inside, the player pressed pause, reduced motion). */
  paused: boolean;
  /** A horizontal drag longer than this, in CSS pixels, changes the slide; a shorter one springs back. */
  swipeThreshold: number;
}

export interface Carousel {
  index: number;
  /** The finger's horizontal offset while dragging, in pixels; the track follows it. */
  dragOffset: number;
  dragging: boolean;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  pointerHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
  /** True right after a drag: the click that ends it must not open a slide. */
  consumeDragClick: () => boolean;
}

/**
 * Slide index, autoplay and swipe for the banner and pop-up carousels. Every move restarts the autoplay wait, so a
 * slide the player just chose stays up for the full interval.
 */
export function useCarousel({ count, loop, autoplayMs, paused, swipeThreshold }: CarouselOptions): Carousel {
  const [index, setIndex] = useState(0);
  const [dragOffset, setDragOffset] = useState(0);
  const drag = useRef<{ x: number; y: number; id: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setIndex(loop ? (target + count) % count : Math.min(Math.max(target, 0), count - 1));
    },
    [count, loop],
  );
  const next = useCallback(() => setIndex((current) => step(current, 1, count, loop)), [count, loop]);
  const previous = useCallback(() => setIndex((current) => step(current, -1, count, loop)), [count, loop]);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(count - 1);
  }, [count, index]);

  const dragging = dragOffset !== 0;
  useEffect(() => {
    if (autoplayMs <= 0 || paused || count < 2 || dragging) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplayMs, paused, count, dragging, next, index]);

  const pointerHandlers: Carousel['pointerHandlers'] = {
    onPointerDown: (event) => {
      if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
      drag.current = { x: event.clientX, y: event.clientY, id: event.pointerId, moved: false };
    },
    onPointerMove: (event) => {
      const start = drag.current;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      // A mostly vertical movement is the page scrolling: leave it alone.
      if (!start.moved && Math.abs(event.clientY - start.y) > Math.abs(dx)) return;
      if (!start.moved && Math.abs(dx) > 4) {
        start.moved = true;
        // Keeps the drag when the finger leaves the carousel; a pointer the browser no longer tracks cannot be held.
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {}
      }
      if (start.moved) setDragOffset(dx);
    },
    onPointerUp: (event) => {
      const start = drag.current;
      drag.current = null;
      if (!start?.moved) return;
      const dx = event.clientX - start.x;
      suppressClick.current = true;
      setDragOffset(0);
      if (Math.abs(dx) <= swipeThreshold) return;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      // Dragging towards the start edge brings the next slide in.
      const forward = rtl ? dx > 0 : dx < 0;
      setIndex((current) => step(current, forward ? 1 : -1, count, loop));
    },
    onPointerCancel: () => {
      drag.current = null;
      setDragOffset(0);
    },
  };

  const consumeDragClick = () => {
    const suppressed = suppressClick.current;
    suppressClick.current = false;
    return suppressed;
  };

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    dragOffset,
    dragging,
    goTo,
    next,
    previous,
    pointerHandlers,
    consumeDragClick,
  };
}

function step(current: number, by: 1 | -1, count: number, loop: boolean): number {
  if (count < 2) return 0;
  const target = current + by;
  if (loop) return (target + count) % count;
  return Math.min(Math.max(target, 0), count - 1);
}
