import { createMiddleware } from 'hono/factory';
import type { GatewayEnv } from '../context.ts';
import { failure } from '../envelope.ts';

/** The two GETs of the platform's contract that change something: a recent game is recorded, a launch ticket issued. */
export const STATE_CHANGING_GETS: ReadonlySet<string> = new Set(['/wps/relay/GCSGAME_recentAdd', '/lgw/games/launch']);

/** Sec-Fetch-Site values of requests the gateway's own pages and the apps make, or that no page made at all. */
const ALLOWED_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * Calls that change state come from the site itself: a browser's request whose Sec-Fetch-Site says another site made
 * it (cross-site, or a value the gateway does not know) answers `403 permission.denied` before anything runs. That is
 * every call but GET and HEAD, and the state-changing GETs. A request without the header (an older browser, or no
 * browser) is judged by everything else, as before.
 */
export const refuseCrossSite = createMiddleware<GatewayEnv>(async (c, next) => {
  const site = c.req.header('Sec-Fetch-Site');
  const reads = (c.req.method === 'GET' || c.req.method === 'HEAD') && !STATE_CHANGING_GETS.has(c.req.path);
  if (site !== undefined && !reads && !ALLOWED_SITES.has(site.trim().toLowerCase())) {
    return failure(c, 403, 'permission.denied', 'Sec-Fetch-Site: a call that changes state must come from this site');
  }
  await next();
});
