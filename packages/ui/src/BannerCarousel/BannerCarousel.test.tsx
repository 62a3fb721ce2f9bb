import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './BannerCarousel.tsx';

const banners = [1, 2, 3].map((id) => ({
  id,
  imageUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  alt: `Banner ${id}`,
}));

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
    const { container } = await renderBelowTheFold(<BannerCarousel banners={banners} />);
    expect(current(container)).toBe('1 of 3');
    await advance(BANNER_AUTOPLAY_MS - 1);
    expect(current(container)).toBe('1 of 3');
    await advance(1);
    expect(current(container)).toBe('2 of 3');
    await advance(BANNER_AUTOPLAY_MS);
    expect(current(container)).toBe('3 of 3');
    await advance(BANNER_AUTOPLAY_MS);
    expect(current(container)).toBe('1 of 3');
  });

  it('restarts the wait when the player picks a banner', async () => {
    const { container, getByRole } = await renderBelowTheFold(<BannerCarousel banners={banners} />);
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
    const { container, getByRole } = await renderBelowTheFold(<BannerCarousel banners={banners} />);
    await act(async () => {
      getByRole('button', { name: 'Stop the slide show' })
        .element()
        .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await advance(BANNER_AUTOPLAY_MS * 3);
    expect(current(container)).toBe('1 of 3');
  });

  it('never moves a single banner', async () => {
    const { container } = await renderBelowTheFold(<BannerCarousel banners={banners.slice(0, 1)} />);
    await advance(BANNER_AUTOPLAY_MS * 2);
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
    const { container } = await renderBelowTheFold(<BannerCarousel banners={banners} />);
    await advance(BANNER_AUTOPLAY_MS * 2);
    expect(current(container)).toBe('1 of 3');
    matchMedia.mockRestore();
  });
});
