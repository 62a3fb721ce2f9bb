import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ContractKind } from './contract.ts';
import {
  type ContractProposal,
  checkProposal,
  contractProposalMachine,
  contractState,
  type Downline,
  type ProposalDraft,
  type ProposedContract,
} from './contractProposalMachine.ts';
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
  { userName: 'demo02', type: 1, registeredAt: 1_790_000_000_000 },
];

const contract = (overrides: Partial<ProposedContract>): ProposedContract => ({
  id: 1,
  kind: 'daily',
  member: 'demo01',
  rate: 0.5,
  threshold: 1000,
  period: 'day',
  status: 'pending',
  proposedAt: 1_795_000_000_000,
  ...overrides,
});

describe('contractState', () => {
  it('reads the latest contract of the kind with the member: pending is awaiting', () => {
    expect(contractState([], 'demo01', 'daily')).toBeUndefined();
    expect(contractState([contract({})], 'demo01', 'daily')).toBe('awaiting');
    expect(contractState([contract({ status: 'accepted' })], 'demo01', 'daily')).toBe('accepted');
    expect(contractState([contract({ status: 'rejected' })], 'demo01', 'daily')).toBe('rejected');
    expect(contractState([contract({})], 'demo02', 'daily')).toBeUndefined();
    expect(contractState([contract({})], 'demo01', 'hourly')).toBeUndefined();
    const history = [
      contract({ id: 1, status: 'rejected', proposedAt: 100 }),
      contract({ id: 3, status: 'accepted', proposedAt: 300 }),
      contract({ id: 2, status: 'pending', proposedAt: 200 }),
    ];
    expect(contractState(history, 'demo01', 'daily')).toBe('accepted');
    expect(contractState(history.slice(0, 1).concat(history[2] as ProposedContract), 'demo01', 'daily')).toBe(
      'awaiting',
    );
    // An earlier proposal with a higher id is still the earlier one.
    expect(
      contractState(
        [
          contract({ id: 1, status: 'accepted', proposedAt: 300 }),
          contract({ id: 2, status: 'rejected', proposedAt: 100 }),
        ],
        'demo01',
        'daily',
      ),
    ).toBe('accepted');
    // Proposed in the same millisecond: the later id is the later contract.
    const sameTime = [contract({ id: 5, status: 'rejected', proposedAt: 100 }), contract({ id: 4, proposedAt: 100 })];
    expect(contractState(sameTime, 'demo01', 'daily')).toBe('rejected');
    expect(contractState([...sameTime].reverse(), 'demo01', 'daily')).toBe('rejected');
  });
});

describe('checkProposal', () => {
  const draft: ProposalDraft = { member: 'demo01', kind: 'daily', rate: '1.5', threshold: '1000', period: 'day' };

  it('asks for a member, a rate and a threshold', () => {
    expect(checkProposal({ ...draft, member: '', rate: ' ', threshold: '' })).toEqual({
      errors: { member: 'field.required', rate: 'field.required', threshold: 'field.required' },
    });
  });

  it('takes a rate from 0 to 100 percent and a threshold of 0 or more, as plain decimals', () => {
    for (const rate of ['0', '100', '0.5', ' 12.25 ', '99.99'])
      expect(checkProposal({ ...draft, rate }).errors, rate).toEqual({});
    for (const rate of ['100.01', '101', '-1', '-0', '1e2', '0x10', '1,5', '.5', '5.', 'abc', 'Infinity'])
      expect(checkProposal({ ...draft, rate }), rate).toEqual({ errors: { rate: 'contract.rate.range' } });
    for (const threshold of ['0', '0.01', '1000000'])
      expect(checkProposal({ ...draft, threshold }).errors, threshold).toEqual({});
    for (const threshold of ['-1', '-0.5', '1e3', 'ten', '9'.repeat(400)])
      expect(checkProposal({ ...draft, threshold }), threshold).toEqual({
        errors: { threshold: 'contract.threshold.range' },
      });
  });

  it('sends the member, the rate and threshold as numbers, and the period', () => {
    expect(checkProposal({ ...draft, rate: ' 12.5 ', threshold: '0', kind: 'dividend', period: 'month' })).toEqual({
      errors: {},
      proposal: { member: 'demo01', rate: 12.5, threshold: 0, period: 'month' },
    });
  });
});

type Proposal = { kind: ContractKind; proposal: ContractProposal };

function start(
  kind: ContractKind,
  contracts: ProposedContract[] = [],
  outcome: { downline?: Error; contracts?: Error; propose?: Error } = {},
) {
  const calls: string[] = [];
  let held = contracts;
  const listDownline = vi.fn(async () => {
    calls.push('downline');
    if (outcome.downline) throw outcome.downline;
    return downline;
  });
  const fetchContracts = vi.fn(async ({ input }: { input: { kind: ContractKind } }) => {
    calls.push(`contracts ${input.kind}`);
    if (outcome.contracts) throw outcome.contracts;
    return { proposed: held };
  });
  const proposeContract = vi.fn(async ({ input }: { input: Proposal }): Promise<ProposedContract> => {
    calls.push(`propose ${input.kind}`);
    if (outcome.propose) throw outcome.propose;
    return contract({ id: 99, kind: input.kind, ...input.proposal, status: 'pending', proposedAt: 1_796_000_000_000 });
  });
  const actor = createActor(
    contractProposalMachine.provide({
      actors: {
        listDownline: fromPromise(listDownline),
        fetchContracts: fromPromise(fetchContracts),
        proposeContract: fromPromise(proposeContract),
      },
    }),
    { input: { kind } },
  ).start();
  const context = () => actor.getSnapshot().context;
  const proposals = () => proposeContract.mock.calls.map((call) => call[0].input);
  const fill = (member: string, rate: string, threshold: string) => {
    actor.send({ type: 'SELECT_MEMBER', member });
    actor.send({ type: 'CHANGE', field: 'rate', value: rate });
    actor.send({ type: 'CHANGE', field: 'threshold', value: threshold });
  };
  const serverHolds = (next: ProposedContract[]) => {
    held = next;
  };
  return { actor, calls, context, proposals, fill, serverHolds };
}

describe('contractProposalMachine', () => {
  it("loads the downline, then the agent's contracts of the screen's kind", async () => {
    const { actor, calls, context } = start('hourly', [contract({ kind: 'hourly', period: 'hour' })]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['downline', 'contracts hourly']);
    expect(context().downline).toEqual(downline);
    expect(context().draft).toEqual({ member: '', kind: 'hourly', rate: '', threshold: '', period: 'hour' });
    expect(contractState(context().contracts, 'demo01', 'hourly')).toBe('awaiting');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('proposes a daily-wage contract and shows it awaiting review', async () => {
    const { actor, context, proposals, fill } = start('daily');
    await vi.advanceTimersByTimeAsync(0);
    fill('demo01', '1.5', '1000');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(proposals()).toEqual([
      { kind: 'daily', proposal: { member: 'demo01', rate: 1.5, threshold: 1000, period: 'day' } },
    ]);
    expect(context().proposed).toMatchObject({ id: 99, member: 'demo01', status: 'pending' });
    expect(contractState(context().contracts, 'demo01', 'daily')).toBe('awaiting');
    expect(actor.getSnapshot().value).toBe('editing');
    // Another proposal: the confirmation of the last one goes while it is sent.
    actor.send({ type: 'SELECT_MEMBER', member: 'demo02' });
    actor.send({ type: 'SUBMIT' });
    expect(context().proposed).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(context().proposed).toMatchObject({ member: 'demo02' });
  });

  it("clears the last kind's contracts while those of the next kind load", async () => {
    const { actor, context } = start('daily', [contract({})]);
    await vi.advanceTimersByTimeAsync(0);
    expect(context().contracts).toHaveLength(1);
    actor.send({ type: 'SELECT_KIND', kind: 'dividend' });
    expect(context().contracts).toEqual([]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('proposes hourly-wage contracts by the hour and dividends by half-month or month', async () => {
    const { actor, calls, context, proposals, fill } = start('daily');
    await vi.advanceTimersByTimeAsync(0);
    fill('demo02', '2', '500');
    actor.send({ type: 'SELECT_KIND', kind: 'hourly' });
    expect(context().draft).toMatchObject({ kind: 'hourly', period: 'hour', member: 'demo02', rate: '2' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SELECT_PERIOD', period: 'day' });
    expect(context().draft.period).toBe('hour');
    actor.send({ type: 'SELECT_KIND', kind: 'dividend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().draft.period).toBe('half-month');
    actor.send({ type: 'SELECT_PERIOD', period: 'month' });
    actor.send({ type: 'SELECT_PERIOD', period: 'hour' });
    expect(context().draft.period).toBe('month');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      'downline',
      'contracts daily',
      'contracts hourly',
      'contracts dividend',
      'propose dividend',
    ]);
    expect(proposals()[0]).toEqual({
      kind: 'dividend',
      proposal: { member: 'demo02', rate: 2, threshold: 500, period: 'month' },
    });
  });

  it('shows what is missing or out of range and sends nothing; a change clears its field', async () => {
    const { actor, context, proposals } = start('daily');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CHANGE', field: 'rate', value: '150' });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({
      member: 'field.required',
      rate: 'contract.rate.range',
      threshold: 'field.required',
    });
    actor.send({ type: 'CHANGE', field: 'rate', value: '15' });
    expect(context().errors).toEqual({ member: 'field.required', threshold: 'field.required' });
    actor.send({ type: 'SELECT_MEMBER', member: 'demo01' });
    expect(context().errors).toEqual({ threshold: 'field.required' });
    await vi.advanceTimersByTimeAsync(0);
    expect(proposals()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('offers only members of the downline', async () => {
    const { actor, context } = start('daily');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SELECT_MEMBER', member: 'stranger' });
    expect(context().draft.member).toBe('');
    actor.send({ type: 'SELECT_MEMBER', member: 'demo02' });
    expect(context().draft.member).toBe('demo02');
  });

  it('refuses a second contract of a kind awaiting review with the same member, before any call', async () => {
    const { actor, context, proposals, fill } = start('daily', [
      contract({ member: 'demo01', status: 'pending' }),
      contract({ id: 2, member: 'demo02', status: 'rejected' }),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    fill('demo01', '1', '10');
    actor.send({ type: 'SUBMIT' });
    expect(context().error).toBe('contract.exists');
    await vi.advanceTimersByTimeAsync(0);
    expect(proposals()).toEqual([]);
    actor.send({ type: 'SELECT_MEMBER', member: 'demo02' });
    expect(context().error).toBeUndefined();
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(proposals().map((item) => item.proposal.member)).toEqual(['demo02']);
  });

  it("shows the gateway's refusal and lets the agent try again", async () => {
    const { actor, context, fill } = start('daily', [], { propose: new DomainFailure('agent.info.incorrect') });
    await vi.advanceTimersByTimeAsync(0);
    fill('demo01', '1', '10');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context()).toMatchObject({ error: 'agent.info.incorrect', contracts: [] });
    expect(context().proposed).toBeUndefined();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CHANGE', field: 'rate', value: '2' });
    expect(context().error).toBeUndefined();
  });

  it('reads the contracts again on REFRESH, to show which were accepted or rejected', async () => {
    const { actor, context, serverHolds, calls } = start('dividend', [contract({ kind: 'dividend', period: 'month' })]);
    await vi.advanceTimersByTimeAsync(0);
    expect(contractState(context().contracts, 'demo01', 'dividend')).toBe('awaiting');
    serverHolds([contract({ kind: 'dividend', period: 'month', status: 'accepted' })]);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['downline', 'contracts dividend', 'contracts dividend']);
    expect(contractState(context().contracts, 'demo01', 'dividend')).toBe('accepted');
  });

  it('shows the error code when the downline or the contracts cannot be read', async () => {
    const noDownline = start('daily', [], { downline: new DomainFailure('permission.denied') });
    await vi.advanceTimersByTimeAsync(0);
    expect(noDownline.calls).toEqual(['downline']);
    expect(noDownline.context()).toMatchObject({ downline: [], readError: 'permission.denied' });
    expect(noDownline.context().error).toBeUndefined();
    expect(noDownline.actor.getSnapshot().value).toBe('editing');

    const noContracts = start('daily', [], { contracts: new DomainFailure('network.offline') });
    await vi.advanceTimersByTimeAsync(0);
    expect(noContracts.context()).toMatchObject({ downline, contracts: [], readError: 'network.offline' });
    expect(noContracts.context().error).toBeUndefined();
    noContracts.actor.send({ type: 'REFRESH' });
    expect(noContracts.context().readError).toBeUndefined();
    expect(noContracts.actor.getSnapshot().value).toBe('loadingContracts');
  });

  it('reads the downline again on Try again when it could not be read, then the contracts', async () => {
    const { actor, calls, context } = start('daily', [contract({})], {
      downline: new DomainFailure('network.offline'),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().readError).toBe('network.offline');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loadingDownline');
    expect(context().readError).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['downline', 'downline']);
    expect(context().readError).toBe('network.offline');
  });

  it('keeps the contracts it showed when a refresh fails, saying why, until the next read', async () => {
    const answers: Array<() => Promise<{ proposed: ProposedContract[] }>> = [
      async () => ({ proposed: [contract({})] }),
      async () => Promise.reject(new DomainFailure('response.malformed')),
      async () => ({ proposed: [contract({ status: 'accepted' })] }),
    ];
    const actor = createActor(
      contractProposalMachine.provide({
        actors: {
          listDownline: fromPromise(async () => downline),
          fetchContracts: fromPromise(async () =>
            (answers.shift() as () => Promise<{ proposed: ProposedContract[] }>)(),
          ),
        },
      }),
      { input: { kind: 'daily' } },
    ).start();
    const context = () => actor.getSnapshot().context;
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'REFRESH' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().readError).toBe('response.malformed');
    expect(contractState(context().contracts, 'demo01', 'daily')).toBe('awaiting');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loadingContracts');
    await vi.advanceTimersByTimeAsync(0);
    expect(context().readError).toBeUndefined();
    expect(contractState(context().contracts, 'demo01', 'daily')).toBe('accepted');
  });
});

describe('contractProposalMachine: an ended session', () => {
  it('keeps the draft, and once logged in again reads everything again and sends it as typed', async () => {
    const { actor, calls, context, proposals, fill } = start('hourly', [], {
      propose: new DomainFailure('session.expired'),
    });
    await vi.advanceTimersByTimeAsync(0);
    fill('demo01', '2', '300');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('session.expired');
    const draft = { member: 'demo01', kind: 'hourly', rate: '2', threshold: '300', period: 'hour' };
    expect(context().draft).toEqual(draft);
    // The session's end itself reads nothing.
    actor.send({ type: 'SESSION_CHANGED' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('session.expired');
    actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    expect(actor.getSnapshot().value).toBe('loadingDownline');
    expect(context().error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['downline', 'contracts hourly', 'propose hourly', 'downline', 'contracts hourly']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().draft).toEqual(draft);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(proposals()).toHaveLength(2);
    expect(proposals()[1]).toEqual(proposals()[0]);
  });

  it('reads again once logged in again when a read found the session ended', async () => {
    const { actor, calls, context } = start('daily', [], { contracts: new DomainFailure('session.expired') });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().readError).toBe('session.expired');
    actor.send({ type: 'SESSION_CHANGED', sessionType: 2 });
    expect(actor.getSnapshot().value).toBe('loadingDownline');
    expect(context().readError).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['downline', 'contracts daily', 'downline', 'contracts daily']);
  });

  it('reads nothing on a login when no failure was the ended session', async () => {
    const { actor, calls, context, fill } = start('daily', [], { propose: new DomainFailure('agent.info.incorrect') });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    fill('demo01', '1', '10');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CHANGED', sessionType: 1 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('agent.info.incorrect');
    expect(calls).toEqual(['downline', 'contracts daily', 'propose daily']);
  });
});

describe('contractProposalMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const bare = unprovided(contractProposalMachine, { input: { kind: 'daily' } });
    await settle();
    expect(bare.names).toEqual(['listDownline']);
    expect(bare.actor.getSnapshot().context.readError).toBe('unknown.error');

    const listed = unprovided(
      contractProposalMachine.provide({ actors: { listDownline: fromPromise(async () => downline) } }),
      { input: { kind: 'daily' } },
    );
    await settle();
    listed.actor.send({ type: 'SELECT_MEMBER', member: 'demo01' });
    listed.actor.send({ type: 'CHANGE', field: 'rate', value: '1.5' });
    listed.actor.send({ type: 'CHANGE', field: 'threshold', value: '1000' });
    listed.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(listed.names).toEqual(['fetchContracts', 'proposeContract']);
  });
});
