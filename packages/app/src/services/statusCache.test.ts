import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory.ts';
import { createStatusCache } from './statusCache.ts';

describe('status cache', () => {
  it('writes the legacy codes: 0 ok, 1 maintenance, 2 region restriction', () => {
    const local = memoryStorage();
    const cache = createStatusCache(local);
    cache.store('ok');
    expect(local.getItem('status')).toBe('0');
    cache.store('maintenance');
    expect(local.getItem('status')).toBe('1');
    cache.store('restricted');
    expect(local.getItem('status')).toBe('2');
  });

  it('reads them back, and nothing for a missing or unknown value', () => {
    const local = memoryStorage();
    const cache = createStatusCache(local);
    expect(cache.read()).toBeNull();
    local.setItem('status', '1');
    expect(cache.read()).toBe('maintenance');
    local.setItem('status', '2');
    expect(cache.read()).toBe('restricted');
    local.setItem('status', '7');
    expect(cache.read()).toBeNull();
  });
});
