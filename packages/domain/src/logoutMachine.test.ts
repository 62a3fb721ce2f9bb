import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOGOUT_LOADING_MAX_MS } from './constants.ts';
import { logoutMachine } from './logoutMachine.ts';
import type { Navigation } from './navigation.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const model = {
  machine: logoutMachine,
  input: { token: 't-1' },
  events: () => [{ type: 'LOGOUT' as const }, { type: 'CANCEL' as const }, { type: 'SUBMIT' as const }],
  outcomes: {
    logout: { outputs: [undefined], errors: [new Error('offline')] },
    clearSession: { outputs: [undefined], errors: [new Error('storage')] },
    navigate: { outputs: [undefined], errors: [new Error('router')] },
  },
};

describeModel('logoutMachine', model);

describe('logoutMachine rules', () => {
  function start(logout: () => Promise<void>) {
    const calls: string[] = [];
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {
      calls.push('navigate');
    });
    const actor = createActor(
      logoutMachine.provide({
        actors: {
          logout: fromPromise(async ({ input }: { input: { token: string } }) => {
            calls.push(`logout ${input.token}`);
            await logout();
          }),
          clearSession: fromPromise(async ({ input }: { input: { reason: 'logout' | 'expired' } }) => {
            calls.push(`clear ${input.reason}`);
          }),
          navigate: fromPromise(navigate),
        },
      }),
      { input: { token: 't-1' } },
    ).start();
    return { actor, calls, navigate };
  }

  it('asks first, and cancel changes nothing', () => {
    const { actor, calls } = start(async () => {});
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('calls with the token, clears, then replaces the route with /m/home', async () => {
    const { actor, calls, navigate } = start(async () => {});
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['logout t-1', 'clear logout', 'navigate']);
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ to: '/m/home', replace: true });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stops waiting for the server after 9999 ms', async () => {
    const { actor, calls } = start(() => new Promise(() => {}));
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(LOGOUT_LOADING_MAX_MS - 1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['logout t-1', 'clear logout', 'navigate']);
  });
});
