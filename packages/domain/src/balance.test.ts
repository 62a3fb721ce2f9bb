import { describe, expect, it } from 'vitest';
import { BALANCE_MASK, formatBalance } from './balance.ts';

describe('balance display', () => {
  it('shows the symbol and 2 decimals, masked when hidden or refreshing', () => {
    const shown = { amount: 1234.5, currencySymbol: 'RM', hidden: false, refreshing: false };
    expect(formatBalance(shown)).toBe('RM1,234.50');
    expect(formatBalance({ ...shown, hidden: true })).toBe(BALANCE_MASK);
    expect(formatBalance({ ...shown, refreshing: true })).toBe(BALANCE_MASK);
    expect(formatBalance({ ...shown, amount: Number.NaN })).toBe(BALANCE_MASK);
  });
});
