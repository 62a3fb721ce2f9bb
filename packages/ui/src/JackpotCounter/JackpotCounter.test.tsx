import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { JackpotCounter } from './JackpotCounter.tsx';

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
});
