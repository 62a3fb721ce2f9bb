import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ContractsInput, contractsMachine } from './contractsMachine.ts';
import type { AwaitingContract } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const terms = { agent: 'agent01', rate: 1.5, threshold: 10_000, proposedAt: Date.UTC(2024, 0, 1) } as const;
const daily: AwaitingContract = { id: 1, kind: 'daily', period: 'day', ...terms };
const dividend: AwaitingContract = { id: 2, kind: 'dividend', period: 'month', ...terms };

type Response = { contract: AwaitingContract; accept: boolean };

function start(input: ContractsInput, outcome: { fetch?: Error | AwaitingContract[]; respond?: Error } = {}) {
  const fetch = vi.fn(async () => {
    if (outcome.fetch instanceof Error) throw outcome.fetch;
    return outcome.fetch ?? [daily, dividend];
  });
  const respond = vi.fn(async (_: { input: Response }): Promise<void> => {
    if (outcome.respond) throw outcome.respond;
  });
  const actor = createActor(
    contractsMachine.provide({
      actors: { fetchAwaitingContracts: fromPromise(fetch), respondToContract: fromPromise(respond) },
    }),
    { input },
  ).start();
  const responses = () => respond.mock.calls.map((call) => call[0].input);
  return { actor, fetch, respond, responses };
}

describe('contractsMachine', () => {
  it('skips the prompt for types 4, 40, 41 and 42, even with contracts found', () => {
    for (const sessionType of [4, 40, 41, 42] as const) {
      for (const awaiting of [undefined, [daily]]) {
        const { actor, fetch } = start(awaiting ? { sessionType, awaiting } : { sessionType });
        expect(actor.getSnapshot().status, `type ${sessionType}`).toBe('done');
        expect(fetch).not.toHaveBeenCalled();
      }
    }
  });

  it('fetches for types 0, 1 and 2 and prompts for each awaiting contract in turn', async () => {
    for (const sessionType of [0, 1, 2] as const) {
      const { actor, fetch, responses } = start({ sessionType });
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('prompting');
      expect(actor.getSnapshot().context.awaiting).toEqual([daily, dividend]);
      actor.send({ type: 'ACCEPT' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('prompting');
      expect(actor.getSnapshot().context.awaiting).toEqual([dividend]);
      actor.send({ type: 'REJECT' });
      expect(actor.getSnapshot().hasTag('loading')).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(responses()).toEqual([
        { contract: daily, accept: true },
        { contract: dividend, accept: false },
      ]);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('uses the contracts the session already found, and puts the prompt off with LATER', () => {
    const { actor, fetch, respond } = start({ sessionType: 2, awaiting: [dividend] });
    expect(fetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('prompting');
    actor.send({ type: 'LATER' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(respond).not.toHaveBeenCalled();
  });

  it('ends without a prompt when nothing awaits review or the check fails', async () => {
    const none = start({ sessionType: 0 }, { fetch: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(none.actor.getSnapshot().status).toBe('done');
    expect(none.actor.getSnapshot().context.error).toBeUndefined();

    const failed = start({ sessionType: 0 }, { fetch: new DomainFailure('session.expired') });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.actor.getSnapshot().status).toBe('done');
    expect(failed.actor.getSnapshot().context.error).toBe('session.expired');
  });

  it('keeps prompting for the same contract when the answer fails, and clears the error once it goes through', async () => {
    const { actor, respond, responses } = start(
      { sessionType: 0, awaiting: [daily, dividend] },
      { respond: new DomainFailure('contract.state.invalid') },
    );
    actor.send({ type: 'ACCEPT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context).toMatchObject({ awaiting: [daily, dividend], error: 'contract.state.invalid' });
    respond.mockImplementation(async () => {});
    actor.send({ type: 'REJECT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ awaiting: [dividend], error: undefined });
    expect(responses()).toEqual([
      { contract: daily, accept: true },
      { contract: daily, accept: false },
    ]);
  });

  it('keeps prompting when a rejection fails', async () => {
    const { actor } = start({ sessionType: 1, awaiting: [daily] }, { respond: new DomainFailure('network.offline') });
    actor.send({ type: 'REJECT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('prompting');
    expect(actor.getSnapshot().context).toMatchObject({ awaiting: [daily], error: 'network.offline' });
  });
});

describe('contractsMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const bare = unprovided(contractsMachine, { input: { sessionType: 0 } });
    await settle();
    expect(bare.names).toEqual(['fetchAwaitingContracts']);
    expect(bare.actor.getSnapshot().context.error).toBe('unknown.error');

    const fetched = unprovided(
      contractsMachine.provide({ actors: { fetchAwaitingContracts: fromPromise(async () => [daily]) } }),
      { input: { sessionType: 0 } },
    );
    await settle();
    fetched.actor.send({ type: 'ACCEPT' });
    await settle();
    expect(fetched.names).toEqual(['respondToContract']);
    expect(fetched.actor.getSnapshot().context.error).toBe('unknown.error');
  });
});
