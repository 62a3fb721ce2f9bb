import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { additionalData } from '@wl/api/crypto/binding';
import type { Database } from '../db/database.ts';

/** How far a request's timestamp may be from the gateway's clock, either way. */
export const TIMESTAMP_WINDOW_MS = 120_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface KeyRing {
  keyId: string;
  /** base64url DER SubjectPublicKeyInfo, as the public-key operation answers it. */
  spki: string;
  privateKey: KeyObject;
}

export function createKeyRing(): KeyRing {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072, publicExponent: 0x10001 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  // The id names the key, so a client holding a key from before a restart learns it is stale.
  const keyId = createHash('sha256').update(der).digest('base64url').slice(0, 16);
  return { keyId, spki: der.toString('base64url'), privateKey };
}

let processKeyRing: KeyRing | undefined;
/** One key pair per process: generating a 3072-bit key takes a noticeable fraction of a second. */
export function sharedKeyRing(): KeyRing {
  processKeyRing ??= createKeyRing();
  return processKeyRing;
}

export type DecryptError = 'crypto.invalid' | 'crypto.key.unknown' | 'crypto.stale' | 'crypto.replay';

export interface EncryptedRequest {
  method: string;
  path: string;
  header: (name: string) => string | undefined;
  /** The `value` field of the body. */
  value: string;
}

/**
 * Opens an encrypted request body (docs/decisions.md, "Encrypted calls"): unwraps the AES key with the private key,
 * checks the timestamp window, authenticates the ciphertext against method, path, timestamp and nonce, and only
 * then spends the nonce, so that forged requests cannot fill the nonce table.
 */
export function decryptRequest(
  db: Database,
  keyRing: KeyRing,
  request: EncryptedRequest,
  now = Date.now(),
): { ok: true; plaintext: string } | { ok: false; code: DecryptError } {
  const wrapped = request.header('Encryption');
  const keyId = request.header('Encryption-Key-Id');
  const timestamp = request.header('Encryption-Timestamp');
  const nonce = request.header('Encryption-Nonce');
  if (!wrapped || !keyId || !timestamp || !nonce) return { ok: false, code: 'crypto.invalid' };
  if (keyId !== keyRing.keyId) return { ok: false, code: 'crypto.key.unknown' };
  if (!/^\d{1,16}$/.test(timestamp) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) {
    return { ok: false, code: 'crypto.invalid' };
  }
  if (Math.abs(Number(timestamp) - now) > TIMESTAMP_WINDOW_MS) return { ok: false, code: 'crypto.stale' };

  let plaintext: string;
  try {
    const key = privateDecrypt(
      { key: keyRing.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64url'),
    );
    if (key.length !== 32) return { ok: false, code: 'crypto.invalid' };
    const sealed = Buffer.from(request.value, 'base64url');
    if (sealed.length < IV_BYTES + TAG_BYTES) return { ok: false, code: 'crypto.invalid' };
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData({ method: request.method, path: request.path, timestamp, nonce }));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    plaintext = Buffer.concat([
      decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return { ok: false, code: 'crypto.invalid' };
  }

  db.prepare('DELETE FROM used_nonce WHERE seen_at < ?').run(now - 2 * TIMESTAMP_WINDOW_MS);
  const spent = db.prepare('INSERT OR IGNORE INTO used_nonce (nonce, seen_at) VALUES (?, ?)').run(nonce, now);
  if (spent.changes === 0) return { ok: false, code: 'crypto.replay' };
  return { ok: true, plaintext };
}

/** AES-256-GCM for values the gateway hands out sealed (customer-service paths): base64url(iv || ct || tag). */
export function sealValue(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}
