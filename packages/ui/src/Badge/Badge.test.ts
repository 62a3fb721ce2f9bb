import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './Badge.tsx';

describe('formatBadgeCount', () => {
  it('shows nothing at zero or below', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows the count up to 99 and 99+ above', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });
});
