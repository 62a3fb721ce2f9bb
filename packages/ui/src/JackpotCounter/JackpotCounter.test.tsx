import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { preferReducedMotion } from '../BannerCarousel/reducedMotionStub.ts';
import { darkTheme } from '../theme/themes.css.ts';
import { JackpotCounter } from './JackpotCounter.tsx';

let restoreMotion: (() => void) | undefined;
afterEach(() => {
  restoreMotion?.();
  restoreMotion = undefined;
});

/** What a card shows that is hidden from assistive technology besides the figure: the band of light. */
const decorations = (container: HTMLElement) => container.querySelectorAll('p > span[aria-hidden="true"]');

/** The rolling digit columns, first to last, hidden from assistive technology. */
const columns = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] span[style]'),
];

describe('JackpotCounter', () => {
  it('reads out the figure as given, once, and stands each digit in its column', async () => {
    const { container } = await render(<JackpotCounter value="RM 1,254,321,987" />);
    await expect.element(page.getByText('RM 1,254,321,987', { exact: true })).toBeInTheDocument();
    const shown = columns(container).map((column) => column.style.transform);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('translateY(-10%)');
    expect(shown[3]).toBe('translateY(-40%)');
    expect(shown.at(-1)).toBe('translateY(-70%)');
  });

  it('keeps every character that is not a digit as written', async () => {
    const { container } = await render(<JackpotCounter value="RM24,567,890.4" />);
    const figure = container.querySelector('[data-value]');
    expect(figure?.textContent?.replace(/0123456789/g, '#')).toBe('RM##,###,###.#');
    expect(columns(container)).toHaveLength(9);
  });

  it('rolls the columns it already shows to a new value rather than drawing new ones', async () => {
    const screen = await render(<JackpotCounter value="RM 1,250,000,000" />);
    const before = columns(screen.container);
    await screen.rerender(<JackpotCounter value="RM 1,250,030,000" />);
    const after = columns(screen.container);
    expect(after.every((column, index) => column === before[index])).toBe(true);
    expect(after.map((column) => column.style.transform)).toEqual(
      [1, 2, 5, 0, 0, 3, 0, 0, 0, 0].map((digit) => `translateY(${digit === 0 ? '0' : `-${digit}0`}%)`),
    );
    expect(Number.parseFloat(getComputedStyle(after[5] ?? document.body).transitionDuration)).toBeGreaterThan(0);
  });

  it('sets the figure in digits of equal width, so it does not jitter as it grows', async () => {
    const { container } = await render(<JackpotCounter value="RM 1,234" />);
    const figure = container.querySelector('[data-value]') ?? document.body;
    expect(getComputedStyle(figure).fontVariantNumeric).toBe('tabular-nums');
  });

  it('sends a band of light across the card, and none when the player asks for less motion', async () => {
    const screen = await render(<JackpotCounter value="RM 1,234" />);
    const shown = [...decorations(screen.container)].filter((element) => !element.hasAttribute('data-value'));
    expect(shown).toHaveLength(1);
    expect(getComputedStyle(shown[0] ?? document.body).animationName).not.toBe('none');
    await screen.unmount();
    restoreMotion = preferReducedMotion();
    const still = await render(<JackpotCounter value="RM 1,234" />);
    expect([...decorations(still.container)].filter((element) => !element.hasAttribute('data-value'))).toHaveLength(0);
  });

  it('sets the figure larger on a wider card', async () => {
    const size = async (width: string) => {
      const screen = await render(
        <div className={darkTheme} style={{ inlineSize: width }}>
          <JackpotCounter value="RM 1,254,321,987" />
        </div>,
      );
      const figure = screen.container.querySelector('[data-value]') ?? document.body;
      const pixels = Number.parseFloat(getComputedStyle(figure).fontSize);
      const fits = figure.getBoundingClientRect().width <= (screen.container.firstElementChild?.clientWidth ?? 0);
      await screen.unmount();
      return { pixels, fits };
    };
    const phone = await size('328px');
    const tablet = await size('640px');
    expect(phone.fits).toBe(true);
    expect(phone.pixels).toBeGreaterThanOrEqual(24);
    expect(tablet.pixels).toBeGreaterThan(phone.pixels);
  });
});
