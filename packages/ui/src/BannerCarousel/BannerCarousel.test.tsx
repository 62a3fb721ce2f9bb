import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel.tsx';

const banners = [1, 2, 3].map((id) => ({
  id,
  imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  alt: `Banner ${id}`,
}));

/** The documents' banner figures: a new banner every 4000 ms, sliding in over 600 ms, swiped past 60 px, looping. */
function carousel(props: Partial<BannerCarouselProps> = {}) {
  return <BannerCarousel banners={banners} autoplayMs={4000} speedMs={600} swipePx={60} loop {...props} />;
}

function current(container: HTMLElement) {
  return container
    .querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])')
    ?.getAttribute('aria-label');
}

/**
 * Hovering pauses autoplay, and the test page's mouse stays wherever an earlier test left it: render below the
 * fold so that no stray pointer rests on the carousel.
 */
function renderBelowTheFold(element: ReactElement) {
  return render(<div style={{ paddingBlockStart: '300vh' }}>{element}</div>);
}

/** A finger drag of dx pixels across the banners, in steps, as a phone reports it. */
async function drag(container: HTMLElement, dx: number) {
  const viewport = container.querySelector('[aria-roledescription="slide"]')?.parentElement?.parentElement;
  if (!viewport) throw new Error('No carousel viewport');
  await act(async () => {
    for (const [type, x] of [
      ['pointerdown', 300],
      ['pointermove', 300 + dx / 2],
      ['pointermove', 300 + dx],
      ['pointerup', 300 + dx],
    ] as const) {
      viewport.dispatchEvent(
        new PointerEvent(type, { bubbles: true, pointerId: 3, pointerType: 'touch', clientX: x, clientY: 50 }),
      );
    }
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('BannerCarousel autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on every 4000 ms and loops from the last banner to the first', async () => {
    const { container } = await renderBelowTheFold(carousel());
    expect(current(container)).toBe('1 of 3');
    await advance(3999);
    expect(current(container)).toBe('1 of 3');
    await advance(1);
    expect(current(container)).toBe('2 of 3');
    await advance(4000);
    expect(current(container)).toBe('3 of 3');
    await advance(4000);
    expect(current(container)).toBe('1 of 3');
  });

  it('waits as long as it is told to', async () => {
    const { container } = await renderBelowTheFold(carousel({ autoplayMs: 2500 }));
    await advance(2499);
    expect(current(container)).toBe('1 of 3');
    await advance(1);
    expect(current(container)).toBe('2 of 3');
  });

  it('stops on the last banner when it does not loop', async () => {
    const { container } = await renderBelowTheFold(carousel({ loop: false }));
    await advance(4000);
    await advance(4000);
    expect(current(container)).toBe('3 of 3');
    await advance(4000);
    await advance(4000);
    expect(current(container)).toBe('3 of 3');
  });

  it('restarts the wait when the player picks a banner', async () => {
    const { container, getByRole } = await renderBelowTheFold(carousel());
    await advance(3000);
    await act(async () => {
      getByRole('button', { name: 'Show slide 3' })
        .element()
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await advance(3000);
    expect(current(container)).toBe('3 of 3');
    await advance(1000);
    expect(current(container)).toBe('1 of 3');
  });

  it('holds still when paused by the player', async () => {
    const { container, getByRole } = await renderBelowTheFold(carousel());
    await act(async () => {
      getByRole('button', { name: 'Stop the slide show' })
        .element()
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await advance(4000 * 3);
    expect(current(container)).toBe('1 of 3');
  });

  it('never moves a single banner', async () => {
    const { container } = await renderBelowTheFold(carousel({ banners: banners.slice(0, 1) }));
    await advance(4000 * 2);
    expect(current(container)).toBe('1 of 1');
  });

  it('never moves under reduced motion', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes(': reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { container } = await renderBelowTheFold(carousel());
    await advance(4000 * 2);
    expect(current(container)).toBe('1 of 3');
    matchMedia.mockRestore();
  });
});

describe('BannerCarousel motion and swipe', () => {
  it('slides a banner in over the time it is given', async () => {
    const screen = await renderBelowTheFold(carousel({ speedMs: 600 }));
    const track = () =>
      screen.container.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement?.style;
    expect(track()?.transitionDuration).toBe('600ms');
    await screen.rerender(<div style={{ paddingBlockStart: '300vh' }}>{carousel({ speedMs: 450 })}</div>);
    expect(track()?.transitionDuration).toBe('450ms');
  });

  it('changes banner only for a drag longer than the swipe distance it is given', async () => {
    const screen = await renderBelowTheFold(carousel({ autoplayMs: 60_000, swipePx: 60 }));
    await drag(screen.container, -60);
    expect(current(screen.container)).toBe('1 of 3');
    await drag(screen.container, -61);
    expect(current(screen.container)).toBe('2 of 3');
    await screen.rerender(
      <div style={{ paddingBlockStart: '300vh' }}>{carousel({ autoplayMs: 60_000, swipePx: 100 })}</div>,
    );
    await drag(screen.container, -80);
    expect(current(screen.container)).toBe('2 of 3');
  });
});
