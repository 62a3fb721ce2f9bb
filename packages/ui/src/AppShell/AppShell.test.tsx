import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { AppShell } from './AppShell.tsx';

/** A horizontal drag across <main>, as pointer events from a finger. */
function drag(main: Element, fromX: number, toX: number) {
  const init = { bubbles: true, isPrimary: true, pointerId: 1, button: 0, clientY: 200 };
  main.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX }));
  main.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX }));
}

describe('AppShell', () => {
  beforeEach(() => {
    document.documentElement.classList.add(darkTheme);
  });
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
  });

  it.each([300, 600])('slides a new page in over transitionMs: %i ms', async (ms) => {
    await render(
      <AppShell pageKey="promotions" transitionMs={ms} swipeBackPx={100}>
        <h1>Promotions</h1>
      </AppShell>,
    );
    await expect.element(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    const slide = page.getByRole('main').element().firstElementChild;
    if (!slide) throw new Error('no page inside main');
    const [animation] = slide.getAnimations();
    if (!animation) throw new Error('the page does not slide');
    // The clock is set by hand, so the test reads the slide at exact instants instead of racing it.
    animation.pause();
    animation.currentTime = ms - 1;
    expect(getComputedStyle(slide).transform).not.toBe('none');
    animation.currentTime = ms;
    expect(animation.effect?.getComputedTiming().endTime).toBe(ms);
    expect(getComputedStyle(slide).transform).toBe('none');
  });

  it('goes back on a swipe of more than swipeBackPx towards the end edge', async () => {
    const onSwipeBack = vi.fn();
    const screen = await render(
      <AppShell pageKey="promotions" transitionMs={300} swipeBackPx={100} onSwipeBack={onSwipeBack}>
        <h1>Promotions</h1>
      </AppShell>,
    );
    const main = page.getByRole('main').element();
    drag(main, 20, 120);
    expect(onSwipeBack).not.toHaveBeenCalled();
    drag(main, 20, 121);
    expect(onSwipeBack).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <AppShell pageKey="promotions" transitionMs={300} swipeBackPx={40} onSwipeBack={onSwipeBack}>
        <h1>Promotions</h1>
      </AppShell>,
    );
    drag(main, 20, 60);
    expect(onSwipeBack).toHaveBeenCalledTimes(1);
    drag(main, 20, 61);
    expect(onSwipeBack).toHaveBeenCalledTimes(2);
  });
});
