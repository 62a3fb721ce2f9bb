import { describe, expect, it } from 'vitest';
import { additionalData } from './binding.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('additionalData', () => {
  it('spells METHOD, path, timestamp and nonce on separate lines, the method upper-case', () => {
    expect(
      text(additionalData({ method: 'post', path: '/wps/session/login', timestamp: 1_795_000_000_000, nonce: 'abc' })),
    ).toBe('POST\n/wps/session/login\n1795000000000\nabc');
  });

  it('takes the timestamp header as it was received', () => {
    expect(text(additionalData({ method: 'PUT', path: '/wps/member/register', timestamp: '0005', nonce: 'n' }))).toBe(
      'PUT\n/wps/member/register\n0005\nn',
    );
  });

  it('encodes the text as UTF-8', () => {
    expect([...additionalData({ method: 'GET', path: '/é', timestamp: 1, nonce: 'x' })]).toEqual([
      0x47, 0x45, 0x54, 0x0a, 0x2f, 0xc3, 0xa9, 0x0a, 0x31, 0x0a, 0x78,
    ]);
  });
});
