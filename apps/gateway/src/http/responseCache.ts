import type { AnswerCache, GatewayContext } from '../context.ts';

/**
 * Serialised answers of read-only catalogue calls (game lists, vendors, visitor announcements), kept a short while.
 * Under load most requests ask the same few pages; answering them from memory is what keeps the game list's p95
 * inside its budget. Anything that changes the catalogue (the development endpoints) clears the cache.
 */
export class ResponseCache implements AnswerCache {
  readonly #entries = new Map<string, { json: string; expiresAt: number }>();
  readonly #maxEntries: number;

  constructor(maxEntries = 2_000) {
    this.#maxEntries = maxEntries;
  }

  get(key: string, now: number): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  set(key: string, json: string, expiresAt: number): void {
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { json, expiresAt });
  }

  clear(): void {
    this.#entries.clear();
  }
}

export const CATALOGUE_TTL_MS = 30_000;
export const ANNOUNCEMENT_TTL_MS = 5_000;

/** Answers differ by merchant, URL and the `Language` header (names and texts in the player's language). */
const key = (c: GatewayContext) =>
  `${c.get('merchant').code} ${c.req.header('Language') ?? ''} ${c.req.method} ${c.req.url}`;
/** The contract's cache bypass: `refresh=true` in the query recomputes. */
const bypass = (c: GatewayContext) => c.req.url.includes('refresh=true');

/**
 * A cached answer for this merchant and URL, if there is one. Handlers ask before validating the query: only
 * answers computed from valid queries are ever stored, so a hit needs no second check.
 */
export function cachedAnswer(c: GatewayContext): Response | undefined {
  if (bypass(c)) return undefined;
  const { cache, now } = c.get('services');
  const json = cache.get(key(c), now());
  return json === undefined ? undefined : c.body(json, 200, { 'Content-Type': 'application/json' });
}

/** Answers the success envelope of `compute()` and keeps it for `ttlMs`. */
export function cachedSuccess<T>(c: GatewayContext, ttlMs: number, compute: () => T) {
  const hit = cachedAnswer(c);
  if (hit) return hit;
  const { cache, now } = c.get('services');
  const json = JSON.stringify({ success: true, value: compute() });
  cache.set(key(c), json, now() + ttlMs);
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}
