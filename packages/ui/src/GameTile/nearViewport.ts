import { type RefCallback, useCallback, useState } from 'react';

/**
 * How far beyond the screen a tile's art starts to load: about two rows of tiles on a phone, so the art of a grid
 * scrolled at a reading pace is there when its row comes in. The browser's own lazy loading starts 1,250 px ahead on a
 * fast link and 2,500 px on a slow one: on home, forty pictures the first screen does not show.
 */
const LOOKAHEAD = '320px';

const arrivals = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** One observer for every tile on the page. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) arrivals.get(entry.target)?.();
    },
    // The page's own viewport, where the page sits in a frame too (an operator's app shell): an implicit root would
    // be the top-level one, and the frame's edge would clip the look-ahead away.
    { root: document, rootMargin: LOOKAHEAD },
  );
  return observer;
}

/**
 * Whether the element has come within LOOKAHEAD of the screen, once: after that it stays true, so a picture that has
 * loaded stays when the tile scrolls away. Without IntersectionObserver, true at once.
 */
export function useNearViewport<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observing = sharedObserver();
      const stop = () => {
        arrivals.delete(element);
        observing.unobserve(element);
      };
      arrivals.set(element, () => {
        stop();
        setNear(true);
      });
      observing.observe(element);
      return stop;
    },
    [near],
  );
  return [ref, near];
}
