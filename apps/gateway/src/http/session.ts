import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** A session lives 2 hours from its last renewal; renewing (explicitly or by use) pushes the expiry out. */
export const SESSION_TTL_MS = 2 * 3_600_000;
/** Use renews a session only once this much of it has passed, so reads do not write on every request. */
const RENEW_AFTER_MS = 10 * 60_000;

export interface SessionMember {
  token: string;
  expiresAt: number;
  memberId: number;
  username: string;
  type: number;
  merchantCode: string;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function openSession(db: Database, memberId: number, merchantCode: string, now: number): SessionMember {
  const token = newToken();
  const expiresAt = now + SESSION_TTL_MS;
  db.prepare(
    'INSERT INTO session (token, member_id, merchant_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(token, memberId, merchantCode, now, expiresAt);
  const member = db.prepare('SELECT username, type FROM member WHERE id = ?').get(memberId);
  return { token, expiresAt, memberId, username: String(member?.username), type: Number(member?.type), merchantCode };
}

export type SessionLookup =
  | { ok: true; session: SessionMember }
  | { ok: false; code: 'auth.required' | 'token.invalid' | 'session.expired' };

/**
 * Finds the session of a token for a merchant. A token of another merchant is as unknown as a made-up one: the
 * answer must not tell an attacker that the token exists elsewhere.
 */
export function findSession(db: Database, token: string | undefined, merchantCode: string, now: number): SessionLookup {
  if (!token) return { ok: false, code: 'auth.required' };
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, code: 'token.invalid' };
  const row = db
    .prepare(
      `SELECT s.token, s.expires_at, s.member_id, m.username, m.type, m.status
       FROM session s JOIN member m ON m.id = s.member_id
       WHERE s.token = ? AND s.merchant_code = ?`,
    )
    .get(token, merchantCode);
  if (!row) return { ok: false, code: 'token.invalid' };
  if (Number(row.expires_at) <= now || row.status !== 'active') {
    db.prepare('DELETE FROM session WHERE token = ?').run(token);
    return { ok: false, code: 'session.expired' };
  }
  let expiresAt = Number(row.expires_at);
  if (expiresAt - now < SESSION_TTL_MS - RENEW_AFTER_MS) expiresAt = renewSession(db, token, now);
  return {
    ok: true,
    session: {
      token,
      expiresAt,
      memberId: Number(row.member_id),
      username: String(row.username),
      type: Number(row.type),
      merchantCode,
    },
  };
}

export function renewSession(db: Database, token: string, now: number): number {
  const expiresAt = now + SESSION_TTL_MS;
  db.prepare('UPDATE session SET expires_at = ? WHERE token = ?').run(expiresAt, token);
  return expiresAt;
}

export function closeSession(db: Database, token: string): void {
  db.prepare('DELETE FROM session WHERE token = ?').run(token);
}
