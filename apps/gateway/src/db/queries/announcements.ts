import type { TextLanguage } from '../../http/language.ts';
import type { Database } from '../database.ts';

export interface AnnouncementRow {
  id: number;
  type: string;
  group_name: string;
  title: string;
  content: string;
  url: string;
  start_date: number;
  end_date: number | null;
  sort: number;
}

/**
 * The merchant's announcements of these types that are live now, newest first, in `language`: each falls back to its
 * English title and content where it has none in it.
 */
export function currentAnnouncements(
  db: Database,
  merchant: string,
  types: readonly string[],
  now: number,
  language: TextLanguage,
): AnnouncementRow[] {
  if (types.length === 0) return [];
  return db
    .prepare(
      `SELECT a.id, a.type, a.group_name, coalesce(text.title, a.title) AS title,
              coalesce(text.content, a.content) AS content, a.url, a.start_date, a.end_date, a.sort
         FROM announcement a
         LEFT JOIN announcement_text text ON text.announcement_id = a.id AND text.language = ?
        WHERE a.merchant_code = ? AND a.type IN (${types.map(() => '?').join(', ')})
          AND a.start_date <= ? AND (a.end_date IS NULL OR a.end_date > ?)
        ORDER BY a.start_date DESC, a.sort, a.id DESC`,
    )
    .all(language, merchant, ...types, now, now) as unknown as AnnouncementRow[];
}

export function readAnnouncementIds(db: Database, memberId: number): Set<number> {
  return new Set(
    db
      .prepare('SELECT announcement_id FROM announcement_read WHERE member_id = ?')
      .all(memberId)
      .map((row) => Number(row.announcement_id)),
  );
}

/**
 * A promotion's images, in order, each address as `addressOf` gives it (the picture in the answer's language), and its
 * categories.
 */
export function promotionDetails(db: Database, addressOf: (url: string) => string = (url) => url) {
  const images = db.prepare('SELECT sequence, url FROM announcement_image WHERE announcement_id = ? ORDER BY sequence');
  const categories = db.prepare(
    'SELECT category FROM announcement_category WHERE announcement_id = ? ORDER BY category',
  );
  return {
    images: (id: number) =>
      images.all(id).map((row) => ({ url: addressOf(String(row.url)), sequence: Number(row.sequence) })),
    categories: (id: number) => categories.all(id).map((row) => String(row.category)),
  };
}

/** The merchant's promotion categories with the number of live promotions in each. */
export function promotionCategoryCounts(
  db: Database,
  merchant: string,
  now: number,
): { code: string; enabled: number; n: number }[] {
  return db
    .prepare(
      `SELECT pc.code, pc.enabled,
         (SELECT count(*) FROM announcement_category ac JOIN announcement a ON a.id = ac.announcement_id
          WHERE ac.category = pc.code AND a.merchant_code = pc.merchant_code AND a.type = 'PR'
            AND a.start_date <= ? AND (a.end_date IS NULL OR a.end_date > ?)) AS n
       FROM promotion_category pc WHERE pc.merchant_code = ? ORDER BY pc.sort`,
    )
    .all(now, now, merchant) as unknown as { code: string; enabled: number; n: number }[];
}

export interface HelpRow {
  id: number;
  parent_id: number | null;
  tag: string;
  title: string;
  content: string;
}

/** The merchant's help topics in `language`, each falling back to its English text where it has none in it. */
export function helpTopics(db: Database, merchant: string, language: TextLanguage): HelpRow[] {
  return db
    .prepare(
      `SELECT topic.id, topic.parent_id, topic.tag,
              coalesce(text.title, topic.title) AS title, coalesce(text.content, topic.content) AS content
         FROM help_topic topic
         LEFT JOIN help_topic_text text ON text.topic_id = topic.id AND text.language = ?
        WHERE topic.merchant_code = ?
        ORDER BY topic.sort, topic.id`,
    )
    .all(language, merchant) as unknown as HelpRow[];
}

/** A notice of one of these types (the ones the member may see) of the merchant. */
export function noticeExists(db: Database, id: number, merchant: string, types: readonly string[]): boolean {
  if (types.length === 0) return false;
  return (
    db
      .prepare(
        `SELECT 1 FROM announcement WHERE id = ? AND merchant_code = ? AND type IN (${types.map(() => '?').join(', ')})`,
      )
      .get(id, merchant, ...types) !== undefined
  );
}

export function markAnnouncementRead(db: Database, memberId: number, announcementId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO announcement_read (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(
    memberId,
    announcementId,
    now,
  );
}
