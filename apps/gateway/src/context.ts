import type { Context } from 'hono';
import type { Database } from './db/database.ts';
import type { RateLimiter } from './http/rateLimit.ts';
import type { ResponseCache } from './http/responseCache.ts';
import type { SessionMember } from './http/session.ts';
import type { KeyRing } from './security/encryption.ts';

export interface MerchantRow {
  code: string;
  name: string;
  maintenance: number;
  region_restriction: number;
  age_threshold: number;
  currency: string;
}

/** What only a development gateway keeps: the answers a tester would otherwise read off a screen. */
export interface DevState {
  latestCaptcha?: { captchaId: string; answer: string; merchant: string; createdAt: number };
}

export interface Services {
  db: Database;
  keyRing: KeyRing;
  limiter: RateLimiter;
  cache: ResponseCache;
  now: () => number;
  /** Seals customer-service paths; rotated with each start. */
  servicePathKey: Buffer;
  /** Present only when the gateway runs with its development endpoints. */
  dev?: DevState;
}

export interface GatewayEnv {
  Variables: {
    services: Services;
    merchant: MerchantRow;
    clientIp: string;
    session: SessionMember;
  };
}

export type GatewayContext = Context<GatewayEnv>;
