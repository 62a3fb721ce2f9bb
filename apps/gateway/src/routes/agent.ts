import { promptsContracts } from '@wl/domain/roles';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import {
  awaitingKinds,
  type ContractRow,
  contractById,
  contractsOf,
  decideContract,
  insertContract,
  pendingContractExists,
  receivedContractId,
} from '../db/queries/contracts.ts';
import { downlineMemberId, downlineOf } from '../db/queries/members.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, requireAgentSide, requireSession } from '../http/guards.ts';
import { jsonBody } from '../http/input.ts';

type Kind = Schemas['ContractKind'];
type Period = Schemas['Contract']['period'];
/** The periods each kind of contract may settle over; the first is the default. */
const PERIODS: Record<Kind, readonly Period[]> = {
  daily: ['day'],
  hourly: ['hour'],
  dividend: ['half-month', 'month'],
};

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
      const value: Schemas['Contracts'] = {
        proposed: contractsOf(db, kind, memberId, 'agent').map(toContract),
        received: contractsOf(db, kind, memberId, 'member').map(toContract),
      };
      return success(c, value);
    })
    .post(`/wps/relay/MCSFE_propose${name}Contract`, requireSession, requireAgentSide, jsonBody(proposal), (c) => {
      const session = c.get('session');
      const body = c.req.valid('json');
      const period = body.period ?? PERIODS[kind][0];
      if (!period || !PERIODS[kind].includes(period)) return failure(c, 400, 'field.invalid', 'period');
      const { db, now } = c.get('services');
      const merchant = c.get('merchant').code;
      const downline = downlineMemberId(db, merchant, body.member.trim(), session.memberId);
      if (downline === undefined) return failure(c, 403, 'agent.info.incorrect');
      if (pendingContractExists(db, kind, session.memberId, downline)) return failure(c, 409, 'contract.exists');
      const id = insertContract(db, {
        merchant,
        kind,
        agentId: session.memberId,
        memberId: downline,
        terms: JSON.stringify({ rate: body.rate, threshold: body.threshold, period }),
        now: now(),
      });
      const created = contractById(db, id);
      if (!created) throw new Error('contract vanished after insert');
      return success(c, toContract(created));
    })
    .post(`/wps/relay/MCSFE_process${name}Contract`, requireSession, forbidTrial, jsonBody(review), (c) => {
      const { contractId, decision } = c.req.valid('json');
      const { db, now } = c.get('services');
      const id = receivedContractId(db, contractId, kind, c.get('session').memberId);
      if (id === undefined) return failure(c, 404, 'resource.not.found');
      // Only a pending contract can be decided, and only once: the update checks the state it read.
      if (!decideContract(db, id, decision === 'accept' ? 'accepted' : 'rejected', now())) {
        return failure(c, 409, 'contract.state.invalid');
      }
      const updated = contractById(db, id);
      if (!updated) throw new Error('contract vanished after update');
      return success(c, toContract(updated));
    });
}

export const agentRoutes = new Hono<GatewayEnv>()
  .get('/wps/relay/MCSFE_checkContracts', requireSession, (c) => {
    const session = c.get('session');
    const awaiting = promptsContracts(session.type) ? awaitingKinds(c.get('services').db, session.memberId) : new Set();
    const value: Schemas['ContractCheck'] = {
      dailysalreqtype: awaiting.has('daily'),
      divtypecompperiodreq: awaiting.has('dividend'),
      contracthoursalreq: awaiting.has('hourly'),
    };
    return success(c, value);
  })
  .get('/wps/relay/MCSFE_downline', requireSession, requireAgentSide, (c) => {
    const session = c.get('session');
    const value: Schemas['Downline'][] = downlineOf(c.get('services').db, session.memberId).map((row) => ({
      userName: String(row.username),
      type: Number(row.type) as Schemas['SessionType'],
      registeredAt: Number(row.created_at),
    }));
    return success(c, value);
  })
  .route('/', contractRoutes('daily', 'DailySalary'))
  .route('/', contractRoutes('hourly', 'HourSalary'))
  .route('/', contractRoutes('dividend', 'Dividend'));
