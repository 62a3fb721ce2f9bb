import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { type AppOptions, createApp } from './app.ts';
import { migrate, openDatabase } from './db/database.ts';
import { seed } from './db/seed.ts';

/** A seeded in-memory gateway with its development endpoints, as the tests drive it. */
export function testGateway(options: Partial<AppOptions> = {}) {
  const db = openDatabase(':memory:');
  migrate(db);
  seed(db);
  const app = createApp({ db, devEndpoints: true, ...options });
  return { db, app };
}

export const DEMO_HEADERS = { Merchant: 'DEMO', Device: '3', Language: 'EN' } as const;

/**
 * Seals a payload the way a client does (docs/decisions.md, "Encrypted calls"), with node:crypto standing in for
 * WebCrypto. Overrides let a test send what a broken or hostile client would.
 */
export function sealRequest(
  keyRing: { keyId: string; spki: string },
  method: string,
  path: string,
  payload: unknown,
  overrides: { timestamp?: number; nonce?: string; aadPath?: string; keyId?: string } = {},
) {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const timestamp = String(overrides.timestamp ?? Date.now());
  const nonce = overrides.nonce ?? randomBytes(16).toString('base64url');
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${method}\n${overrides.aadPath ?? path}\n${timestamp}\n${nonce}`, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const publicKey = createPublicKey({ key: Buffer.from(keyRing.spki, 'base64url'), format: 'der', type: 'spki' });
  const wrapped = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, key);
  return {
    headers: {
      'Content-Type': 'application/json',
      Encryption: wrapped.toString('base64url'),
      'Encryption-Key-Id': overrides.keyId ?? keyRing.keyId,
      'Encryption-Timestamp': timestamp,
      'Encryption-Nonce': nonce,
    },
    body: JSON.stringify({ value: Buffer.concat([iv, body]).toString('base64url') }),
  };
}
