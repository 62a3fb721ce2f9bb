import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import type { StatusFlags, SystemStatus } from './systemStatus.ts';
import { systemStatusMachine } from './systemStatusMachine.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const model = {
  machine: systemStatusMachine,
  events: () => [{ type: 'RETRY' as const }],
  outcomes: {
    readCachedStatus: { outputs: [null, 'maintenance'], errors: [new Error('storage')] },
    fetchStatus: {
      outputs: [{ maintenance: false, regionRestriction: false }],
      errors: [new DomainFailure('network.offline')],
    },
    storeStatus: { outputs: [undefined], errors: [new Error('quota')] },
  },
};

describeModel('systemStatusMachine', model);

describe('systemStatusMachine rules', () => {
  function start(options: { cached?: SystemStatus | null; answers: (StatusFlags | Error)[] }) {
    const stored: SystemStatus[] = [];
    const answers = [...options.answers];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const actor = createActor(
      systemStatusMachine.provide({
        actors: {
          readCachedStatus: fromPromise(async () => options.cached ?? null),
          fetchStatus: fromPromise(async () => {
            await gate;
            const answer = answers.shift();
            if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
            return answer;
          }),
          storeStatus: fromPromise(async ({ input }: { input: { status: SystemStatus } }) => {
            stored.push(input.status);
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
});
