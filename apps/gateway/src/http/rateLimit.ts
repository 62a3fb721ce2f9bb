/**
 * Fixed-window counters in memory. Limits protect this process; they need no persistence, and a restart giving
 * everyone a fresh window is harmless. Login failures, which must outlive a restart, live in the database.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Any /wps or /lgw request, per address. */
  request: Limit;
  /** Login, free play and register attempts, per address. */
  login: Limit;
  /** Calls that send or check an SMS code, per address. */
  sms: Limit;
  /** Captcha images drawn, per address. */
  captcha: Limit;
  /** E-mail recovery messages, per address. */
  email: Limit;
  /** Wrong SMS codes given to set a password by phone, per number (across addresses). */
  smsFailure: Limit;
  /** Trial accounts opened by free play, per address. */
  trial: Limit;
}

export const DEFAULT_LIMITS: RateLimits = {
  request: { max: 1200, windowMs: 60_000 },
  login: { max: 30, windowMs: 60_000 },
  sms: { max: 5, windowMs: 600_000 },
  captcha: { max: 60, windowMs: 60_000 },
  email: { max: 5, windowMs: 600_000 },
  smsFailure: { max: 5, windowMs: 600_000 },
  trial: { max: 5, windowMs: 3_600_000 },
};

export class RateLimiter {
  readonly #limits: RateLimits;
  readonly #now: () => number;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(limits: RateLimits, now: () => number) {
    this.#limits = limits;
    this.#now = now;
  }

  /** Counts one hit; answers the milliseconds to wait when the limit is spent, else 0. */
  hit(kind: keyof RateLimits, subject: string): number {
    const { max, windowMs } = this.#limits[kind];
    const now = this.#now();
    const key = `${kind}\n${subject}`;
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.#windows.size > 50_000) this.#sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count++;
    return window.count > max ? window.resetAt - now : 0;
  }

  /** The milliseconds to wait when the limit is already spent, without counting a hit; else 0. */
  spent(kind: keyof RateLimits, subject: string): number {
    const window = this.#windows.get(`${kind}\n${subject}`);
    const now = this.#now();
    if (!window || window.resetAt <= now) return 0;
    return window.count >= this.#limits[kind].max ? window.resetAt - now : 0;
  }

  reset(): void {
    this.#windows.clear();
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }
}
