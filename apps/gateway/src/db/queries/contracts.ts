import type { Database } from '../database.ts';

export type ContractKind = 'daily' | 'hourly' | 'dividend';

export interface ContractRow {
  id: number;
  kind: ContractKind;
  agent: string;
  member: string;
  terms: string;
  state: 'proposed' | 'accepted' | 'rejected';
  proposed_at: number;
  reviewed_at: number | null;
}

const CONTRACT_SELECT = `SELECT k.id, k.kind, a.username AS agent, m.username AS member, k.terms, k.state, k.proposed_at,
  k.reviewed_at FROM contract k JOIN member a ON a.id = k.agent_id JOIN member m ON m.id = k.member_id`;

export function contractById(db: Database, id: number): ContractRow | undefined {
  return db.prepare(`${CONTRACT_SELECT} WHERE k.id = ?`).get(id) as ContractRow | undefined;
}

/** A member's contracts of a kind, as the agent who proposed them or as the member they were proposed to. */
export function contractsOf(db: Database, kind: ContractKind, memberId: number, as: 'agent' | 'member'): ContractRow[] {
  const statement =
    as === 'agent'
      ? `${CONTRACT_SELECT} WHERE k.kind = ? AND k.agent_id = ? ORDER BY k.proposed_at DESC, k.id DESC`
      : `${CONTRACT_SELECT} WHERE k.kind = ? AND k.member_id = ? ORDER BY k.proposed_at DESC, k.id DESC`;
  return db.prepare(statement).all(kind, memberId) as unknown as ContractRow[];
}

export function pendingContractExists(db: Database, kind: ContractKind, agentId: number, memberId: number): boolean {
  return (
    db
      .prepare("SELECT 1 FROM contract WHERE kind = ? AND agent_id = ? AND member_id = ? AND state = 'proposed'")
      .get(kind, agentId, memberId) !== undefined
  );
}

export function insertContract(
  db: Database,
  contract: { merchant: string; kind: ContractKind; agentId: number; memberId: number; terms: string; now: number },
): number {
  return Number(
    db
      .prepare(
        `INSERT INTO contract (merchant_code, kind, agent_id, member_id, terms, state, proposed_at)
         VALUES (?, ?, ?, ?, ?, 'proposed', ?)`,
      )
      .run(contract.merchant, contract.kind, contract.agentId, contract.memberId, contract.terms, contract.now)
      .lastInsertRowid,
  );
}

/** The id of a contract of this kind proposed to this member. */
export function receivedContractId(db: Database, id: number, kind: ContractKind, memberId: number) {
  const row = db.prepare('SELECT id FROM contract WHERE id = ? AND kind = ? AND member_id = ?').get(id, kind, memberId);
  return row ? Number(row.id) : undefined;
}

/** Decides a pending contract; false when it was no longer pending (a decision is taken once). */
export function decideContract(db: Database, id: number, state: 'accepted' | 'rejected', now: number): boolean {
  return (
    db.prepare("UPDATE contract SET state = ?, reviewed_at = ? WHERE id = ? AND state = 'proposed'").run(state, now, id)
      .changes === 1
  );
}

/** The kinds of contract awaiting the member's review. */
export function awaitingKinds(db: Database, memberId: number): Set<string> {
  return new Set(
    db
      .prepare("SELECT DISTINCT kind FROM contract WHERE member_id = ? AND state = 'proposed'")
      .all(memberId)
      .map((row) => String(row.kind)),
  );
}
