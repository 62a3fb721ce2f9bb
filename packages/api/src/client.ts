import createClient, { type Client, type Middleware } from 'openapi-fetch';
import * as z from 'zod/mini';
import { READ_RETRY_WAITS_MS, read } from './call.ts';
import { encryptionMiddleware, type PublicKeySource, publicKeyCache } from './encryption.ts';
import type { paths as LgwPaths } from './generated/lgw.ts';
import { operations } from './generated/operations.ts';
import type { components, paths as WpsPaths } from './generated/wps.ts';
import { ApiFailure } from './result.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export type PublicKey = components['schemas']['PublicKey'];

/** The answer of GET /wps/system/public-key, which the clients fetch themselves before the first sealed call. */
export const publicKeySchema: z.ZodMiniType<PublicKey> = z.object({
  keyId: z.string().check(z.minLength(1)),
  algorithm: z.literal('RSA-OAEP-256'),
  spki: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** The Device header: WEB=1, MOBILE=3, or OTHERS when the site runs standalone from the home screen. */
export type DeviceHeader = '1' | '3' | 'OTHERS';

export interface ApiClientOptions {
  /** Origin of the gateway; empty for the page's own origin (the apps proxy /wps and /lgw). */
  baseUrl?: string;
  merchant: string;
  device: DeviceHeader;
  language: () => string;
  token?: () => string | undefined;
  timeoutMs?: number;
  /** The waits before each new try of a read that failed for want of an answer; the retry policy's by default. */
  readRetryWaitsMs?: readonly number[];
  fetch?: (request: Request) => Promise<Response>;
  /** Clock for the encryption timestamp; tests pin it. */
  now?: () => number;
}

export interface ApiClients {
  wps: Client<WpsPaths>;
  lgw: Client<LgwPaths>;
  timeoutMs: number;
  /** The waits before each new try of a read (GET) that got no answer or a 5xx: see `read`. */
  readRetryWaitsMs: readonly number[];
  /** The gateway's public key for encrypted operations, fetched on first use and cached by key id. */
  publicKeys: PublicKeySource;
}

/**
 * The headers every request carries: Merchant, Device, Language, the operation's Module-Id, and Authorization
 * once logged in.
 */
export function headerMiddleware(options: ApiClientOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      request.headers.set('Merchant', options.merchant);
      request.headers.set('Device', options.device);
      request.headers.set('Language', options.language());
      const moduleId = operations[`${request.method} ${schemaPath}`]?.moduleId;
      if (moduleId) request.headers.set('Module-Id', moduleId);
      const token = options.token?.();
      if (token) request.headers.set('Authorization', token);
      return request;
    },
  };
}

export function createApiClients(options: ApiClientOptions): ApiClients {
  // Late-bound so a test or a service worker can replace globalThis.fetch after the clients exist.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const shared = { baseUrl: options.baseUrl ?? '', fetch: send };
  const wps = createClient<WpsPaths>(shared);
  const lgw = createClient<LgwPaths>(shared);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const readRetryWaitsMs = options.readRetryWaitsMs ?? READ_RETRY_WAITS_MS;
  const publicKeys = publicKeyCache(async () => {
    const result = await read(
      (signal) => wps.GET('/wps/system/public-key', { signal }),
      publicKeySchema,
      timeoutMs,
      readRetryWaitsMs,
    );
    if (!result.ok) throw new ApiFailure(result.error);
    return result.value;
  });
  const headers = headerMiddleware(options);
  wps.use(headers, encryptionMiddleware(publicKeys, send, options.now));
  lgw.use(headers);
  return { wps, lgw, timeoutMs, readRetryWaitsMs, publicKeys };
}
