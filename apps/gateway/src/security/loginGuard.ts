import type { Database } from '../db/database.ts';
import type { Mobile } from './smsCodes.ts';

/**
 * Login failures, counted per account and per address in the database so that a restart does not wipe them.
 * A few failures ask for a captcha; many lock the account (or address) for a while.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;
export const CAPTCHA_AFTER = { account: 3, address: 10 } as const;
export const LOCK_AFTER = { account: 10, address: 50 } as const;

type Scope = keyof typeof CAPTCHA_AFTER;

/** How an account is named in the failure counts: by user name (any case), or by dialling code and number. */
export const accountKey = {
  username: (username: string) => `u:${username.toLowerCase()}`,
  mobile: (mobile: Mobile) => `m:${mobile.dialingCode}:${mobile.mobileNum}`,
};

export interface GuardState {
  captchaRequired: boolean;
  lockedForMs: number;
}

function failures(db: Database, merchant: string, scope: Scope, subject: string, now: number) {
  const row = db
    .prepare(
      'SELECT count, window_start, locked_until FROM login_failure WHERE merchant_code = ? AND scope = ? AND subject = ?',
    )
    .get(merchant, scope, subject);
  if (!row) return { count: 0, lockedUntil: 0 };
  const lockedUntil = Number(row.locked_until);
  const fresh = Number(row.window_start) + FAILURE_WINDOW_MS > now;
  return { count: fresh ? Number(row.count) : 0, lockedUntil };
}

export function guardState(db: Database, merchant: string, account: string, address: string, now: number): GuardState {
  const byAccount = failures(db, merchant, 'account', account, now);
  const byAddress = failures(db, merchant, 'address', address, now);
  return {
    captchaRequired: byAccount.count >= CAPTCHA_AFTER.account || byAddress.count >= CAPTCHA_AFTER.address,
    lockedForMs: Math.max(0, byAccount.lockedUntil - now, byAddress.lockedUntil - now),
  };
}

/**
 * Counts a failed attempt. A wrong password or code counts for the account and the address; a wrong captcha only for
 * the address, since anyone can send one for any account, and an account's count must not be anyone's to raise
 * without knowing something of it.
 */
export function recordFailure(
  db: Database,
  merchant: string,
  account: string | undefined,
  address: string,
  now: number,
): void {
  const upsert = db.prepare(
    `INSERT INTO login_failure (merchant_code, scope, subject, count, window_start, locked_until)
     VALUES (?, ?, ?, 1, ?, 0)
     ON CONFLICT (merchant_code, scope, subject) DO UPDATE SET
       count = CASE WHEN window_start + ? > ? THEN count + 1 ELSE 1 END,
       window_start = CASE WHEN window_start + ? > ? THEN window_start ELSE ? END
     RETURNING count`,
  );
  const lock = db.prepare(
    'UPDATE login_failure SET locked_until = ? WHERE merchant_code = ? AND scope = ? AND subject = ?',
  );
  const subjects: [Scope, string][] = account === undefined ? [] : [['account', account]];
  subjects.push(['address', address]);
  for (const [scope, subject] of subjects) {
    const row = upsert.get(merchant, scope, subject, now, FAILURE_WINDOW_MS, now, FAILURE_WINDOW_MS, now, now);
    if (Number(row?.count) >= LOCK_AFTER[scope]) lock.run(now + LOCK_MS, merchant, scope, subject);
  }
}

/** A successful login clears the account's count; the address keeps its own, or one good account would launder it. */
export function clearAccountFailures(db: Database, merchant: string, account: string): void {
  db.prepare("DELETE FROM login_failure WHERE merchant_code = ? AND scope = 'account' AND subject = ?").run(
    merchant,
    account,
  );
}
