import type { Mobile } from '../../security/smsCodes.ts';
import type { Database } from '../database.ts';

/** What login, free play and the recovery flows read of an account. */
export interface AccountRow {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  status: string;
  first_time_login: number;
  created_at: number;
}

/** The whole member row, as the member centre reads it. */
export interface MemberRecord {
  id: number;
  username: string;
  type: number;
  nickname: string | null;
  email: string | null;
  payee_name: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  birthday: string | null;
  head_icon: string | null;
  payment_password_hash: string | null;
  password_hash: string;
  balance_cents: number;
  vip_level: number;
  rank_label_id: string;
  rank_completed: number;
  rank_total: number;
}

const ACCOUNT_COLUMNS = 'id, username, password_hash, type, status, first_time_login, created_at';

export function accountByUsername(db: Database, merchant: string, username: string): AccountRow | undefined {
  return db
    .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM member WHERE merchant_code = ? AND username = ?`)
    .get(merchant, username) as AccountRow | undefined;
}

/** The account a number belongs to; trial accounts have no number. */
export function accountByMobile(db: Database, merchant: string, mobile: Mobile): AccountRow | undefined {
  return db
    .prepare(
      `SELECT ${ACCOUNT_COLUMNS} FROM member
       WHERE merchant_code = ? AND dialing_code = ? AND mobile_num = ? AND type <> 4 ORDER BY id LIMIT 1`,
    )
    .get(merchant, mobile.dialingCode, mobile.mobileNum) as AccountRow | undefined;
}

/** An active, non-trial account whose user name and e-mail are both these (e-mail recovery). */
export function accountByUsernameAndEmail(
  db: Database,
  merchant: string,
  username: string,
  email: string,
): AccountRow | undefined {
  return db
    .prepare(
      `SELECT ${ACCOUNT_COLUMNS} FROM member WHERE merchant_code = ? AND username = ? AND email = ?
         AND status = 'active' AND type <> 4`,
    )
    .get(merchant, username, email) as AccountRow | undefined;
}

export function memberById(db: Database, id: number): MemberRecord | undefined {
  return db.prepare('SELECT * FROM member WHERE id = ?').get(id) as MemberRecord | undefined;
}

export function usernameTaken(db: Database, merchant: string, username: string): boolean {
  return (
    db.prepare('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?').get(merchant, username) !== undefined
  );
}

/** The first login is reported once. */
export function markFirstLoginDone(db: Database, id: number): void {
  db.prepare('UPDATE member SET first_time_login = 0 WHERE id = ?').run(id);
}

export function setPasswordHash(db: Database, id: number, hash: string): void {
  db.prepare('UPDATE member SET password_hash = ? WHERE id = ?').run(hash, id);
}

export function setPaymentPasswordHash(db: Database, id: number, hash: string): void {
  db.prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?').run(hash, id);
}

/** The profile fields a member sets from the member centre, each its own column. */
export type ProfileColumn = 'head_icon' | 'nickname' | 'email' | 'payee_name';

export function setProfileField(db: Database, id: number, column: ProfileColumn, value: string): void {
  const statements: Record<ProfileColumn, string> = {
    head_icon: 'UPDATE member SET head_icon = ? WHERE id = ?',
    nickname: 'UPDATE member SET nickname = ? WHERE id = ?',
    email: 'UPDATE member SET email = ? WHERE id = ?',
    payee_name: 'UPDATE member SET payee_name = ? WHERE id = ?',
  };
  db.prepare(statements[column]).run(value, id);
}

/** An affiliate code belongs to an active agent-type account; its owner becomes the new member's upline. */
export function affiliateOwner(
  db: Database,
  merchant: string,
  code: string,
): { id: number; username: string; nickname: string | null } | undefined {
  return db
    .prepare(
      `SELECT id, username, nickname FROM member WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE
         AND type IN (1, 2, 40, 41, 42) AND status = 'active'`,
    )
    .get(merchant, code) as { id: number; username: string; nickname: string | null } | undefined;
}

export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  nickname: string | null;
  email: string | null;
  payeeName: string | null;
  mobile: Mobile | undefined;
  birthday: string | null;
  paymentPasswordHash: string | null;
  recommenderId: string | null;
  uplineId: number | null;
  profile: Record<string, string>;
  createdAt: number;
}

/** A registered player (type 0). */
export function insertMember(db: Database, member: NewMember): number {
  return Number(
    db
      .prepare(
        `INSERT INTO member (merchant_code, username, password_hash, type, nickname, email, payee_name, dialing_code,
           mobile_num, birthday, payment_password_hash, recommender_id, upline_id, profile, created_at)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        member.merchant,
        member.username,
        member.passwordHash,
        member.nickname,
        member.email,
        member.payeeName,
        member.mobile?.dialingCode ?? null,
        member.mobile?.mobileNum ?? null,
        member.birthday,
        member.paymentPasswordHash,
        member.recommenderId,
        member.uplineId,
        JSON.stringify(member.profile),
        member.createdAt,
      ).lastInsertRowid,
  );
}

/** A trial account (type 4) with the free-play balance; its password is random and never shown. */
export function insertTrial(db: Database, merchant: string, username: string, passwordHash: string, now: number) {
  return Number(
    db
      .prepare(
        `INSERT INTO member (merchant_code, username, password_hash, type, balance_cents, created_at)
         VALUES (?, ?, ?, 4, 200000, ?)`,
      )
      .run(merchant, username, passwordHash, now).lastInsertRowid,
  );
}

/** Removes a trial account; its sessions go with it. */
export function deleteTrial(db: Database, id: number): void {
  db.prepare('DELETE FROM member WHERE id = ? AND type = 4').run(id);
}

/** Removes trial accounts made before `before`; their sessions, favourites and recent games go with them. */
export function deleteTrialsBefore(db: Database, before: number): number {
  return Number(db.prepare('DELETE FROM member WHERE type = 4 AND created_at <= ?').run(before).changes);
}

/** A member's direct downline, oldest first. */
export function downlineOf(db: Database, uplineId: number): { username: string; type: number; created_at: number }[] {
  return db
    .prepare('SELECT username, type, created_at FROM member WHERE upline_id = ? ORDER BY created_at, id')
    .all(uplineId) as unknown as { username: string; type: number; created_at: number }[];
}

/** The id of `username` when it is a direct downline member of `uplineId`. */
export function downlineMemberId(db: Database, merchant: string, username: string, uplineId: number) {
  const row = db
    .prepare('SELECT id FROM member WHERE merchant_code = ? AND username = ? AND upline_id = ?')
    .get(merchant, username, uplineId);
  return row ? Number(row.id) : undefined;
}
