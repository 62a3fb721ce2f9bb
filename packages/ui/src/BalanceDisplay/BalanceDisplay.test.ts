import { describe, expect, it } from 'vitest';
import { formatBalance } from './BalanceDisplay.tsx';

describe('formatBalance', () => {
  it('shows the symbol and exactly two decimals, grouped', () => {
    expect(formatBalance(1234.56, 'RM')).toBe('RM1,234.56');
    expect(formatBalance(5, 'RM')).toBe('RM5.00');
    expect(formatBalance(0.005, '$')).toBe('$0.01');
    expect(formatBalance(1_000_000, '¥')).toBe('¥1,000,000.00');
  });

  it("groups as the player's language does", () => {
    expect(formatBalance(1234.5, '€', 'de')).toBe('€1.234,50');
  });
});
