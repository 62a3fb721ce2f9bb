import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('shows the symbol, a no-break space and the amount grouped with 2 decimals in each app language', () => {
    expect(formatMoney(1234.56, { currencySymbol: 'RM', locale: 'ms-MY' })).toBe('RM\u00a01,234.56');
    expect(formatMoney(1234.56, { currencySymbol: 'RM', locale: 'en' })).toBe('RM\u00a01,234.56');
    expect(formatMoney(1234.56, { currencySymbol: '¥', locale: 'zh-CN' })).toBe('¥\u00a01,234.56');
    expect(formatMoney(1_000_000_000, { currencySymbol: 'RM', locale: 'ms-MY' })).toBe('RM\u00a01,000,000,000.00');
  });

  it('groups and separates decimals as the locale does', () => {
    expect(formatMoney(1234.56, { currencySymbol: '€', locale: 'de-DE' })).toBe('€\u00a01.234,56');
  });

  it('always shows exactly the decimals asked for, rounding half away from zero', () => {
    expect(formatMoney(5, { currencySymbol: 'RM', locale: 'en' })).toBe('RM\u00a05.00');
    expect(formatMoney(0.005, { currencySymbol: 'RM', locale: 'en' })).toBe('RM\u00a00.01');
    expect(formatMoney(22_500_000, { currencySymbol: 'RM', locale: 'ms-MY', decimals: 1 })).toBe(
      'RM\u00a022,500,000.0',
    );
    expect(formatMoney(1234.5, { currencySymbol: '₫', locale: 'en', decimals: 0 })).toBe('₫\u00a01,235');
  });

  it('keeps the minus sign of a loss, and drops it from an amount that rounds to zero', () => {
    expect(formatMoney(-1234.5, { currencySymbol: 'RM', locale: 'en' })).toBe('RM\u00a0-1,234.50');
    expect(formatMoney(-0.004, { currencySymbol: 'RM', locale: 'en' })).toBe('RM\u00a00.00');
    expect(formatMoney(-0, { currencySymbol: 'RM', locale: 'en' })).toBe('RM\u00a00.00');
  });

  it('refuses an amount that is not a finite number rather than showing NaN', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => formatMoney(amount, { currencySymbol: 'RM', locale: 'en' })).toThrow(RangeError);
    }
    expect(() => formatMoney(Number.NaN, { currencySymbol: 'RM', locale: 'en' })).toThrow(
      'formatMoney: NaN is not an amount of money',
    );
  });
});
