import { describe, expect, it } from 'vitest';
import { drawBetween, firstValue, JACKPOT_RULES, nextDelay, nextValue } from './jackpot.ts';

const fixed = (...draws: number[]) => {
  let index = 0;
  return () => draws[index++ % draws.length] ?? 0;
};

describe('the grand jackpot', () => {
  const rule = JACKPOT_RULES.grand;

  it('starts between 1.2e9 and 1.3e9', () => {
    expect(firstValue(rule, fixed(0))).toBe(1_200_000_000);
    expect(firstValue(rule, fixed(0.999999999))).toBeLessThanOrEqual(1_300_000_000);
    expect(firstValue(rule, fixed(0.5))).toBe(1_250_000_000);
  });

  it('waits 3, 4 or 5 seconds between increases', () => {
    expect(nextDelay(rule, fixed(0))).toBe(3000);
    expect(nextDelay(rule, fixed(0.5))).toBe(4000);
    expect(nextDelay(rule, fixed(0.99))).toBe(5000);
  });

  it('grows by 10,000 to 50,000 each time', () => {
    expect(nextValue(1_000_000, rule, fixed(0))).toBe(1_010_000);
    expect(nextValue(1_000_000, rule, fixed(0.999999))).toBeLessThanOrEqual(1_050_000);
    expect(nextValue(1_000_000, rule, fixed(0.5))).toBe(1_030_000);
  });
});

describe('the home jackpot', () => {
  const rule = JACKPOT_RULES.home;

  it('is a value between 20,000,000 and 30,000,000 with one decimal, and holds still', () => {
    const value = firstValue(rule, fixed(0.123456));
    expect(value).toBe(21_234_560);
    expect(firstValue(rule, fixed(0.00000123))).toBe(20_000_012.3);
    expect(nextDelay(rule, fixed(0.5))).toBeUndefined();
  });
});

describe('drawBetween', () => {
  it('rounds to the decimals asked for', () => {
    expect(drawBetween([0, 1], 0.33333, 1)).toBe(0.3);
    expect(drawBetween([0, 1], 0.33333, 2)).toBe(0.33);
  });
});
