import { describe, expect, it } from 'vitest';
import { formatBalance } from './balance.ts';

describe('balance display', () => {
  const shown = { amount: 1234.5, currencySymbol: 'RM', locale: 'ms-MY', hidden: false, refreshing: false };

  it('shows the symbol, a no-break space and the total grouped with 2 decimals', () => {
    expect(formatBalance(shown)).toBe('RM\u00a01,234.50');
    expect(formatBalance({ ...shown, amount: 0, currencySymbol: '¥', locale: 'zh-CN' })).toBe('¥\u00a00.00');
  });

  it('masks the balance with six asterisks while it is hidden or refreshing, and before it is known', () => {
    expect(formatBalance({ ...shown, hidden: true })).toBe('******');
    expect(formatBalance({ ...shown, refreshing: true })).toBe('******');
    expect(formatBalance({ ...shown, amount: Number.NaN })).toBe('******');
  });
});
