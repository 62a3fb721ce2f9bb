import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { SessionInfo } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { type FreePlayResult, freePlayMachine } from './freePlayMachine.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const trial: FreePlayResult = { token: 'trial-token', merchantCode: 'DEMO_TRIAL', userName: 'guest123' };

function start(options: { free?: () => Promise<FreePlayResult>; store?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const store = vi.fn(async (_: { input: { session: SessionInfo } }): Promise<void> => {
    calls.push('storeSession');
    return options.store?.();
  });
  const navigate = vi.fn((_: unknown, navigation: Navigation) => {
    calls.push(`navigate ${JSON.stringify(navigation)}`);
  });
  const actor = createActor(
    freePlayMachine.provide({
      actors: {
        startFreePlay: fromPromise(async () => {
          calls.push('startFreePlay');
          return options.free?.() ?? trial;
        }),
        storeSession: fromPromise(store),
      },
      actions: { navigate },
    }),
  ).start();
  return { actor, calls, store };
}

const session: SessionInfo = {
  token: 'trial-token',
  merchantCode: 'DEMO_TRIAL',
  userName: 'guest123',
  type: 4,
  firstTimeLogin: false,
  trialName: 'guest123',
};

describe('freePlayMachine', () => {
  it('waits for the person to start', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('stores a type 4 session with its own merchant code and trial name, then goes to /m/home', async () => {
    const { actor, calls, store } = start();
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const done = toPromise(actor);
    await settle();
    expect(store.mock.calls[0]?.[0].input).toEqual({ session });
    expect(calls).toEqual(['startFreePlay', 'storeSession', 'navigate {"to":"/m/home"}']);
    expect(await done).toEqual({ session });
  });

  it('keeps the loading state while the session is stored', async () => {
    let release = () => {};
    const { actor } = start({ store: () => new Promise<void>((resolve) => (release = resolve)) });
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('storing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    release();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('still goes to /m/home when the session cannot be stored', async () => {
    const { actor, calls } = start({ store: async () => Promise.reject(new Error('storage')) });
    actor.send({ type: 'START' });
    await settle();
    expect(calls).toEqual(['startFreePlay', 'storeSession', 'navigate {"to":"/m/home"}']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stays with the error code when free play fails, and clears it on the next try', async () => {
    let fail = true;
    const { actor, calls } = start({
      free: async () => (fail ? Promise.reject(new DomainFailure('rate.limited')) : trial),
    });
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('rate.limited');
    expect(calls).toEqual(['startFreePlay']);
    fail = false;
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('must be given its navigate action: a machine without one stops with an error', async () => {
    const actor = createActor(
      freePlayMachine.provide({
        actors: {
          startFreePlay: fromPromise(async () => trial),
          storeSession: fromPromise(async (): Promise<void> => {}),
        },
      }),
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });
});

describe('freePlayMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const bare = unprovided(freePlayMachine.provide({ actions: { navigate } }));
    bare.actor.send({ type: 'START' });
    await settle();
    expect(bare.names).toEqual(['startFreePlay']);
    expect(bare.actor.getSnapshot().context.error).toBe('unknown.error');

    const started = unprovided(
      freePlayMachine.provide({ actors: { startFreePlay: fromPromise(async () => trial) }, actions: { navigate } }),
    );
    started.actor.send({ type: 'START' });
    await settle();
    expect(started.names).toEqual(['storeSession']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
