import { loginRefusal } from '@wl/domain/roles';
import { createMiddleware } from 'hono/factory';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { setting as merchantSetting, switchEnabled as merchantSwitch } from '../db/queries/merchants.ts';
import { failure } from '../envelope.ts';
import { accountKey, clearAccountFailures, guardState, recordFailure } from '../security/loginGuard.ts';
import { verifyPassword } from '../security/passwords.ts';
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

/** Answers `429 login.locked` with the seconds until the lock ends in Retry-After. */
export function loginLocked(c: GatewayContext, lockedForMs: number) {
  c.header('Retry-After', String(Math.max(1, Math.ceil(lockedForMs / 1000))));
  return failure(c, 429, 'login.locked');
}

/**
 * Checks the login password that an operation asks for again (changing the password, resetting the payment
 * password). It is guessed as a login is, so it is counted as one (docs/decisions.md, "Login failures"): a wrong one
 * counts for the account and the address, and while either is locked every attempt answers `429 login.locked`, the
 * right password too. The right one clears the account's count, as a login does. Answers the refusal, if any.
 */
export function checkLoginPassword(
  c: GatewayContext,
  member: { username: string; password_hash: string },
  password: string,
): Promise<Response | undefined> {
  return checkGuessedSecret(c, member.username, password, member.password_hash, 'password.old.wrong');
}

/**
 * Checks a secret of the account that a session holder types again (the login password, the current payment
 * password): guessing it is counted with the account's login failures, so neither can be tried more often than a
 * login can. `wrong` is the error code of a wrong one while nothing is locked.
 */
export async function checkGuessedSecret(
  c: GatewayContext,
  username: string,
  given: string,
  hash: string,
  wrong: 'password.old.wrong' | 'payment.password.wrong',
): Promise<Response | undefined> {
  const { db, now } = c.get('services');
  const merchant = c.get('merchant').code;
  const account = accountKey.username(username);
  const address = c.get('clientIp');
  const before = guardState(db, merchant, account, address, now());
  if (before.lockedForMs > 0) return loginLocked(c, before.lockedForMs);
  if (await verifyPassword(given, hash)) {
    clearAccountFailures(db, merchant, account);
    return undefined;
  }
  recordFailure(db, merchant, account, address, now());
  const after = guardState(db, merchant, account, address, now());
  if (after.lockedForMs > 0) return loginLocked(c, after.lockedForMs);
  return failure(c, 400, wrong);
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
