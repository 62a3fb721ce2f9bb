import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { DEVICE } from '@wl/domain/constants';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { DevState, GatewayEnv, MerchantRow, Services } from './context.ts';
import type { Database } from './db/database.ts';
import { deleteTrialsBefore } from './db/queries/members.ts';
import { merchantByCode } from './db/queries/merchants.ts';
import { failure } from './envelope.ts';
import { compressPublicReads } from './http/compression.ts';
import { refuseCrossSite } from './http/crossSite.ts';
import { rateLimited } from './http/guards.ts';
import { securityHeaders } from './http/headers.ts';
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from './http/rateLimit.ts';
import { ResponseCache } from './http/responseCache.ts';
import { TRIAL_TTL_MS } from './http/session.ts';
import { isMultipart, MAX_UPLOAD_BODY_BYTES } from './http/uploads.ts';
import { agentRoutes } from './routes/agent.ts';
import { appIconRoutes } from './routes/appIcon.ts';
import { artRoutes } from './routes/art.ts';
import { chatRoutes } from './routes/chat.ts';
import { contentRoutes } from './routes/content.ts';
import { devRoutes } from './routes/dev.ts';
import { gameRoutes } from './routes/games.ts';
import { lgwRoutes } from './routes/lgw.ts';
import { memberRoutes } from './routes/member.ts';
import { passwordRoutes } from './routes/password.ts';
import { passwordResetPageRoutes } from './routes/passwordResetPage.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { registrationRoutes } from './routes/registration.ts';
import { sessionRoutes, TRIAL_SUFFIX } from './routes/session.ts';
import { smsRoutes } from './routes/sms.ts';
import { systemRoutes } from './routes/system.ts';
import { type KeyRing, sharedKeyRing } from './security/encryption.ts';

export type { GatewayEnv, MerchantRow } from './context.ts';

export const MAX_BODY_BYTES = 64 * 1024;
/** A longer URL is refused with 414; the Node server refuses one past its header limit itself (http/nodeServer.ts). */
export const MAX_URL_LENGTH = 8 * 1024;

export interface AppOptions {
  db: Database;
  /** The /__dev endpoints: for local runs and tests, never in production. */
  devEndpoints?: boolean;
  /** Overrides of the per-address limits (the benchmark raises them; tests lower them). */
  limits?: Partial<RateLimits>;
  keyRing?: KeyRing;
  /** The clock, in milliseconds since the epoch; tests move it. */
  now?: () => number;
  /**
   * Where players reach this gateway, for links it sends (the e-mail recovery link). Never read from a request's Host
   * header, which the sender chooses.
   */
  publicUrl?: string | (() => string);
}

/** The calls that take images (multipart/form-data). */
const UPLOAD_PATHS = new Set(['/wps/member/promotions/apply', '/wps/member/feedback']);

/** Paths that keep answering while the merchant is under maintenance: what the maintenance page itself needs. */
const OPEN_IN_MAINTENANCE = new Set([
  '/wps/system/status',
  '/wps/system/public-key',
  '/wps/system/whitelabel',
  '/wps/system/customer-service',
  '/wps/system/download-links',
]);
/** The stand-in game page is opened by the browser itself, which sends no platform headers. */
const GAME_PAGE = /^\/lgw\/games\/play\//;
/** The Device header's values (the contract's `device` scheme). */
const DEVICES = new Set(Object.values(DEVICE).map(String));

/** The address `node src/server.ts` listens on by default. */
const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:8787';

export function createApp(options: AppOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const dev: DevState | undefined = options.devEndpoints ? {} : undefined;
  const services: Services = {
    db,
    keyRing: options.keyRing ?? sharedKeyRing(),
    limiter: new RateLimiter({ ...DEFAULT_LIMITS, ...options.limits }, now),
    cache: new ResponseCache(),
    now,
    publicUrl:
      typeof options.publicUrl === 'function'
        ? options.publicUrl
        : () => String(options.publicUrl ?? DEFAULT_PUBLIC_URL),
    servicePathKey: randomBytes(32),
    ...(dev ? { dev } : {}),
  };
  const app = new Hono<GatewayEnv>();
  deleteTrialsBefore(db, now() - TRIAL_TTL_MS);

  /** Every /wps and /lgw call names a known merchant; its row rides along for the handlers. */
  const resolveMerchant = createMiddleware<GatewayEnv>(async (c, next) => {
    const ip = clientIp(c);
    c.set('clientIp', ip);
    if (GAME_PAGE.test(c.req.path)) return next();
    // Trial sessions carry the merchant code with a suffix (FreePlayValue.merchantCode); they belong to the merchant.
    const code = c.req.header('Merchant')?.replace(new RegExp(`${TRIAL_SUFFIX}$`), '');
    const merchant: MerchantRow | undefined = code ? merchantByCode(db, code) : undefined;
    if (!merchant) return failure(c, 400, 'merchant.unknown');
    const wait = services.limiter.hit('request', ip);
    if (wait) return rateLimited(c, wait);
    const device = c.req.header('Device');
    if (!device || !DEVICES.has(device)) {
      return failure(c, 400, 'request.invalid', `Device: expected one of ${[...DEVICES].join(', ')}`);
    }
    c.set('merchant', merchant);
    if (merchant.maintenance === 1 && !OPEN_IN_MAINTENANCE.has(c.req.path)) {
      return failure(c, 503, 'system.maintenance');
    }
    await next();
  });

  app.use('*', securityHeaders);
  app.use('*', compressPublicReads());
  app.use('*', async (c, next) => {
    if (c.req.url.length > MAX_URL_LENGTH) return failure(c, 414, 'request.uri.too.long');
    await next();
  });
  app.use('*', refuseCrossSite);
  const jsonLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => failure(c, 413, 'request.too.large') });
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => failure(c, 413, 'request.too.large'),
  });
  // Only the calls that take images read a multipart body larger than 64 kB.
  app.use('*', (c, next) => (UPLOAD_PATHS.has(c.req.path) && isMultipart(c) ? uploadLimit : jsonLimit)(c, next));
  app.use('*', async (c, next) => {
    c.set('services', services);
    await next();
  });
  app.use('/wps/*', resolveMerchant);
  app.use('/lgw/*', resolveMerchant);

  app.route('/', systemRoutes);
  app.route('/', contentRoutes);
  app.route('/', promotionRoutes);
  app.route('/', sessionRoutes);
  app.route('/', smsRoutes);
  app.route('/', registrationRoutes);
  app.route('/', passwordRoutes);
  app.route('/', memberRoutes);
  app.route('/', gameRoutes);
  app.route('/', chatRoutes);
  app.route('/', agentRoutes);
  app.route('/', lgwRoutes);
  app.route('/', passwordResetPageRoutes);
  app.route('/', artRoutes);
  app.route('/', appIconRoutes);
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
