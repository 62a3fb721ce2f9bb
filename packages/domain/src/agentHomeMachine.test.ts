import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { agentAreaAccess, agentHomeMachine, contractKindOfPath, downlineRows } from './agentHomeMachine.ts';
import type { ContractKind } from './contract.ts';
import type { Downline, ProposedContract } from './contractProposalMachine.ts';
import { DomainFailure } from './errorCode.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const downline: Downline[] = [
  { userName: 'demo01', type: 0, registeredAt: 1_790_000_000_000 },
  { userName: 'demo02', type: 1, registeredAt: 1_791_000_000_000 },
];

const contract = (overrides: Partial<ProposedContract>): ProposedContract => ({
  id: 1,
  kind: 'daily',
  member: 'demo01',
  rate: 1.5,
  threshold: 1000,
  period: 'day',
  status: 'pending',
  proposedAt: 1_795_000_000_000,
  ...overrides,
});

describe('the contract screens', () => {
  it('are the three paths of the route table, one per kind', () => {
    expect(contractKindOfPath('/m/member/agent/getSalaryContract')).toBe('daily');
    expect(contractKindOfPath('/m/member/agent/getHourContract')).toBe('hourly');
    expect(contractKindOfPath('/m/member/agent/getDevidendContract')).toBe('dividend');
    expect(contractKindOfPath('/m/member/agent/getDevidendContract/')).toBe('dividend');
    expect(contractKindOfPath('/m/agent/home')).toBeUndefined();
  });
});

describe('agentAreaAccess', () => {
  it('opens the agent screens to types 1, 2, 40, 41 and 42 only', () => {
    for (const type of [1, 2, 40, 41, 42] as const) {
      expect(agentAreaAccess({ resolving: false, loggedIn: true, sessionType: type })).toBe('open');
    }
    for (const type of [0, 4] as const) {
      expect(agentAreaAccess({ resolving: false, loggedIn: true, sessionType: type })).toBe('login');
    }
  });

  it('sends a visitor to the agent login, and waits while the stored session is read', () => {
    expect(agentAreaAccess({ resolving: false, loggedIn: false })).toBe('login');
    expect(agentAreaAccess({ resolving: false, loggedIn: true })).toBe('login');
    expect(agentAreaAccess({ resolving: true, loggedIn: false })).toBe('wait');
    // A type left from an ended session opens nothing.
    expect(agentAreaAccess({ resolving: false, loggedIn: false, sessionType: 1 })).toBe('login');
  });
});

describe('downlineRows', () => {
  it('gives each member the state of their latest contract of each kind, and counts those awaiting review', () => {
    const { rows, awaiting } = downlineRows(downline, {
      daily: [
        contract({ id: 1, status: 'rejected', proposedAt: 1 }),
        contract({ id: 2, status: 'pending', proposedAt: 2 }),
        contract({ id: 3, member: 'demo02', status: 'pending' }),
      ],
      hourly: [contract({ id: 4, kind: 'hourly', status: 'accepted' })],
      dividend: [],
    });
    expect(rows).toEqual([
      {
        userName: 'demo01',
        type: 0,
        registeredAt: 1_790_000_000_000,
        contracts: { daily: 'awaiting', hourly: 'accepted', dividend: undefined },
      },
      {
        userName: 'demo02',
        type: 1,
        registeredAt: 1_791_000_000_000,
        contracts: { daily: 'awaiting', hourly: undefined, dividend: undefined },
      },
    ]);
    expect(awaiting).toEqual({ daily: 2, hourly: 0, dividend: 0 });
  });

  it('reads each kind from its own list: an hourly or dividend contract awaiting review counts for its kind', () => {
    const { rows, awaiting } = downlineRows(downline, {
      daily: [],
      hourly: [contract({ id: 5, kind: 'hourly', member: 'demo02', period: 'hour' })],
      dividend: [
        contract({ id: 6, kind: 'dividend', period: 'month' }),
        contract({ id: 7, kind: 'dividend', member: 'demo02', period: 'month', status: 'rejected' }),
      ],
    });
    expect(rows.map((row) => row.contracts)).toEqual([
      { daily: undefined, hourly: undefined, dividend: 'awaiting' },
      { daily: undefined, hourly: 'awaiting', dividend: 'rejected' },
    ]);
    expect(awaiting).toEqual({ daily: 0, hourly: 1, dividend: 1 });
  });
});

function provided(answers: {
  downline?: () => Promise<Downline[]>;
  contracts?: (kind: ContractKind) => Promise<{ proposed: ProposedContract[] }>;
}) {
  return agentHomeMachine.provide({
    actors: {
      listDownline: fromPromise(answers.downline ?? (async () => downline)),
      fetchContracts: fromPromise(async ({ input }) =>
        (answers.contracts ?? (async () => ({ proposed: [] })))(input.kind),
      ),
    },
  });
}

describe('agentHomeMachine', () => {
  it('reads the downline and the contracts of the three kinds, then is ready', async () => {
    const asked: ContractKind[] = [];
    const actor = createActor(
      provided({
        contracts: async (kind) => {
          asked.push(kind);
          return { proposed: kind === 'hourly' ? [contract({ kind: 'hourly' })] : [] };
        },
      }),
    ).start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // Nothing is shown as read before the answers come.
    expect(actor.getSnapshot().context).toEqual({ downline: [], contracts: { daily: [], hourly: [], dividend: [] } });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(asked.sort()).toEqual(['daily', 'dividend', 'hourly']);
    expect(actor.getSnapshot().context.downline).toEqual(downline);
    expect(actor.getSnapshot().context.contracts.hourly).toHaveLength(1);
  });

  it('says why when the downline cannot be read, and reads again on retry', async () => {
    let fail = true;
    const actor = createActor(
      provided({
        downline: async () => {
          if (fail) throw new DomainFailure('network.offline');
          return downline;
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('network.offline');
    fail = false;
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('fails when a kind of contract cannot be read, and reads everything again on refresh', async () => {
    let calls = 0;
    const actor = createActor(
      provided({
        contracts: async (kind) => {
          calls += 1;
          if (kind === 'dividend' && calls <= 3) throw new DomainFailure('session.expired');
          return { proposed: [] };
        },
      }),
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('session.expired');
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(calls).toBe(9);
  });

  it('names the actors the app must provide', async () => {
    const { names } = unprovided(agentHomeMachine);
    await settle();
    expect(names).toContain('listDownline');
    const contractsOnly = unprovided(
      agentHomeMachine.provide({ actors: { listDownline: fromPromise(async () => downline) } }),
    );
    await settle();
    expect(contractsOnly.names).toContain('fetchContracts');
  });
});
