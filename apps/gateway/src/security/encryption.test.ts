import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database.ts';
import { sealRequest } from '../testGateway.ts';
import { decryptRequest, sharedKeyRing, TIMESTAMP_WINDOW_MS } from './encryption.ts';

function database() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

const keyRing = sharedKeyRing();
const PATH = '/wps/session/login';

function open(sealed: ReturnType<typeof sealRequest>, db = database(), path = PATH, now = Date.now()) {
  const headers = new Headers(sealed.headers);
  const { value } = JSON.parse(sealed.body) as { value: string };
  return decryptRequest(
    db,
    keyRing,
    { method: 'POST', path, header: (name) => headers.get(name) ?? undefined, value },
    now,
  );
}

describe('decryptRequest', () => {
  it('opens what a client sealed for this method and path', () => {
    const result = open(sealRequest(keyRing, 'POST', PATH, { username: 'demo01', password: 'Demo1234' }));
    expect(result).toEqual({ ok: true, plaintext: '{"username":"demo01","password":"Demo1234"}' });
  });

  it('authenticates the method, path, timestamp and nonce as docs/decisions.md spells them', () => {
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const timestamp = String(Date.now());
    const nonce = 'bm9uY2Utb2YtMTYtYnl0ZQ';
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(`POST\n/wps/session/login\n${timestamp}\n${nonce}`, 'utf8'));
    const body = Buffer.concat([cipher.update('{"a":1}', 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const publicKey = createPublicKey({ key: Buffer.from(keyRing.spki, 'base64url'), format: 'der', type: 'spki' });
    const wrapped = publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      key,
    );
    const headers: Record<string, string> = {
      Encryption: wrapped.toString('base64url'),
      'Encryption-Key-Id': keyRing.keyId,
      'Encryption-Timestamp': timestamp,
      'Encryption-Nonce': nonce,
    };
    const request = {
      path: PATH,
      header: (name: string) => headers[name],
      value: Buffer.concat([iv, body]).toString('base64url'),
    };
    // The method arrives in any case and is bound upper-case.
    expect(decryptRequest(database(), keyRing, { ...request, method: 'post' })).toEqual({
      ok: true,
      plaintext: '{"a":1}',
    });
  });

  it('refuses the same nonce twice', () => {
    const db = database();
    const sealed = sealRequest(keyRing, 'POST', PATH, { a: 1 });
    expect(open(sealed, db).ok).toBe(true);
    expect(open(sealed, db)).toEqual({ ok: false, code: 'crypto.replay' });
  });

  it('refuses a timestamp outside the window, either way', () => {
    const now = Date.now();
    for (const timestamp of [now - TIMESTAMP_WINDOW_MS - 1_000, now + TIMESTAMP_WINDOW_MS + 1_000]) {
      expect(open(sealRequest(keyRing, 'POST', PATH, {}, { timestamp }), database(), PATH, now)).toEqual({
        ok: false,
        code: 'crypto.stale',
      });
    }
  });

  it('refuses a body sealed for another path, which the additional data binds', () => {
    const sealed = sealRequest(keyRing, 'POST', PATH, {}, { aadPath: '/wps/member/register' });
    expect(open(sealed)).toEqual({ ok: false, code: 'crypto.invalid' });
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = sealRequest(keyRing, 'POST', PATH, { amount: 1 });
    const { value } = JSON.parse(sealed.body) as { value: string };
    const bytes = Buffer.from(value, 'base64url');
    bytes[14] = (bytes[14] ?? 0) ^ 0xff;
    expect(open({ ...sealed, body: JSON.stringify({ value: bytes.toString('base64url') }) })).toEqual({
      ok: false,
      code: 'crypto.invalid',
    });
  });

  it('names an unknown key id so the client can fetch the key again', () => {
    expect(open(sealRequest(keyRing, 'POST', PATH, {}, { keyId: 'old-key' }))).toEqual({
      ok: false,
      code: 'crypto.key.unknown',
    });
  });

  it('does not spend a nonce on a request that fails to authenticate', () => {
    const db = database();
    const nonce = 'A'.repeat(22);
    expect(open(sealRequest(keyRing, 'POST', PATH, {}, { nonce, aadPath: '/elsewhere' }), db).ok).toBe(false);
    expect(open(sealRequest(keyRing, 'POST', PATH, {}, { nonce }), db).ok).toBe(true);
  });
});
