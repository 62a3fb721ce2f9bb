import { loginRefusal, promptsContracts } from '@wl/domain/roles';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, requireSession } from '../http/guards.ts';
import { readJson } from '../http/input.ts';

type Kind = Schemas['ContractKind'];
type Period = Schemas['Contract']['period'];
/** The periods each kind of contract may settle over; the first is the default. */
const PERIODS: Record<Kind, readonly Period[]> = {
  daily: ['day'],
  hourly: ['hour'],
  dividend: ['half-month', 'month'],
};

interface ContractRow {
  id: number;
  kind: Kind;
  agent: string;
  member: string;
  terms: string;
  state: 'proposed' | 'accepted' | 'rejected';
  proposed_at: number;
  reviewed_at: number | null;
}

const terms = z.object({
  rate: z.number(),
  threshold: z.number(),
  period: z.enum(['day', 'hour', 'half-month', 'month']),
});

function toContract(row: ContractRow): Schemas['Contract'] {
  const parsed = terms.parse(JSON.parse(row.terms));
  return {
    id: row.id,
    kind: row.kind,
    agent: row.agent,
    member: row.member,
    rate: parsed.rate,
    threshold: parsed.threshold,
    period: parsed.period,
    status: row.state === 'proposed' ? 'pending' : row.state,
    proposedAt: row.proposed_at,
    reviewedAt: row.reviewed_at,
  };
}

const CONTRACT_SELECT = `SELECT k.id, k.kind, a.username AS agent, m.username AS member, k.terms, k.state, k.proposed_at,
  k.reviewed_at FROM contract k JOIN member a ON a.id = k.agent_id JOIN member m ON m.id = k.member_id`;

function contractById(c: GatewayContext, id: number): ContractRow | undefined {
  return c.get('services').db.prepare(`${CONTRACT_SELECT} WHERE k.id = ?`).get(id) as ContractRow | undefined;
}

const proposal = z.strictObject({
  member: z.string().min(1).max(64),
  rate: z.number().min(0).max(100),
  threshold: z.number().min(0).max(1e12),
  period: z.enum(['day', 'hour', 'half-month', 'month']).optional(),
});
const review = z.strictObject({
  contractId: z
    .int()
    .min(1)
    .max(2 ** 53),
  decision: z.enum(['accept', 'reject']),
});

function contractRoutes(kind: Kind, name: 'DailySalary' | 'HourSalary' | 'Dividend') {
  return new Hono<GatewayEnv>()
    .get(`/wps/relay/MCSFE_get${name}Contract`, requireSession, forbidTrial, (c) => {
      const { db } = c.get('services');
      const memberId = c.get('session').memberId;
      const list = (column: 'agent_id' | 'member_id') =>
        (
          db
            .prepare(`${CONTRACT_SELECT} WHERE k.kind = ? AND k.${column} = ? ORDER BY k.proposed_at DESC, k.id DESC`)
            .all(kind, memberId) as unknown as ContractRow[]
        ).map(toContract);
      const value: Schemas['Contracts'] = { proposed: list('agent_id'), received: list('member_id') };
      return success(c, value);
    })
    .post(`/wps/relay/MCSFE_propose${name}Contract`, requireSession, async (c) => {
      const session = c.get('session');
      if (loginRefusal('agent', session.type)) return failure(c, 403, 'permission.denied');
      const parsed = await readJson(c, proposal);
      if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
      const body = parsed.value;
      const period = body.period ?? PERIODS[kind][0];
      if (!period || !PERIODS[kind].includes(period)) return failure(c, 400, 'field.invalid', 'period');
      const { db, now } = c.get('services');
      const downline = db
        .prepare('SELECT id FROM member WHERE merchant_code = ? AND username = ? AND upline_id = ?')
        .get(c.get('merchant').code, body.member.trim(), session.memberId);
      if (!downline) return failure(c, 403, 'agent.info.incorrect');
      const pending = db
        .prepare("SELECT 1 FROM contract WHERE kind = ? AND agent_id = ? AND member_id = ? AND state = 'proposed'")
        .get(kind, session.memberId, Number(downline.id));
      if (pending) return failure(c, 409, 'contract.exists');
      const id = Number(
        db
          .prepare(
            `INSERT INTO contract (merchant_code, kind, agent_id, member_id, terms, state, proposed_at)
             VALUES (?, ?, ?, ?, ?, 'proposed', ?)`,
          )
          .run(
            c.get('merchant').code,
            kind,
            session.memberId,
            Number(downline.id),
            JSON.stringify({ rate: body.rate, threshold: body.threshold, period }),
            now(),
          ).lastInsertRowid,
      );
      const created = contractById(c, id);
      if (!created) throw new Error('contract vanished after insert');
      return success(c, toContract(created));
    })
    .post(`/wps/relay/MCSFE_process${name}Contract`, requireSession, forbidTrial, async (c) => {
      const parsed = await readJson(c, review);
      if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
      const { db, now } = c.get('services');
      const session = c.get('session');
      const contract = db
        .prepare('SELECT id, state FROM contract WHERE id = ? AND kind = ? AND member_id = ?')
        .get(parsed.value.contractId, kind, session.memberId);
      if (!contract) return failure(c, 404, 'resource.not.found');
      // Only a pending contract can be decided, and only once: the update checks the state it read.
      const decided = db
        .prepare("UPDATE contract SET state = ?, reviewed_at = ? WHERE id = ? AND state = 'proposed'")
        .run(parsed.value.decision === 'accept' ? 'accepted' : 'rejected', now(), Number(contract.id));
      if (decided.changes === 0) return failure(c, 409, 'contract.state.invalid');
      const updated = contractById(c, Number(contract.id));
      if (!updated) throw new Error('contract vanished after update');
      return success(c, toContract(updated));
    });
}

export const agentRoutes = new Hono<GatewayEnv>()
  .get('/wps/relay/MCSFE_checkContracts', requireSession, (c) => {
    const session = c.get('session');
    const awaiting = new Set<string>();
    if (promptsContracts(session.type)) {
      for (const row of c
        .get('services')
        .db.prepare("SELECT DISTINCT kind FROM contract WHERE member_id = ? AND state = 'proposed'")
        .all(session.memberId)) {
        awaiting.add(String(row.kind));
      }
    }
    const value: Schemas['ContractCheck'] = {
      dailysalreqtype: awaiting.has('daily'),
      divtypecompperiodreq: awaiting.has('dividend'),
      contracthoursalreq: awaiting.has('hourly'),
    };
    return success(c, value);
  })
  .get('/wps/relay/MCSFE_downline', requireSession, (c) => {
    const session = c.get('session');
    if (loginRefusal('agent', session.type)) return failure(c, 403, 'permission.denied');
    const rows = c
      .get('services')
      .db.prepare('SELECT username, type, created_at FROM member WHERE upline_id = ? ORDER BY created_at, id')
      .all(session.memberId);
    const value: Schemas['Downline'][] = rows.map((row) => ({
      userName: String(row.username),
      type: Number(row.type) as Schemas['SessionType'],
      registeredAt: Number(row.created_at),
    }));
    return success(c, value);
  })
  .route('/', contractRoutes('daily', 'DailySalary'))
  .route('/', contractRoutes('hourly', 'HourSalary'))
  .route('/', contractRoutes('dividend', 'Dividend'));
