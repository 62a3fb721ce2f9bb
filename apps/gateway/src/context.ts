import type { Context } from 'hono';
import type { Database } from './db/database.ts';
import type { RateLimiter } from './http/rateLimit.ts';
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

/**
 * Serialised answers of read-only calls, kept until `expiresAt`. Declared here so the services need not import
 * their implementation (http/responseCache.ts), which reads this context.
 */
export interface AnswerCache {
  get(key: string, now: number): string | undefined;
  set(key: string, json: string, expiresAt: number): void;
  clear(): void;
}

export interface Services {
  db: Database;
  keyRing: KeyRing;
  limiter: RateLimiter;
  cache: AnswerCache;
  now: () => number;
  /** Where players reach this gateway (no trailing slash), for the links it sends. */
  publicUrl: () => string;
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
