import { loginRefusal } from '@wl/domain/roles';
import { createMiddleware } from 'hono/factory';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { setting as merchantSetting, switchEnabled as merchantSwitch } from '../db/queries/merchants.ts';
import { failure } from '../envelope.ts';
import type { RateLimits } from './rateLimit.ts';
import { findSession } from './session.ts';

/** The Authorization header carries the token as is; a `Bearer ` prefix is tolerated. */
export function bearer(c: GatewayContext): string | undefined {
  const header = c.req.header('Authorization')?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '');
}

/** The operation needs a live session of this merchant: 401 with auth.required, token.invalid or session.expired. */
export const requireSession = createMiddleware<GatewayEnv>(async (c, next) => {
  const { db, now } = c.get('services');
  const found = findSession(db, bearer(c), c.get('merchant').code, now());
  if (!found.ok) return failure(c, 401, found.code);
  c.set('session', found.session);
  await next();
});

/** The operation answers a visitor too: a missing, unknown or expired token is treated as no token. */
export const optionalSession = createMiddleware<GatewayEnv>(async (c, next) => {
  const { db, now } = c.get('services');
  const token = bearer(c);
  if (token) {
    const found = findSession(db, token, c.get('merchant').code, now());
    if (found.ok) c.set('session', found.session);
  }
  await next();
});

/** Agent-side accounts only (docs/product.md, "Session types"): anyone else gets permission.denied. */
export const requireAgentSide = createMiddleware<GatewayEnv>(async (c, next) => {
  if (loginRefusal('agent', c.get('session').type)) return failure(c, 403, 'permission.denied');
  await next();
});

/** Trial (type 4) sessions may not use the operation. */
export const forbidTrial = createMiddleware<GatewayEnv>(async (c, next) => {
  if (c.get('session').type === 4) return failure(c, 403, 'trial.forbidden');
  await next();
});

export function switchEnabled(c: GatewayContext, moduleId: string): boolean {
  return merchantSwitch(c.get('services').db, c.get('merchant').code, moduleId);
}

/**
 * The merchant's white-label switch for the module is on (for several modules: any of them); otherwise
 * permission.denied (a missing switch is off).
 */
export const requireSwitch = (...moduleIds: [string, ...string[]]) =>
  createMiddleware<GatewayEnv>(async (c, next) => {
    if (!moduleIds.some((moduleId) => switchEnabled(c, moduleId))) return failure(c, 403, 'permission.denied');
    await next();
  });

export function setting(c: GatewayContext, name: string): string | undefined {
  return merchantSetting(c.get('services').db, c.get('merchant').code, name);
}

/** Answers `429 rate.limited` with the seconds to wait in Retry-After. */
export function rateLimited(c: GatewayContext, waitMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return failure(c, 429, 'rate.limited');
}

/**
 * Counts the request against a limit (docs/decisions.md, "Rate limits"), per address unless `subject` names another
 * key; over it, `429 rate.limited` with Retry-After.
 */
export const limit = (kind: keyof RateLimits, subject: (c: GatewayContext) => string = (c) => c.get('clientIp')) =>
  createMiddleware<GatewayEnv>(async (c, next) => {
    const wait = c.get('services').limiter.hit(kind, subject(c));
    if (wait) return rateLimited(c, wait);
    await next();
  });

/** The merchant restricts the caller's region: the operation answers `403 region.restricted`. */
export const refuseRestrictedRegion = createMiddleware<GatewayEnv>(async (c, next) => {
  if (c.get('merchant').region_restriction === 1) return failure(c, 403, 'region.restricted');
  await next();
});
