import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type ContractsInput, contractsMachine } from './contractsMachine.ts';
import type { AwaitingContract } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { coverage, modelPaths } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const terms = { agent: 'agent01', rate: 1.5, threshold: 10_000 } as const;
const daily: AwaitingContract = { id: 1, kind: 'daily', period: 'day', ...terms };
const dividend: AwaitingContract = { id: 2, kind: 'dividend', period: 'month', ...terms };

const outcomes = {
  fetchAwaitingContracts: { outputs: [[daily, dividend], []], errors: [new DomainFailure('session.expired')] },
  respondToContract: { outputs: [undefined], errors: [new DomainFailure('unknown.error')] },
};
const events = () => [{ type: 'ACCEPT' as const }, { type: 'REJECT' as const }, { type: 'LATER' as const }];
const project = ({ context }: SnapshotFrom<typeof contractsMachine>) => context.awaiting.length;

describe('contractsMachine model', () => {
  for (const input of [
    { sessionType: 0 },
    { sessionType: 1, awaiting: [daily] },
    { sessionType: 40 },
  ] satisfies ContractsInput[]) {
    const model = { machine: contractsMachine, input, events, outcomes, project };
    for (const path of modelPaths(model)) {
      it(`type ${input.sessionType} follows ${path.description}`, path.run);
    }
  }

  it('reaches every state and takes every transition over the three session kinds', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    let all = { states: [] as string[], transitions: [] as string[] };
    for (const input of [
      { sessionType: 0 },
      { sessionType: 1, awaiting: [daily] },
      { sessionType: 40 },
    ] satisfies ContractsInput[]) {
      const result = coverage({ machine: contractsMachine, input, events, outcomes, project });
      for (const id of result.states.reached) states.add(id);
      for (const id of result.transitions.taken) transitions.add(id);
      all = { states: result.states.all, transitions: result.transitions.all };
    }
    expect([...states].sort()).toEqual(all.states);
    expect([...transitions].sort()).toEqual(all.transitions);
  });
});

describe('contractsMachine rules', () => {
  function start(input: ContractsInput) {
    const fetch = vi.fn(async () => [daily, dividend]);
    const respond = vi.fn(async (_: { input: { contract: AwaitingContract; accept: boolean } }): Promise<void> => {});
    const actor = createActor(
      contractsMachine.provide({
        actors: { fetchAwaitingContracts: fromPromise(fetch), respondToContract: fromPromise(respond) },
      }),
      { input },
    ).start();
    return { actor, fetch, respond };
  }

  it('skips the prompt for types 4, 40, 41 and 42', () => {
    for (const sessionType of [4, 40, 41, 42] as const) {
      const { actor, fetch } = start({ sessionType });
      expect(actor.getSnapshot().status).toBe('done');
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('prompts for each awaiting contract in turn', async () => {
    const { actor, respond } = start({ sessionType: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('prompting');
    actor.send({ type: 'ACCEPT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(respond.mock.calls[0]?.[0].input).toEqual({ contract: daily, accept: true });
    actor.send({ type: 'REJECT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(respond.mock.calls[1]?.[0].input).toEqual({ contract: dividend, accept: false });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('uses the contracts the session already found', () => {
    const { actor, fetch } = start({ sessionType: 2, awaiting: [dividend] });
    expect(fetch).not.toHaveBeenCalled();
    actor.send({ type: 'LATER' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
