import { createMiddleware } from 'hono/factory';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { failure } from '../envelope.ts';
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

/** Trial (type 4) sessions may not use the operation. */
export const forbidTrial = createMiddleware<GatewayEnv>(async (c, next) => {
  if (c.get('session').type === 4) return failure(c, 403, 'trial.forbidden');
  await next();
});

export function switchEnabled(c: GatewayContext, moduleId: string): boolean {
  const row = c
    .get('services')
    .db.prepare('SELECT enabled FROM merchant_switch WHERE merchant_code = ? AND module_id = ?')
    .get(c.get('merchant').code, moduleId);
  return Number(row?.enabled) === 1;
}

/** The merchant's white-label switch for the module is on; otherwise permission.denied (a missing switch is off). */
export const requireSwitch = (moduleId: string) =>
  createMiddleware<GatewayEnv>(async (c, next) => {
    if (!switchEnabled(c, moduleId)) return failure(c, 403, 'permission.denied');
    await next();
  });

export function setting(c: GatewayContext, name: string): string | undefined {
  const row = c
    .get('services')
    .db.prepare('SELECT value FROM merchant_setting WHERE merchant_code = ? AND name = ?')
    .get(c.get('merchant').code, name);
  return row ? String(row.value) : undefined;
}

/** Answers a spent per-address limit with 429 rate.limited and a Retry-After. */
export function limited(c: GatewayContext, kind: 'login' | 'sms' | 'captcha' | 'email') {
  const wait = c.get('services').limiter.hit(kind, c.get('clientIp'));
  if (!wait) return undefined;
  c.header('Retry-After', String(Math.ceil(wait / 1000)));
  return failure(c, 429, 'rate.limited');
}
