import { assign, setup } from 'xstate';
import { errorCodeOf } from './errorCode.ts';
import { notProvided } from './notProvided.ts';
import type { RankProgress } from './rankProgress.ts';

export interface RankProgressContext {
  progress?: RankProgress;
  /** The error code of the last failed fetch (an `errors` catalogue key). */
  error?: string;
}

export type RankProgressEvent = { type: 'RETRY' } | { type: 'REFRESH' };

/**
 * The member's rank progress for the VIP benefits page: fetched when the page opens; a failure keeps the error code
 * and waits for the person to try again; a refresh keeps the progress shown until the new answer is in.
 */
export const rankProgressMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as RankProgressContext,
    events: {} as RankProgressEvent,
  },
  actors: {
    fetchRankProgress: notProvided<RankProgress, void>('fetchRankProgress'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #rankProgress
  id: 'rankProgress',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchRankProgress',
        onDone: { target: 'shown', actions: assign(({ event }) => ({ progress: event.output, error: undefined })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    shown: {
      on: { REFRESH: { target: 'loading' } },
    },
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});
