import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import type { RankProgress } from './rankProgress.ts';
import { rankProgressMachine } from './rankProgressMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const vip1: RankProgress = {
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 'VIP1' },
};
const vip2: RankProgress = {
  currentProgress: { completedConditions: 0, totalExpectedConditions: 4 },
  playerRankProgress: { labelId: 'VIP2' },
};

function start(answers: Array<() => Promise<RankProgress>>) {
  const fetch = vi.fn(async () => (answers.shift() ?? (async () => vip1))());
  const actor = createActor(rankProgressMachine.provide({ actors: { fetchRankProgress: fromPromise(fetch) } })).start();
  return { actor, fetch };
}

describe('rankProgressMachine', () => {
  it('fetches the progress as soon as it starts and shows it', async () => {
    const { actor, fetch } = start([async () => vip1]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context).toEqual({ progress: vip1, error: undefined });
  });

  it('keeps the error code of a failed fetch and asks again on retry, clearing it once answered', async () => {
    const { actor, fetch } = start([
      async () => Promise.reject(new DomainFailure('session.expired')),
      async () => vip1,
    ]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('session.expired');
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toEqual({ progress: vip1, error: undefined });
  });

  it('keeps the progress shown while a refresh is under way, then shows the new one', async () => {
    let answer: (value: RankProgress) => void = () => {};
    const { actor } = start([
      async () => vip1,
      () =>
        new Promise<RankProgress>((resolve) => {
          answer = resolve;
        }),
    ]);
    await settle();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('shown');
    actor.send({ type: 'REFRESH' });
    await settle();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.progress).toEqual(vip1);
    answer(vip2);
    await settle();
    expect(actor.getSnapshot().context.progress).toEqual(vip2);
  });

  it('names the actor the app must provide', async () => {
    const bare = unprovided(rankProgressMachine);
    await settle();
    expect(bare.names).toEqual(['fetchRankProgress']);
    expect(bare.actor.getSnapshot().context.error).toBe('unknown.error');
  });
});
