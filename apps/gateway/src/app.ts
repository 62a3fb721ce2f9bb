import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { DevState, GatewayEnv, MerchantRow, Services } from './context.ts';
import type { Database } from './db/database.ts';
import { failure } from './envelope.ts';
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from './http/rateLimit.ts';
import { devRoutes } from './routes/dev.ts';
import { systemRoutes } from './routes/system.ts';
import { type KeyRing, sharedKeyRing } from './security/encryption.ts';

export type { GatewayEnv, MerchantRow } from './context.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  db: Database;
  /** The /__dev endpoints: for local runs and tests, never in production. */
  devEndpoints?: boolean;
  /** Overrides of the per-address limits (the benchmark raises them; tests lower them). */
  limits?: Partial<RateLimits>;
  keyRing?: KeyRing;
  /** The clock, in milliseconds since the epoch; tests move it. */
  now?: () => number;
}

/** Paths that keep answering while the merchant is under maintenance or the region is restricted. */
const ALWAYS_OPEN = new Set(['/wps/system/status', '/wps/system/whitelabel', '/wps/system/public-key']);

export function createApp(options: AppOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const dev: DevState | undefined = options.devEndpoints ? {} : undefined;
  const services: Services = {
    db,
    keyRing: options.keyRing ?? sharedKeyRing(),
    limiter: new RateLimiter({ ...DEFAULT_LIMITS, ...options.limits }, now),
    now,
    servicePathKey: randomBytes(32),
    ...(dev ? { dev } : {}),
  };
  const app = new Hono<GatewayEnv>();
  const findMerchant = db.prepare('SELECT * FROM merchant WHERE code = ?');

  /** Every /wps and /lgw call names a known merchant; its row rides along for the handlers. */
  const resolveMerchant = createMiddleware<GatewayEnv>(async (c, next) => {
    const code = c.req.header('Merchant');
    const merchant = code ? (findMerchant.get(code) as MerchantRow | undefined) : undefined;
    if (!merchant) return failure(c, 400, 'merchant.unknown');
    const ip = clientIp(c);
    const wait = services.limiter.hit('request', ip);
    if (wait) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return failure(c, 429, 'request.rate.limited');
    }
    c.set('merchant', merchant);
    c.set('clientIp', ip);
    if (!ALWAYS_OPEN.has(c.req.path)) {
      if (merchant.maintenance === 1) return failure(c, 503, 'system.maintenance');
      if (merchant.region_restriction === 1) return failure(c, 403, 'system.region.restricted');
    }
    await next();
  });

  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => failure(c, 413, 'request.too.large') }));
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('/wps/*', resolveMerchant);
  app.use('/lgw/*', resolveMerchant);

  app.route('/', systemRoutes);
  if (dev) app.route('/', devRoutes);

  app.notFound((c) => failure(c, 404, 'route.not.found'));
  app.onError((error, c) => {
    console.error(error);
    return failure(c, 500, 'unknown.error');
  });
  return app;
}

function clientIp(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return '127.0.0.1';
  }
}
