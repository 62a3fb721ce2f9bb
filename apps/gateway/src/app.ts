import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Database } from './db/database.ts';
import { failure } from './envelope.ts';
import { systemRoutes } from './routes/system.ts';

export const MAX_BODY_BYTES = 64 * 1024;

export interface MerchantRow {
  code: string;
  name: string;
  maintenance: number;
  region_restriction: number;
  age_threshold: number;
  currency: string;
}

export interface GatewayEnv {
  Variables: { db: Database; merchant: MerchantRow; clientIp: string };
}

export interface AppOptions {
  db: Database;
  /** The /__dev endpoints: for local runs and tests, never in production. */
  devEndpoints?: boolean;
}

export function createApp({ db }: AppOptions) {
  const app = new Hono<GatewayEnv>();
  const findMerchant = db.prepare('SELECT * FROM merchant WHERE code = ?');

  /** Every /wps and /lgw call names a known merchant; its row rides along for the handlers. */
  const resolveMerchant = createMiddleware<GatewayEnv>(async (c, next) => {
    const code = c.req.header('Merchant');
    const merchant = code ? (findMerchant.get(code) as MerchantRow | undefined) : undefined;
    if (!merchant) return failure(c, 400, 'merchant.unknown');
    c.set('db', db);
    c.set('merchant', merchant);
    c.set('clientIp', clientIp(c));
    await next();
  });

  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => failure(c, 413, 'request.too.large') }));

  app.use('/wps/*', resolveMerchant);
  app.use('/lgw/*', resolveMerchant);

  app.route('/', systemRoutes);

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
