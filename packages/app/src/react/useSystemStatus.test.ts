import { DomainFailure } from '@wl/domain/error-code';
import type { StatusFlags, SystemStatus } from '@wl/domain/system-status';
import { systemStatusMachine } from '@wl/domain/system-status-machine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { systemStatusView } from './useSystemStatus.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function statusOf(cached: SystemStatus | null, answer: StatusFlags | Error) {
  return createActor(
    systemStatusMachine.provide({
      actors: {
        readCachedStatus: fromPromise(async () => cached),
        fetchStatus: fromPromise(async () => {
          if (answer instanceof Error) throw answer;
          return answer;
        }),
        storeStatus: fromPromise(async () => {}),
      },
    }),
  ).start();
}

describe('the platform status as a screen reads it', () => {
  it('is the cached status while it is checked, then the answer', async () => {
    const actor = statusOf('ok', { maintenance: true, regionRestriction: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(systemStatusView(actor.getSnapshot())).toEqual({ state: 'known', status: 'maintenance' });
  });

  it('says why the check failed while it shows the status cached before it', async () => {
    const actor = statusOf('ok', new DomainFailure('network.timeout'));
    expect(systemStatusView(actor.getSnapshot())).toEqual({ state: 'checking' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('known');
    expect(systemStatusView(actor.getSnapshot())).toEqual({ state: 'known', status: 'ok', error: 'network.timeout' });
  });

  it('is unreachable, with the reason, when nothing was cached', async () => {
    const actor = statusOf(null, new DomainFailure('response.malformed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(systemStatusView(actor.getSnapshot())).toEqual({ state: 'unreachable', error: 'response.malformed' });
  });
});
