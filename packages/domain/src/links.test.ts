import { describe, expect, it } from 'vitest';
import { followableAddress } from './links.ts';

describe('followableAddress', () => {
  it('follows absolute https addresses and paths of this site, trimmed', () => {
    expect(followableAddress('https://wa.me/60123456700')).toBe('https://wa.me/60123456700');
    expect(followableAddress('  https://download.example.com/demo/demo.apk ')).toBe(
      'https://download.example.com/demo/demo.apk',
    );
    expect(followableAddress('HTTPS://t.me/demo')).toBe('HTTPS://t.me/demo');
    expect(followableAddress('/m/lottery?game=TCG_SEA')).toBe('/m/lottery?game=TCG_SEA');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://download.example.com/demo.apk',
    '//evil.example.com/path',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    'https:///evil',
    'https://',
    'https://evil.example.com/a b',
    'wa.me/60123456700',
    'javascript:alert(1)//https://evil.example.com',
    '/m/home javascript:alert(1)',
    '',
    '   ',
  ])('drops %j', (value) => {
    expect(followableAddress(value)).toBeUndefined();
  });

  it('drops what is missing', () => {
    expect(followableAddress(undefined)).toBeUndefined();
    expect(followableAddress(null)).toBeUndefined();
  });
});
