import { constants, createCipheriv, createHash, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { additionalData } from '@wl/api/crypto/binding';
import { type AppOptions, createApp } from './app.ts';
import { migrate, openDatabase } from './db/database.ts';
import { seed } from './db/seed.ts';
import { sharedKeyRing } from './security/encryption.ts';

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
  cipher.setAAD(additionalData({ method, path: overrides.aadPath ?? path, timestamp, nonce }));
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

/**
 * What the Node server hands the app for a request from `address` (in process there is no socket; the app reads the
 * caller's address from this, as getConnInfo does).
 */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: 'IPv4' } } };
}

/** Sends a sealed call as a client does, from an address when given; answers the status, headers and envelope. */
export async function sendSealed(
  app: ReturnType<typeof createApp>,
  method: string,
  path: string,
  payload: unknown,
  options: { headers?: Record<string, string>; address?: string; timestamp?: number } = {},
) {
  const sealed = sealRequest(
    sharedKeyRing(),
    method,
    path,
    payload,
    options.timestamp === undefined ? {} : { timestamp: options.timestamp },
  );
  const response = await app.request(
    path,
    { method, headers: { ...(options.headers ?? DEMO_HEADERS), ...sealed.headers }, body: sealed.body },
    options.address ? fromAddress(options.address) : undefined,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { success: boolean; errorCode?: string; value?: unknown },
  };
}

/** Logs in through the encrypted call, as a client does; answers the parsed envelope and the status. */
export async function login(
  app: ReturnType<typeof createApp>,
  payload: Record<string, unknown>,
  headers: Record<string, string> = DEMO_HEADERS,
  address?: string,
) {
  const sealed = sealRequest(sharedKeyRing(), 'POST', '/wps/session/login', payload);
  const response = await app.request(
    '/wps/session/login',
    { method: 'POST', headers: { ...headers, ...sealed.headers }, body: sealed.body },
    address ? fromAddress(address) : undefined,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      success: boolean;
      errorCode?: string;
      value?: { token: string; userName: string; type: number; expiresAt: number };
    },
  };
}

/**
 * A digest of every row of every table, by table, so a test can show that a refused request changed nothing (and
 * a failing one names the table that changed).
 */
export function fingerprint(db: ReturnType<typeof openDatabase>): Record<string, string> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => String(row.name));
  return Object.fromEntries(
    tables.map((table) => [
      table,
      createHash('sha256')
        .update(JSON.stringify(db.prepare(`SELECT * FROM "${table}"`).all()))
        .digest('base64url'),
    ]),
  );
}
