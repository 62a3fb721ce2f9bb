import { assign, setup } from 'xstate';
import { errorCodeOf } from './errorCode.ts';
import { notProvided } from './notProvided.ts';
import { type StatusFlags, type SystemStatus, systemStatus } from './systemStatus.ts';

export interface SystemStatusContext {
  /** The last status known: from the cache until the gateway answers, then the gateway's. */
  status?: SystemStatus;
  /** Why the last check failed, as an errors catalogue key (network.offline, network.timeout, ...). */
  error?: string;
}

export type SystemStatusEvent = { type: 'RETRY' };

/**
 * The platform's status, which decides whether the site renders at all (maintenance and region-restriction pages).
 * The cached status is used first, then refreshed from the gateway and cached again. A failed check keeps the cached
 * status when there is one; without one, the screen says the gateway cannot be reached and offers to retry.
 */
export const systemStatusMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
  },
  actors: {
    readCachedStatus: notProvided<SystemStatus | null, void>('readCachedStatus'),
    fetchStatus: notProvided<StatusFlags, void>('fetchStatus'),
    storeStatus: notProvided<void, { status: SystemStatus }>('storeStatus'),
  },
  guards: {
    known: ({ context }) => context.status !== undefined,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #systemStatus
  id: 'systemStatus',
  context: {},
  initial: 'readingCache',
  states: {
    readingCache: {
      tags: ['checking'],
      invoke: {
        src: 'readCachedStatus',
        onDone: { target: 'checking', actions: assign(({ event }) => ({ status: event.output ?? undefined })) },
        onError: { target: 'checking' },
      },
    },
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'fetchStatus',
        onDone: {
          target: 'storing',
          actions: assign(({ event }) => ({ status: systemStatus(event.output), error: undefined })),
        },
        onError: [
          { guard: 'known', target: 'known', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          { target: 'unreachable', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
        ],
      },
    },
    storing: {
      invoke: {
        src: 'storeStatus',
        input: ({ context }) => ({ status: context.status as SystemStatus }),
        // A browser that refuses storage still shows the status it was given.
        onDone: { target: 'known' },
        onError: { target: 'known' },
      },
    },
    known: {
      on: { RETRY: { target: 'checking' } },
    },
    unreachable: {
      on: { RETRY: { target: 'checking' } },
    },
  },
});
