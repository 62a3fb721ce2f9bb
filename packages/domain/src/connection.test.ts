import { describe, expect, it } from 'vitest';
import { connectionState } from './connection.ts';

describe('the connection banner', () => {
  it('says offline whenever the browser is offline, whatever the last reading', () => {
    expect(connectionState({ online: false })).toBe('offline');
    expect(connectionState({ online: false, effectiveType: '4g', rtt: 50 })).toBe('offline');
  });

  it('says slow on a 2G-class link', () => {
    expect(connectionState({ online: true, effectiveType: 'slow-2g' })).toBe('slow');
    expect(connectionState({ online: true, effectiveType: '2g' })).toBe('slow');
    expect(connectionState({ online: true, effectiveType: '3g', rtt: 300 })).toBe('online');
  });

  it('says slow above a 1,400 ms round trip, not at it', () => {
    expect(connectionState({ online: true, effectiveType: '4g', rtt: 1_400 })).toBe('online');
    expect(connectionState({ online: true, effectiveType: '4g', rtt: 1_401 })).toBe('slow');
  });

  it('says nothing where the browser gives no reading', () => {
    expect(connectionState({ online: true })).toBe('online');
  });
});
