import type { TextLanguage } from '../../http/language.ts';
import type { UploadedImage } from '../../http/uploads.ts';
import { type Database, transaction } from '../database.ts';

export type Participation = 'apply' | 'join' | 'claim';
/** The states a member's own entry can hold; the others (join, closed, coming soon) are the promotion's. */
export type EntryState = 'applying' | 'rejected' | 'joined' | 'in process' | 'claim' | 'claimed' | 'issued';

export interface PromotionRow {
  id: number;
  title: string;
  content: string;
  start_date: number;
  end_date: number | null;
  participation: Participation;
  closed: number;
}

/** A promotion's columns but its texts, which each query reads in its language. */
const PROMOTION_COLUMNS = `a.id, a.start_date, a.end_date,
  COALESCE(r.participation, 'join') AS participation, COALESCE(r.closed, 0) AS closed`;

/**
 * The merchant's promotions that have not ended, those not started yet included, newest first, in `language` (each
 * in English where it has no text in it).
 */
export function openPromotions(db: Database, merchant: string, now: number, language: TextLanguage): PromotionRow[] {
  return db
    .prepare(
      `SELECT ${PROMOTION_COLUMNS}, coalesce(text.title, a.title) AS title, coalesce(text.content, a.content) AS content
         FROM announcement a LEFT JOIN promotion_rule r ON r.announcement_id = a.id
         LEFT JOIN announcement_text text ON text.announcement_id = a.id AND text.language = ?
        WHERE a.merchant_code = ? AND a.type = 'PR' AND (a.end_date IS NULL OR a.end_date > ?)
        ORDER BY a.start_date DESC, a.sort, a.id DESC`,
    )
    .all(language, merchant, now) as unknown as PromotionRow[];
}

export function promotionById(db: Database, merchant: string, id: number): PromotionRow | undefined {
  return db
    .prepare(
      `SELECT ${PROMOTION_COLUMNS}, a.title, a.content
         FROM announcement a LEFT JOIN promotion_rule r ON r.announcement_id = a.id
        WHERE a.id = ? AND a.merchant_code = ? AND a.type = 'PR'`,
    )
    .get(id, merchant) as unknown as PromotionRow | undefined;
}

/** The member's entries, by promotion. */
export function entryStates(db: Database, memberId: number): Map<number, EntryState> {
  return new Map(
    db
      .prepare('SELECT announcement_id, state FROM promotion_entry WHERE member_id = ?')
      .all(memberId)
      .map((row) => [Number(row.announcement_id), String(row.state) as EntryState]),
  );
}

function storeImages(
  db: Database,
  owner: { memberId: number; entryId?: number; feedbackId?: number },
  images: readonly UploadedImage[],
  now: number,
): void {
  const insert = db.prepare(
    `INSERT INTO uploaded_image (member_id, promotion_entry_id, feedback_id, sequence, content_type, size, sha256, bytes,
       created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  images.forEach((image, index) => {
    insert.run(
      owner.memberId,
      owner.entryId ?? null,
      owner.feedbackId ?? null,
      index + 1,
      image.contentType,
      image.bytes.byteLength,
      image.sha256,
      image.bytes,
      now,
    );
  });
}

/**
 * The member's entry with its comment and images, in one transaction; false when the member already has one (a
 * second request that raced the first).
 */
export function insertEntry(
  db: Database,
  entry: {
    memberId: number;
    promotionId: number;
    state: EntryState;
    comment: string;
    images: readonly UploadedImage[];
  },
  now: number,
): boolean {
  return transaction(db, () => {
    const inserted = db
      .prepare(
        `INSERT INTO promotion_entry (member_id, announcement_id, state, comment, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (member_id, announcement_id) DO NOTHING`,
      )
      .run(entry.memberId, entry.promotionId, entry.state, entry.comment, now, now);
    if (inserted.changes !== 1) return false;
    storeImages(db, { memberId: entry.memberId, entryId: Number(inserted.lastInsertRowid) }, entry.images, now);
    return true;
  });
}

/**
 * Claims the reward: an entry in claim becomes claimed; on a claim-only promotion without an entry, a claimed entry
 * is made. False when the member's state was anything else; the update checks the state it read.
 */
export function claimEntry(db: Database, memberId: number, promotionId: number, withoutEntry: boolean, now: number) {
  const updated = db
    .prepare(
      `UPDATE promotion_entry SET state = 'claimed', updated_at = ?
       WHERE member_id = ? AND announcement_id = ? AND state = 'claim'`,
    )
    .run(now, memberId, promotionId);
  if (updated.changes === 1) return true;
  if (!withoutEntry) return false;
  const inserted = db
    .prepare(
      `INSERT INTO promotion_entry (member_id, announcement_id, state, created_at, updated_at)
       VALUES (?, ?, 'claimed', ?, ?) ON CONFLICT (member_id, announcement_id) DO NOTHING`,
    )
    .run(memberId, promotionId, now, now);
  return inserted.changes === 1;
}

/** Feedback with its images, in one transaction. */
export function insertFeedbackWithImages(
  db: Database,
  memberId: number,
  content: string,
  images: readonly UploadedImage[],
  now: number,
): void {
  transaction(db, () => {
    const feedbackId = Number(
      db.prepare('INSERT INTO feedback (member_id, content, created_at) VALUES (?, ?, ?)').run(memberId, content, now)
        .lastInsertRowid,
    );
    storeImages(db, { memberId, feedbackId }, images, now);
  });
}
