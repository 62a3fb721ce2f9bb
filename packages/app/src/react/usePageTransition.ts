import { pageTransitionMs } from '@wl/domain/back-gesture';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Fades the screen in when the page changes (300 ms): the element named (the main landmark) animates, the header and
 * the footer around it stay as they are. Nothing on the first render, so the first paint never waits for it, and
 * nothing when the player asks for reduced motion. Opacity only: no layout shift and no overflow.
 */
export function usePageTransition(target: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const firstRender = first.current;
    first.current = false;
    const durationMs = pageTransitionMs({
      firstRender,
      reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
    });
    const element = target.current;
    if (durationMs === undefined || !element || typeof element.animate !== 'function') return;
    const animation = element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: durationMs, easing: 'ease-out' });
    return () => animation.cancel();
  }, [location, target]);
}
