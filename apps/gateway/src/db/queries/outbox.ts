import type { Database } from '../database.ts';

/** The outbox stands in for the mail server and the SMS gateway: what a mailbox or a phone would receive. */
export function queueMail(
  db: Database,
  mail: { merchant: string; recipient: string; subject: string; body: string; now: number },
): void {
  db.prepare(
    `INSERT INTO outbox (merchant_code, channel, recipient, subject, body, code, created_at)
     VALUES (?, 'email', ?, ?, ?, NULL, ?)`,
  ).run(mail.merchant, mail.recipient, mail.subject, mail.body, mail.now);
}

export interface OutboxRow {
  id: number;
  merchant_code: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: number;
}

/** The latest 200 messages, newest first. */
export function latestMessages(db: Database): OutboxRow[] {
  return db
    .prepare(
      `SELECT id, merchant_code, channel, recipient, subject, body, code, created_at
       FROM outbox ORDER BY id DESC LIMIT 200`,
    )
    .all() as unknown as OutboxRow[];
}
