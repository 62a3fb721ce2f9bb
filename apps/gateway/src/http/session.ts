import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { deleteTrial, memberById } from '../db/queries/members.ts';
import {
  deleteMemberSessions,
  deleteSession,
  insertSession,
  sessionByToken,
  setSessionExpiry,
} from '../db/queries/sessions.ts';

/** A session lives 2 hours from its last renewal; renewing (explicitly or by use) pushes the expiry out. */
export const SESSION_TTL_MS = 2 * 3_600_000;
/** Use renews a session only once this much of it has passed, so reads do not write on every request. */
const RENEW_AFTER_MS = 10 * 60_000;
/** A trial account, and every session of it, lasts 24 hours from its creation, renewed or not. */
export const TRIAL_TTL_MS = 24 * 3_600_000;

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
  insertSession(db, { token, memberId, merchant: merchantCode, createdAt: now, expiresAt });
  const member = memberById(db, memberId);
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
  const row = sessionByToken(db, token, merchantCode);
  if (!row) return { ok: false, code: 'token.invalid' };
  if (Number(row.type) === 4 && Number(row.created_at) + TRIAL_TTL_MS <= now) {
    // The trial is over: the account goes, and its sessions with it.
    deleteTrial(db, Number(row.member_id));
    return { ok: false, code: 'session.expired' };
  }
  if (Number(row.expires_at) <= now || row.status !== 'active') {
    deleteSession(db, token);
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
  setSessionExpiry(db, token, expiresAt);
  return expiresAt;
}

export function closeSession(db: Database, token: string): void {
  deleteSession(db, token);
}

/** Ends every session of a member, but the one of `keep` when given (a password change keeps its own device). */
export function closeMemberSessions(db: Database, memberId: number, keep?: string): void {
  deleteMemberSessions(db, memberId, keep);
}
