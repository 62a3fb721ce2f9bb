import { describe, expect, it } from 'vitest';
import { homeJackpot, jackpotStart, jackpotStep } from './jackpot.ts';

describe('jackpot counter', () => {
  it('starts between 1.2e9 and 1.3e9 and adds 10,000 to 50,000 every 3, 4 or 5 s', () => {
    expect(jackpotStart(() => 0)).toBe(1_200_000_000);
    expect(jackpotStart(() => 0.5)).toBe(1_250_000_000);
    expect(jackpotStart(() => 0.999_999_999)).toBe(1_299_999_999);
    expect(jackpotStep(100, () => 0)).toEqual({ value: 10_100, nextInMs: 3_000 });
    expect(jackpotStep(100, () => 0.5)).toEqual({ value: 30_100, nextInMs: 4_000 });
    expect(jackpotStep(100, () => 0.99)).toEqual({ value: 49_700, nextInMs: 5_000 });
    expect(jackpotStep(100, () => 0.3)).toEqual({ value: 22_100, nextInMs: 3_000 });
    expect(jackpotStep(100, () => 0.34)).toEqual({ value: 23_700, nextInMs: 4_000 });
    expect(jackpotStep(100, () => 0.67).nextInMs).toBe(5_000);
    // A source that answers 1 (outside its range) still gives the longest interval, never none.
    expect(jackpotStep(0, () => 1)).toEqual({ value: 50_000, nextInMs: 5_000 });
  });

  it('shows home a value between 20,000,000 and 30,000,000 as money with one decimal', () => {
    expect(homeJackpot(() => 0, { currencySymbol: 'RM', locale: 'ms-MY' })).toBe('RM\u00a020,000,000.0');
    expect(homeJackpot(() => 0.25, { currencySymbol: '$', locale: 'en' })).toBe('$\u00a022,500,000.0');
    expect(homeJackpot(() => 0.999_999_99, { currencySymbol: '¥', locale: 'zh-CN' })).toBe('¥\u00a029,999,999.9');
  });
});
