import type { Database } from '../database.ts';

export interface BankCardRow {
  id: number;
  bank_name: string;
  account_name: string;
  account_no: string;
}

export function bankCards(db: Database, memberId: number): BankCardRow[] {
  return db
    .prepare('SELECT id, bank_name, account_name, account_no FROM bank_card WHERE member_id = ? ORDER BY id')
    .all(memberId) as unknown as BankCardRow[];
}

export function bankCardCount(db: Database, memberId: number): number {
  return Number(db.prepare('SELECT count(*) AS n FROM bank_card WHERE member_id = ?').get(memberId)?.n ?? 0);
}

export function insertBankCard(
  db: Database,
  card: { memberId: number; bankName: string; accountName: string; accountNumber: string; now: number },
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO bank_card (member_id, bank_name, account_name, account_no, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(card.memberId, card.bankName, card.accountName, card.accountNumber, card.now).lastInsertRowid,
  );
}

export function securityQuestions(db: Database, merchant: string): { id: number; question: string }[] {
  return db
    .prepare('SELECT id, question FROM security_question WHERE merchant_code = ? ORDER BY id')
    .all(merchant) as unknown as { id: number; question: string }[];
}

export function securityQuestionExists(db: Database, id: number, merchant: string): boolean {
  return (
    db.prepare('SELECT 1 FROM security_question WHERE id = ? AND merchant_code = ?').get(id, merchant) !== undefined
  );
}

/** The question the member answered, if any. */
export function answeredQuestion(db: Database, memberId: number): number | undefined {
  const row = db.prepare('SELECT question_id FROM security_answer WHERE member_id = ?').get(memberId);
  return row ? Number(row.question_id) : undefined;
}

export function saveSecurityAnswer(
  db: Database,
  answer: { memberId: number; questionId: number; answerHash: string; now: number },
): void {
  db.prepare(
    `INSERT INTO security_answer (member_id, question_id, answer_hash, answered_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET question_id = excluded.question_id, answer_hash = excluded.answer_hash,
       answered_at = excluded.answered_at`,
  ).run(answer.memberId, answer.questionId, answer.answerHash, answer.now);
}

/** Unread messages of a member on a channel (the inbox, or the chat). */
export function unreadMessages(db: Database, memberId: number, channel: 'inbox' | 'chat'): number {
  return Number(
    db
      .prepare('SELECT count(*) AS n FROM message WHERE member_id = ? AND channel = ? AND read_at IS NULL')
      .get(memberId, channel)?.n ?? 0,
  );
}
