import { PAGE_TRANSITION_MS, SWIPE_BACK_THRESHOLD_PX } from './constants.ts';
import type { Navigation } from './navigation.ts';
import { backTarget, routeTitle } from './routes.ts';

export type TextDirection = 'ltr' | 'rtl';

/**
 * A swipe back starts this close to the edge the reading starts from (left in LTR, right in RTL): further in, a
 * horizontal move belongs to the page (a carousel, a tab strip). Our choice; the documents give the distance only.
 */
export const SWIPE_BACK_EDGE_PX = 32;

export interface TouchPoint {
  x: number;
  y: number;
}

/** A touch may become a swipe back: it starts at the starting edge of the viewport. */
export function startsAtBackEdge(start: TouchPoint, viewportWidth: number, dir: TextDirection): boolean {
  return dir === 'rtl' ? viewportWidth - start.x <= SWIPE_BACK_EDGE_PX : start.x <= SWIPE_BACK_EDGE_PX;
}

/**
 * A touch from the starting edge that moved more than 100 px towards the other edge, more across than down: the
 * player asks to go back.
 */
export function isSwipeBack(
  start: TouchPoint,
  end: TouchPoint,
  { viewportWidth, dir }: { viewportWidth: number; dir: TextDirection },
): boolean {
  if (!startsAtBackEdge(start, viewportWidth, dir)) return false;
  const across = dir === 'rtl' ? start.x - end.x : end.x - start.x;
  return across > SWIPE_BACK_THRESHOLD_PX && across > Math.abs(end.y - start.y);
}

/**
 * Where the swipe back goes: where the header's back button goes (home from login, register, activity, forget and
 * download, one step back elsewhere), but nowhere on any of home's paths, where an edge swipe must not leave the site.
 */
export function pageBackTarget(path: string): Navigation | undefined {
  if (routeTitle(path) === 'home') return undefined;
  return backTarget(path);
}

/**
 * The 300 ms fade of the page between screens: none on the first render (the first paint must not wait for it) and
 * none when the player asks for reduced motion.
 */
export function pageTransitionMs({
  firstRender,
  reducedMotion,
}: {
  firstRender: boolean;
  reducedMotion: boolean;
}): number | undefined {
  return firstRender || reducedMotion ? undefined : PAGE_TRANSITION_MS;
}
