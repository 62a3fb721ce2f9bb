import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tickJackpot } from './jackpotTicker.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tickJackpot', () => {
  it('adds 10,000 to 50,000 after 3 s, then after the 3, 4 or 5 s each step draws, until stopped', () => {
    const values: number[] = [];
    // Each step draws the increment, then the wait: 0.5 gives +30,000 and the middle interval, 4 s.
    const stop = tickJackpot(
      1_250_000_000,
      () => 0.5,
      (value) => values.push(value),
    );
    vi.advanceTimersByTime(2_999);
    expect(values).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(values).toEqual([1_250_030_000]);
    vi.advanceTimersByTime(3_999);
    expect(values).toEqual([1_250_030_000]);
    vi.advanceTimersByTime(1);
    expect(values).toEqual([1_250_030_000, 1_250_060_000]);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(values).toHaveLength(2);
  });

  it('waits 3 s after a draw near 0 and 5 s after a draw near 1, adding 10,000 and just under 50,000', () => {
    const values: number[] = [];
    tickJackpot(
      0,
      () => 0,
      (value) => values.push(value),
    );
    vi.advanceTimersByTime(3_000 + 3_000);
    expect(values).toEqual([10_000, 20_000]);
    const high: number[] = [];
    tickJackpot(
      0,
      () => 0.999,
      (value) => high.push(value),
    );
    vi.advanceTimersByTime(3_000 + 4_999);
    expect(high).toEqual([49_960]);
    vi.advanceTimersByTime(1);
    expect(high).toEqual([49_960, 99_920]);
  });
});
