import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as LgwPaths } from './generated/lgw.ts';
import { operations } from './generated/operations.ts';
import type { paths as WpsPaths } from './generated/wps.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

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
  fetch?: typeof globalThis.fetch;
}

export interface ApiClients {
  wps: Client<WpsPaths>;
  lgw: Client<LgwPaths>;
  timeoutMs: number;
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
  const shared = {
    baseUrl: options.baseUrl ?? '',
    // Late-bound so a test or a service worker can replace globalThis.fetch after the clients exist.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  };
  const wps = createClient<WpsPaths>(shared);
  const lgw = createClient<LgwPaths>(shared);
  const headers = headerMiddleware(options);
  wps.use(headers);
  lgw.use(headers);
  return { wps, lgw, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}
