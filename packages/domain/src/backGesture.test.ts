import { describe, expect, it } from 'vitest';
import { isSwipeBack, pageBackTarget, pageTransitionMs, startsAtBackEdge } from './backGesture.ts';

const ltr = { viewportWidth: 360, dir: 'ltr' as const };
const rtl = { viewportWidth: 360, dir: 'rtl' as const };

describe('the swipe back', () => {
  it('goes back after a move of more than 100 px from the left edge in LTR', () => {
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 125, y: 300 }, ltr)).toBe(true);
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 106, y: 300 }, ltr)).toBe(true);
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 105, y: 300 }, ltr)).toBe(false);
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 85, y: 300 }, ltr)).toBe(false);
  });

  it('goes back after a move of more than 100 px from the right edge in RTL, leftwards', () => {
    expect(isSwipeBack({ x: 355, y: 300 }, { x: 235, y: 300 }, rtl)).toBe(true);
    expect(isSwipeBack({ x: 355, y: 300 }, { x: 255, y: 300 }, rtl)).toBe(false);
    // The LTR gesture means nothing in RTL, and the other way round.
    expect(isSwipeBack({ x: 5, y: 300 }, { x: 125, y: 300 }, rtl)).toBe(false);
    expect(isSwipeBack({ x: 355, y: 300 }, { x: 235, y: 300 }, ltr)).toBe(false);
  });

  it('starts within 32 px of the starting edge only', () => {
    expect(startsAtBackEdge({ x: 32, y: 0 }, 360, 'ltr')).toBe(true);
    expect(startsAtBackEdge({ x: 33, y: 0 }, 360, 'ltr')).toBe(false);
    expect(startsAtBackEdge({ x: 328, y: 0 }, 360, 'rtl')).toBe(true);
    expect(startsAtBackEdge({ x: 327, y: 0 }, 360, 'rtl')).toBe(false);
    expect(isSwipeBack({ x: 40, y: 300 }, { x: 200, y: 300 }, ltr)).toBe(false);
  });

  it('is not a scroll: a move more down than across is no swipe back', () => {
    expect(isSwipeBack({ x: 5, y: 100 }, { x: 125, y: 220 }, ltr)).toBe(false);
    expect(isSwipeBack({ x: 5, y: 100 }, { x: 125, y: 219 }, ltr)).toBe(true);
    expect(isSwipeBack({ x: 5, y: 220 }, { x: 125, y: 100 }, ltr)).toBe(false);
  });

  it('goes where the header goes back: home from login, register, activity, forget, download, else one step', () => {
    for (const path of ['/m/login', '/m/register', '/m/activity', '/m/forget', '/m/download'])
      expect(pageBackTarget(path)).toEqual({ to: '/m/home' });
    expect(pageBackTarget('/m/set')).toEqual({ back: true });
    expect(pageBackTarget('/m/member/home')).toEqual({ back: true });
  });

  it('does nothing on home, by any of its paths', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])
      expect(pageBackTarget(path)).toBeUndefined();
  });
});

describe('the page transition', () => {
  it('takes 300 ms between screens', () => {
    expect(pageTransitionMs({ firstRender: false, reducedMotion: false })).toBe(300);
  });

  it('does not run on the first render, nor when the player asks for reduced motion', () => {
    expect(pageTransitionMs({ firstRender: true, reducedMotion: false })).toBeUndefined();
    expect(pageTransitionMs({ firstRender: false, reducedMotion: true })).toBeUndefined();
    expect(pageTransitionMs({ firstRender: true, reducedMotion: true })).toBeUndefined();
  });
});
