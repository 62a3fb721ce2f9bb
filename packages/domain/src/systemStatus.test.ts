import { describe, expect, it } from 'vitest';
import { legacyStatusCode, statusFromLegacyCode, systemStatus } from './systemStatus.ts';

describe('systemStatus', () => {
  it('is ok when neither flag is set', () => {
    expect(systemStatus({ maintenance: false, regionRestriction: false })).toBe('ok');
  });

  it('is maintenance when maintenance is set, even with a region restriction', () => {
    expect(systemStatus({ maintenance: true, regionRestriction: false })).toBe('maintenance');
    expect(systemStatus({ maintenance: true, regionRestriction: true })).toBe('maintenance');
  });

  it('is restricted when only the region restriction is set', () => {
    expect(systemStatus({ maintenance: false, regionRestriction: true })).toBe('restricted');
  });
});

describe('legacy cache value', () => {
  it('follows the first reading: 0 ok, 1 maintenance, 2 region restriction', () => {
    expect(legacyStatusCode('ok')).toBe(0);
    expect(legacyStatusCode('maintenance')).toBe(1);
    expect(legacyStatusCode('restricted')).toBe(2);
  });

  it('reads a cached value back and ignores anything else', () => {
    expect(statusFromLegacyCode(1)).toBe('maintenance');
    expect(statusFromLegacyCode(2)).toBe('restricted');
    expect(statusFromLegacyCode(0)).toBe('ok');
    expect(statusFromLegacyCode('1')).toBeUndefined();
    expect(statusFromLegacyCode(7)).toBeUndefined();
  });
});
