import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { additionalData, type CallBinding } from './binding.ts';
import { importPublicKey, randomNonce, sealCall } from './hybrid.ts';

// The server side exactly as the gateway does it: node:crypto, RSA-OAEP with SHA-256, AES-256-GCM.
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64url');

function serverOpen(value: string, encryption: string, binding: CallBinding): string {
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encryption, 'base64url'),
  );
  const sealed = Buffer.from(value, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(additionalData(binding)));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
}

const binding = () =>
  ({
    method: 'POST',
    path: '/wps/session/login',
    timestamp: 1_795_000_000_000,
    nonce: randomNonce(),
  }) satisfies CallBinding;

describe('sealCall', () => {
  it('produces what the gateway opens with node:crypto', async () => {
    const key = await importPublicKey(spki);
    const at = binding();
    const payload = JSON.stringify({ type: 'username', username: 'demo01', password: 'Demo1234 ünï' });
    const sealed = await sealCall(key, payload, at);
    expect(serverOpen(sealed.value, sealed.encryption, at)).toBe(payload);
  });

  it('wraps a 256-bit key and uses a 12-byte IV and a 16-byte tag', async () => {
    const sealed = await sealCall(await importPublicKey(spki), 'x', binding());
    const rawKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(sealed.encryption, 'base64url'),
    );
    expect(rawKey).toHaveLength(32);
    expect(Buffer.from(sealed.value, 'base64url')).toHaveLength(12 + 1 + 16);
  });

  it('uses a fresh key and IV for every call', async () => {
    const key = await importPublicKey(spki);
    const at = binding();
    const first = await sealCall(key, 'same payload', at);
    const second = await sealCall(key, 'same payload', at);
    expect(second.value.slice(0, 16)).not.toBe(first.value.slice(0, 16));
    expect(second.encryption).not.toBe(first.encryption);
  });

  it('is refused when the ciphertext is altered', async () => {
    const at = binding();
    const sealed = await sealCall(await importPublicKey(spki), '{"password":"Demo1234"}', at);
    const bytes = Buffer.from(sealed.value, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => serverOpen(bytes.toString('base64url'), sealed.encryption, at)).toThrow();
  });

  it('is refused on another path, method, timestamp or nonce (the AAD binds them)', async () => {
    const at = binding();
    const sealed = await sealCall(await importPublicKey(spki), '{}', at);
    for (const moved of [
      { ...at, path: '/wps/member/register' },
      { ...at, method: 'PUT' },
      { ...at, timestamp: at.timestamp + 1 },
      { ...at, nonce: randomNonce() },
    ]) {
      expect(() => serverOpen(sealed.value, sealed.encryption, moved)).toThrow();
    }
  });
});
