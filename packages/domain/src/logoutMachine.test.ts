import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { logoutMachine } from './logoutMachine.ts';
import type { Navigation } from './navigation.ts';
import type { ClearReason } from './sessionMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(logout: () => Promise<void>, clear: () => Promise<void> = async () => {}) {
  const calls: string[] = [];
  const navigate = vi.fn((_: unknown, navigation: Navigation) => {
    calls.push(`navigate ${JSON.stringify(navigation)}`);
  });
  const actor = createActor(
    logoutMachine.provide({
      actors: {
        logout: fromPromise(async ({ input }: { input: { token: string } }) => {
          calls.push(`logout ${input.token}`);
          await logout();
        }),
        clearSession: fromPromise(async ({ input }: { input: { reason: ClearReason } }) => {
          calls.push(`clear ${input.reason}`);
          await clear();
        }),
      },
      actions: { navigate },
    }),
    { input: { token: 't-1' } },
  ).start();
  return { actor, calls, navigate };
}

const home = 'navigate {"to":"/m/home","replace":true}';

describe('logoutMachine', () => {
  it('asks first, and cancel changes nothing', async () => {
    const { actor, calls } = start(async () => {});
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual([]);
  });

  it('tells the server with the token, clears the session, then replaces the route with /m/home', async () => {
    const { actor, calls } = start(async () => {});
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual(['logout t-1']);
    await settle();
    expect(calls).toEqual(['logout t-1', 'clear logout', home]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('clears and goes home when the server call fails', async () => {
    const { actor, calls } = start(async () => Promise.reject(new Error('offline')));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['logout t-1', 'clear logout', home]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the loading for at most 9999 ms, then logs out without the answer', async () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(9_998);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual(['logout t-1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(calls).toEqual(['logout t-1', 'clear logout', home]);
  });

  it('still goes home when the session cannot be cleared', async () => {
    const { actor, calls } = start(
      async () => {},
      async () => Promise.reject(new Error('storage')),
    );
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['logout t-1', 'clear logout', home]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('must be given its navigate action: a machine without one stops with an error', async () => {
    const actor = createActor(
      logoutMachine.provide({
        actors: {
          logout: fromPromise(async (): Promise<void> => {}),
          clearSession: fromPromise(async (): Promise<void> => {}),
        },
      }),
      { input: { token: 't-1' } },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });
});

describe('logoutMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided, and still goes home', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const { actor, names } = unprovided(logoutMachine.provide({ actions: { navigate } }), { input: { token: 't-1' } });
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(names).toEqual(['logout', 'clearSession']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
