import type { Database } from '../database.ts';

export function insertSession(
  db: Database,
  session: { token: string; memberId: number; merchant: string; createdAt: number; expiresAt: number },
): void {
  db.prepare(
    'INSERT INTO session (token, member_id, merchant_code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(session.token, session.memberId, session.merchant, session.createdAt, session.expiresAt);
}

export interface SessionRow {
  token: string;
  expires_at: number;
  member_id: number;
  username: string;
  type: number;
  status: string;
  /** When the member was made (a trial ends a day after). */
  created_at: number;
}

/** A token's session of this merchant, with its member. */
export function sessionByToken(db: Database, token: string, merchant: string): SessionRow | undefined {
  return db
    .prepare(
      `SELECT s.token, s.expires_at, s.member_id, m.username, m.type, m.status, m.created_at
       FROM session s JOIN member m ON m.id = s.member_id
       WHERE s.token = ? AND s.merchant_code = ?`,
    )
    .get(token, merchant) as SessionRow | undefined;
}

export function setSessionExpiry(db: Database, token: string, expiresAt: number): void {
  db.prepare('UPDATE session SET expires_at = ? WHERE token = ?').run(expiresAt, token);
}

export function deleteSession(db: Database, token: string): void {
  db.prepare('DELETE FROM session WHERE token = ?').run(token);
}

/** Every session of a member but the one of `keep`, when given. */
export function deleteMemberSessions(db: Database, memberId: number, keep?: string): void {
  db.prepare('DELETE FROM session WHERE member_id = ? AND token <> ?').run(memberId, keep ?? '');
}
