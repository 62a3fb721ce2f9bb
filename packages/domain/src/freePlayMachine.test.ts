import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { SessionInfo } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { freePlayMachine } from './freePlayMachine.ts';
import type { Navigation } from './navigation.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const trial = { token: 'trial-token', merchantCode: 'DEMO_TRIAL', userName: 'guest123' };

const model = {
  machine: freePlayMachine,
  events: () => [{ type: 'START' as const }],
  outcomes: {
    startFreePlay: { outputs: [trial], errors: [new DomainFailure('rate.limited')] },
    storeSession: { outputs: [undefined], errors: [new Error('storage')] },
    navigate: { outputs: [undefined], errors: [new Error('router')] },
  },
};

describeModel('freePlayMachine', model);

describe('freePlayMachine rules', () => {
  it('stores a type 4 session with its own merchant code and trial name, then goes to /m/home', async () => {
    const store = vi.fn(async (_: { input: { session: SessionInfo } }): Promise<void> => {});
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {});
    const actor = createActor(
      freePlayMachine.provide({
        actors: {
          startFreePlay: fromPromise(async () => trial),
          storeSession: fromPromise(store),
          navigate: fromPromise(navigate),
        },
      }),
    ).start();
    actor.send({ type: 'START' });
    const done = toPromise(actor);
    await vi.advanceTimersByTimeAsync(0);
    const session: SessionInfo = {
      token: 'trial-token',
      merchantCode: 'DEMO_TRIAL',
      userName: 'guest123',
      type: 4,
      firstTimeLogin: false,
      trialName: 'guest123',
    };
    expect(store.mock.calls[0]?.[0].input).toEqual({ session });
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ to: '/m/home' });
    expect(await done).toEqual({ session });
  });

  it('stays with the error code when free play fails', async () => {
    const actor = createActor(
      freePlayMachine.provide({
        actors: { startFreePlay: fromPromise(async () => Promise.reject(new DomainFailure('rate.limited'))) },
      }),
    ).start();
    actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('rate.limited');
  });
});
