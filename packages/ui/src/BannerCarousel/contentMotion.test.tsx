import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { JackpotCounter } from '../JackpotCounter/JackpotCounter.tsx';
import { NoticeBar } from '../NoticeBar/NoticeBar.tsx';
import { PopupCarousel } from '../PopupCarousel/PopupCarousel.tsx';
import { darkTheme } from '../theme/themes.css.ts';
import { WinnersBoard } from '../WinnersBoard/WinnersBoard.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';

/**
 * Runs in the ordinary browser project and in the one whose browser asks for reduced motion: the marquee, the
 * winners board, the carousels and the jackpot digits move in the first and stand still in the second.
 */
const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const picture = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe(reduced ? 'content under reduced motion' : 'content with motion allowed', () => {
  beforeEach(() => {
    document.documentElement.classList.add(darkTheme);
  });
  afterEach(() => {
    document.documentElement.classList.remove(darkTheme);
  });

  it(reduced ? 'holds the notice marquee still' : 'scrolls the notice marquee', async () => {
    const { container } = await render(
      <NoticeBar notices={[{ id: 1, title: 'Maintenance tonight' }]} onOpen={() => {}} />,
    );
    const track = container.querySelector('ul');
    expect(track && getComputedStyle(track).animationName === 'none').toBe(reduced);
  });

  it(reduced ? 'holds the winners board still' : 'scrolls a winners board longer than three rows', async () => {
    const rows = Array.from({ length: 5 }, (_, row) =>
      [row * 2, row * 2 + 1].map((index) => ({
        customerName: `player${index}`,
        gameName: 'Fortune Tiger',
        amount: `RM ${1000 - index}.00`,
      })),
    );
    const { container } = await render(<WinnersBoard rows={rows} scrolls />);
    const track = container.querySelector('ul')?.parentElement;
    expect(track && getComputedStyle(track).animationName === 'none').toBe(reduced);
    expect(container.querySelectorAll('ul').length).toBe(reduced ? 1 : 2);
  });

  it(reduced ? 'switches banners without sliding and offers no autoplay' : 'slides banners over 600 ms', async () => {
    const banners = [1, 2].map((id) => ({ id, imageUrl: picture, alt: `Banner ${id}` }));
    const { container, getByRole } = await render(
      <BannerCarousel banners={banners} autoplayMs={4000} speedMs={600} swipePx={60} loop />,
    );
    const track = container.querySelector<HTMLElement>('[aria-roledescription="slide"]')?.parentElement;
    expect(track?.style.transitionDuration).toBe(reduced ? '0ms' : '600ms');
    expect(getByRole('button', { name: 'Stop the slide show' }).query() === null).toBe(reduced);
  });

  it(reduced ? 'switches pop-ups without sliding' : 'slides pop-ups over 400 ms', async () => {
    const items = [1, 2].map((id) => ({ id, title: `Popup ${id}`, html: `<p>Popup ${id}</p>` }));
    await render(<PopupCarousel open items={items} onClose={() => {}} swipePx={60} slideMs={400} maskGuardMs={300} />);
    const track = document.querySelector<HTMLElement>('dialog [aria-roledescription="slide"]')?.parentElement;
    expect(track?.style.transitionDuration).toBe(reduced ? '0ms' : '400ms');
  });

  it(reduced ? 'sets jackpot digits without rolling' : 'rolls the jackpot digits', async () => {
    const { container } = await render(<JackpotCounter value="RM 1,234" />);
    const column = container.querySelector<HTMLElement>('[aria-hidden="true"] span[style]');
    // The kit's reduced-motion rule leaves 0.01 ms, which no eye can follow.
    const seconds = column ? Number.parseFloat(getComputedStyle(column).transitionDuration) : Number.NaN;
    expect(seconds < 0.001).toBe(reduced);
  });
});
