import type { Database } from '../database.ts';

/** Records a reset link for a member, and retires the member's earlier ones: only the newest link works. */
export function insertPasswordReset(
  db: Database,
  reset: { tokenHash: string; memberId: number; merchant: string; now: number; expiresAt: number },
): void {
  db.prepare('UPDATE password_reset SET used_at = ? WHERE member_id = ? AND used_at IS NULL').run(
    reset.now,
    reset.memberId,
  );
  db.prepare('DELETE FROM password_reset WHERE expires_at <= ?').run(reset.now);
  db.prepare(
    `INSERT INTO password_reset (token_hash, member_id, merchant_code, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(reset.tokenHash, reset.memberId, reset.merchant, reset.now, reset.expiresAt);
}

/** The member of a live (unspent, unexpired) reset link of this merchant. */
export function liveResetMember(db: Database, tokenHash: string, merchant: string, now: number): number | undefined {
  const row = db
    .prepare(
      `SELECT member_id FROM password_reset WHERE token_hash = ? AND merchant_code = ? AND used_at IS NULL
         AND expires_at > ?`,
    )
    .get(tokenHash, merchant, now);
  return row ? Number(row.member_id) : undefined;
}

/** Spends a live link; false when it was spent (or expired) in the meantime. */
export function spendPasswordReset(db: Database, tokenHash: string, now: number): boolean {
  return (
    db
      .prepare('UPDATE password_reset SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
      .run(now, tokenHash, now).changes === 1
  );
}
