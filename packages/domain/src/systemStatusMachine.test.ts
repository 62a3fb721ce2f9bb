import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import type { StatusFlags, SystemStatus } from './systemStatus.ts';
import { systemStatusMachine } from './systemStatusMachine.ts';
import { unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('systemStatusMachine', () => {
  function start(options: {
    cached?: SystemStatus | null;
    cacheFails?: boolean;
    storeFails?: boolean;
    answers: (StatusFlags | Error)[];
  }) {
    const stored: SystemStatus[] = [];
    const answers = [...options.answers];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const actor = createActor(
      systemStatusMachine.provide({
        actors: {
          readCachedStatus: fromPromise(async () => {
            if (options.cacheFails) throw new Error('storage');
            return options.cached ?? null;
          }),
          fetchStatus: fromPromise(async () => {
            await gate;
            const answer = answers.shift();
            if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
            return answer;
          }),
          storeStatus: fromPromise(async ({ input }: { input: { status: SystemStatus } }) => {
            stored.push(input.status);
            if (options.storeFails) throw new Error('quota');
          }),
        },
      }),
    ).start();
    return { actor, stored, release };
  }

  it('shows the cached status while it asks the gateway, then the answer, and caches that', async () => {
    const { actor, stored, release } = start({
      cached: 'maintenance',
      answers: [{ maintenance: false, regionRestriction: false }],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.status).toBe('maintenance');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.status).toBe('ok');
    expect(actor.getSnapshot().value).toBe('known');
    expect(stored).toEqual(['ok']);
  });

  it('lets maintenance win when the gateway reports both maintenance and region restriction', async () => {
    const { actor, release } = start({ answers: [{ maintenance: true, regionRestriction: true }] });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.status).toBe('maintenance');
  });

  it('reports region restriction alone as restricted', async () => {
    const { actor, release } = start({ answers: [{ maintenance: false, regionRestriction: true }] });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.status).toBe('restricted');
  });

  it('says the gateway is unreachable when there is no cached status, and checks again on retry', async () => {
    const { actor, release } = start({
      answers: [new DomainFailure('network.offline'), { maintenance: false, regionRestriction: false }],
    });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(actor.getSnapshot().context).toEqual({ error: 'network.offline' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('known');
    expect(actor.getSnapshot().context).toEqual({ status: 'ok', error: undefined });
  });

  it('keeps the cached status when the check fails', async () => {
    const { actor, stored, release } = start({ cached: 'restricted', answers: [new DomainFailure('network.timeout')] });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('known');
    expect(actor.getSnapshot().context).toEqual({ status: 'restricted', error: 'network.timeout' });
    expect(stored).toEqual([]);
  });

  it('checks before it knows anything, and reads the cache first', async () => {
    const { actor, release } = start({
      cached: 'restricted',
      answers: [{ maintenance: false, regionRestriction: false }],
    });
    expect(actor.getSnapshot().value).toBe('readingCache');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({});
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.status).toBe('restricted');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('checking')).toBe(false);
  });

  it('asks the gateway even when the cache cannot be read', async () => {
    const { actor, stored, release } = start({
      cacheFails: true,
      answers: [{ maintenance: true, regionRestriction: false }],
    });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('known');
    expect(actor.getSnapshot().context.status).toBe('maintenance');
    expect(stored).toEqual(['maintenance']);
  });

  it('shows the status it was given when the browser refuses to cache it', async () => {
    const { actor, release } = start({ storeFails: true, answers: [{ maintenance: false, regionRestriction: true }] });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('known');
    expect(actor.getSnapshot().context.status).toBe('restricted');
  });

  it('checks again on retry once known, and clears the last failure when it answers', async () => {
    const { actor, stored, release } = start({
      cached: 'ok',
      answers: [new DomainFailure('network.offline'), { maintenance: true, regionRestriction: true }],
    });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toEqual({ status: 'ok', error: 'network.offline' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toEqual({ status: 'maintenance', error: undefined });
    expect(stored).toEqual(['maintenance']);
  });
});

describe('systemStatusMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const bare = unprovided(systemStatusMachine);
    await vi.advanceTimersByTimeAsync(0);
    expect(bare.names).toEqual(['readCachedStatus', 'fetchStatus']);
    expect(bare.actor.getSnapshot().value).toBe('unreachable');

    const fetched = unprovided(
      systemStatusMachine.provide({
        actors: {
          fetchStatus: fromPromise<StatusFlags, void>(async () => ({ maintenance: false, regionRestriction: false })),
        },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched.names).toEqual(['readCachedStatus', 'storeStatus']);
    expect(fetched.actor.getSnapshot().value).toBe('known');
  });
});
