import type { Middleware } from 'openapi-fetch';
import { operations } from './generated/operations.ts';

/**
 * The sealing code loads on the first encrypted call (login, register, set password by phone), not with the app:
 * most visits never make one, and the first load of the player site has a 125 kB budget.
 */
const hybrid = () => import('./crypto/hybrid.ts');

export interface GatewayKey {
  keyId: string;
  key: CryptoKey;
}

export interface PublicKeySource {
  /** The gateway's current key, fetched once and then cached by key id. */
  current(): Promise<GatewayKey>;
  /** Forgets a key the gateway no longer knows, so the next call fetches the current one. */
  invalidate(keyId: string): void;
}

/** Caches the public key; concurrent callers share one fetch, and a failed fetch is not cached. */
export function publicKeyCache(fetchKey: () => Promise<{ keyId: string; spki: string }>): PublicKeySource {
  const byId = new Map<string, CryptoKey>();
  let current: Promise<GatewayKey> | undefined;
  return {
    current() {
      current ??= (async () => {
        const { keyId, spki } = await fetchKey();
        const known = byId.get(keyId) ?? (await (await hybrid()).importPublicKey(spki));
        byId.set(keyId, known);
        return { keyId, key: known };
      })().catch((cause: unknown) => {
        current = undefined;
        throw cause;
      });
      return current;
    },
    invalidate(keyId) {
      byId.delete(keyId);
      current = undefined;
    },
  };
}

interface InFlight {
  plaintext: string;
  keyId: string;
  sealed: Request;
}

/**
 * Seals the body of every operation the contract marks `x-encrypted` (docs/decisions.md, "Encrypted calls"). When
 * the gateway answers crypto.key.unknown (it restarted with a new key), fetches the key again and resends once; when
 * it answers crypto.stale (this device's clock is off by more than the gateway's window), takes the gateway's time
 * from the answer's Date header and resends once. A resend is sealed afresh: a new AES key, IV, nonce and timestamp.
 */
export function encryptionMiddleware(
  keys: PublicKeySource,
  resend: (request: Request) => Promise<Response>,
  now: () => number = Date.now,
): Middleware {
  const inFlight = new Map<string, InFlight>();
  // How far the gateway's clock is ahead of this device's, learnt from a crypto.stale answer.
  let clockOffsetMs = 0;

  async function seal(request: Request, plaintext: string): Promise<{ request: Request; keyId: string }> {
    const [{ keyId, key }, { randomNonce, sealCall }] = await Promise.all([keys.current(), hybrid()]);
    const timestamp = now() + clockOffsetMs;
    const nonce = randomNonce();
    const { pathname } = new URL(request.url);
    const sealed = await sealCall(key, plaintext, { method: request.method, path: pathname, timestamp, nonce });
    const headers = new Headers(request.headers);
    headers.set('Content-Type', 'application/json');
    headers.set('Encryption', sealed.encryption);
    headers.set('Encryption-Key-Id', keyId);
    headers.set('Encryption-Timestamp', String(timestamp));
    headers.set('Encryption-Nonce', nonce);
    return {
      request: new Request(request.url, {
        method: request.method,
        headers,
        body: JSON.stringify({ value: sealed.value }),
        signal: request.signal,
        credentials: request.credentials,
      }),
      keyId,
    };
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      if (!operations[`${request.method} ${schemaPath}`]?.encrypted) return undefined;
      const plaintext = await request.text();
      const { request: sealed, keyId } = await seal(request, plaintext);
      inFlight.set(id, { plaintext, keyId, sealed });
      return sealed;
    },
    async onResponse({ response, id }) {
      const entry = inFlight.get(id);
      inFlight.delete(id);
      if (!entry || response.status !== 400) return undefined;
      const code = await errorCodeOf(response.clone());
      if (code === 'crypto.key.unknown') {
        keys.invalidate(entry.keyId);
      } else if (code === 'crypto.stale') {
        const gatewayTime = Date.parse(response.headers.get('Date') ?? '');
        if (Number.isNaN(gatewayTime)) return undefined;
        clockOffsetMs = gatewayTime - now();
      } else {
        return undefined;
      }
      const { request } = await seal(entry.sealed, entry.plaintext);
      return resend(request);
    },
    onError({ id }) {
      inFlight.delete(id);
    },
  };
}

async function errorCodeOf(response: Response): Promise<unknown> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : undefined;
  } catch {
    return undefined;
  }
}
