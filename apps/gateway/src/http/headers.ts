import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from '../context.ts';

/** What a JSON answer may do as a document: nothing (no scripts, no framing). */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** An HTML page that sets no policy of its own (the stand-in game page): no scripts, styles inline, no framing. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer (docs/decisions.md, "Security headers"): no content sniffing, no Referer sent
 * onwards, https only from the first visit on; JSON answers forbid everything a document could do and are never stored by a cache (they carry tokens
 * and account data); HTML pages forbid framing. A route that sets its own policy or caching (the reset page, art)
 * keeps it.
 */
export const securityHeaders = createMiddleware<GatewayEnv>(async (c, next) => {
  await next();
  const headers = c.res.headers;
  const setDefault = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  setDefault('X-Content-Type-Options', 'nosniff');
  setDefault('Referrer-Policy', 'no-referrer');
  // A year of https only, once a browser has reached the gateway over https (it ignores the header over http).
  setDefault('Strict-Transport-Security', 'max-age=31536000');
  const type = headers.get('Content-Type') ?? '';
  if (/^application\/json\b/i.test(type)) {
    setDefault('Content-Security-Policy', API_POLICY);
    setDefault('Cache-Control', 'no-store');
  } else if (/^text\/html\b/i.test(type)) {
    setDefault('Content-Security-Policy', PAGE_POLICY);
    setDefault('X-Frame-Options', 'DENY');
    setDefault('Cache-Control', 'no-store');
  }
});
