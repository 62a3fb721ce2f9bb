import { createHash, randomInt } from 'node:crypto';
import type { Database } from '../db/database.ts';

/**
 * A code lives 2 minutes; the client counts down to that expiry and a new code is refused before it. Five wrong
 * tries spend a code.
 */
export const SMS_CODE_TTL_MS = 120_000;
const MAX_ATTEMPTS = 5;

export type SmsPurpose = 'login' | 'register' | 'password';

export interface Mobile {
  dialingCode: string;
  mobileNum: string;
}

/** Dialling codes are stored without their plus sign: "+60" and "60" are the same country. */
export function normaliseDialingCode(code: string): string {
  return code.replace(/^\+/, '');
}

function hashCode(id: number | bigint, code: string): string {
  return createHash('sha256').update(`${id}\n${code}`).digest('base64url');
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: 'login',
  register: 'registration',
  password: 'password reset',
};

/**
 * What the phone receives for a send. `code`: the code. `silent`: nothing (a number with no account asked for a login
 * or recovery code). `registered`: a notice that the number already has an account, no code (a registration code
 * asked for a registered number). The answer is the same in every case, so a send does not tell whether a number
 * has an account (docs/decisions.md, "Uniform answers").
 */
export type Delivery = 'code' | 'silent' | 'registered';

export function sendSmsCode(
  db: Database,
  merchant: string,
  mobile: Mobile,
  purpose: SmsPurpose,
  now: number,
  delivery: Delivery = 'code',
): { ok: true; expirationTime: number } | { ok: false; retryAt: number } {
  const pending = db
    .prepare(
      `SELECT expires_at FROM sms_code WHERE merchant_code = ? AND dialing_code = ? AND mobile_num = ? AND purpose = ?
         AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`,
    )
    .get(merchant, mobile.dialingCode, mobile.mobileNum, purpose, now);
  if (pending) return { ok: false, retryAt: Number(pending.expires_at) };
  // A code is stored whatever the delivery, so that the resend refusal is the same for every number; one nobody
  // received cannot be given back.
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expirationTime = now + SMS_CODE_TTL_MS;
  const inserted = db
    .prepare(
      `INSERT INTO sms_code (merchant_code, dialing_code, mobile_num, purpose, code_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, '', ?, ?)`,
    )
    .run(merchant, mobile.dialingCode, mobile.mobileNum, purpose, now, expirationTime);
  db.prepare('UPDATE sms_code SET code_hash = ? WHERE id = ?').run(
    hashCode(inserted.lastInsertRowid, code),
    inserted.lastInsertRowid,
  );
  if (delivery === 'silent') return { ok: true, expirationTime };
  const message =
    delivery === 'code'
      ? {
          subject: `Your ${PURPOSE_TEXT[purpose]} code`,
          body: `Your ${PURPOSE_TEXT[purpose]} code is ${code}. It expires in 2 minutes. Never share it.`,
          code,
        }
      : {
          subject: 'Your number is already registered',
          body: 'Someone asked to register an account with this number, which already has one. Log in, or reset your password if you forgot it. If it was not you, ignore this message.',
          code: null,
        };
  db.prepare(
    `INSERT INTO outbox (merchant_code, channel, recipient, subject, body, code, created_at)
     VALUES (?, 'sms', ?, ?, ?, ?, ?)`,
  ).run(merchant, `+${mobile.dialingCode} ${mobile.mobileNum}`, message.subject, message.body, message.code, now);
  return { ok: true, expirationTime };
}

/**
 * Checks a code against the newest live code for the number and purpose, without spending a right one (the caller
 * spends it with `spendSmsCode` once nothing else can refuse the request). A wrong one counts a try; five spend it.
 */
export function checkSmsCode(
  db: Database,
  merchant: string,
  mobile: Mobile,
  purpose: SmsPurpose,
  code: string,
  now: number,
): { ok: true; id: number } | { ok: false } {
  const row = db
    .prepare(
      `SELECT id, code_hash, attempts FROM sms_code WHERE merchant_code = ? AND dialing_code = ? AND mobile_num = ?
         AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1`,
    )
    .get(merchant, mobile.dialingCode, mobile.mobileNum, purpose, now);
  if (!row) return { ok: false };
  const id = Number(row.id);
  if (row.code_hash === hashCode(id, code)) return { ok: true, id };
  const attempts = Number(row.attempts) + 1;
  db.prepare('UPDATE sms_code SET attempts = ?, used_at = CASE WHEN ? >= ? THEN ? ELSE used_at END WHERE id = ?').run(
    attempts,
    attempts,
    MAX_ATTEMPTS,
    now,
    id,
  );
  return { ok: false };
}

/** Spends a checked code; false when another request spent it first. */
export function spendSmsCode(db: Database, id: number, now: number): boolean {
  return db.prepare('UPDATE sms_code SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, id).changes === 1;
}

/** Spends every live code of the number and purpose (its wrong-code limit is spent). */
export function spendLiveSmsCodes(db: Database, merchant: string, mobile: Mobile, purpose: SmsPurpose, now: number) {
  db.prepare(
    `UPDATE sms_code SET used_at = ? WHERE merchant_code = ? AND dialing_code = ? AND mobile_num = ? AND purpose = ?
       AND used_at IS NULL AND expires_at > ?`,
  ).run(now, merchant, mobile.dialingCode, mobile.mobileNum, purpose, now);
}

/** Checks and spends the newest live code for the number and purpose. */
export function consumeSmsCode(
  db: Database,
  merchant: string,
  mobile: Mobile,
  purpose: SmsPurpose,
  code: string,
  now: number,
): boolean {
  const checked = checkSmsCode(db, merchant, mobile, purpose, code, now);
  return checked.ok && spendSmsCode(db, checked.id, now);
}
