import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealedValue } from './sealedValue.ts';

// Sealed as the gateway seals customer-service paths: base64url(iv || ciphertext || tag) under a raw AES-256 key.
function gatewaySeal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

describe('openSealedValue', () => {
  const key = randomBytes(32);
  const pathKey = key.toString('base64url');

  it('opens a path sealed by the gateway with node:crypto', async () => {
    const url = 'https://chat.example.test/room?lang=中文';
    expect(await openSealedValue(pathKey, gatewaySeal(key, url))).toBe(url);
  });

  it('refuses an altered path', async () => {
    const sealed = Buffer.from(gatewaySeal(key, 'https://cs.example.test/'), 'base64url');
    sealed[13] = (sealed[13] ?? 0) ^ 0x80;
    await expect(openSealedValue(pathKey, sealed.toString('base64url'))).rejects.toThrow();
  });

  it('refuses a path under another key', async () => {
    const sealed = gatewaySeal(randomBytes(32), 'https://cs.example.test/');
    await expect(openSealedValue(pathKey, sealed)).rejects.toThrow();
  });

  it('refuses a key that is not 256 bits and a value too short to hold an IV and tag', async () => {
    await expect(openSealedValue(randomBytes(16).toString('base64url'), gatewaySeal(key, 'x'))).rejects.toThrow(
      RangeError,
    );
    await expect(openSealedValue(pathKey, 'AAAA')).rejects.toThrow(RangeError);
  });
});
