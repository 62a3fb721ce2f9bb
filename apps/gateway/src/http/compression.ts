import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { GatewayEnv } from '../context.ts';

/** The answers worth compressing: JSON and the generated SVG art. Both shrink to a third or less. */
const COMPRESSIBLE = /^(?:application\/json|image\/svg\+xml)\b/i;

/**
 * Compresses what anyone may read (docs/decisions.md, "Public reads travel compressed"): a GET that carries no
 * session. Such an answer holds no secret, so its compressed length tells an eavesdropper nothing that the answer
 * itself would not (the BREACH attack needs a secret and the attacker's text in one compressed answer). An answer to
 * a call with a session, or to any call that changes something (login, registration, sealed calls), goes as it is.
 */
export function compressPublicReads(): MiddlewareHandler<GatewayEnv> {
  const compressed = compress({ encoding: 'gzip', contentTypeFilter: COMPRESSIBLE });
  return (c, next) => (isPublicRead(c) ? compressed(c, next) : next());
}

function isPublicRead(c: Context<GatewayEnv>): boolean {
  return c.req.method === 'GET' && c.req.header('Authorization') === undefined;
}

/**
 * Whether a request's If-None-Match names an entity tag. A compressed answer's tag is weak (`W/"…"`, the same picture
 * in other bytes), and the browser sends it back as it got it.
 */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
