import { assign, setup } from 'xstate';
import type { SessionType } from './constants.ts';
import type { AwaitingContract } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
import { notProvided } from './notProvided.ts';
import { promptsContracts } from './roles.ts';

export interface ContractsInput {
  sessionType: SessionType;
  /** Contracts already found by the session's start-up check, if it ran; otherwise they are fetched here. */
  awaiting?: AwaitingContract[];
}

export interface ContractsContext {
  sessionType: SessionType;
  awaiting: AwaitingContract[];
  error?: string;
}

export type ContractsEvent = { type: 'ACCEPT' } | { type: 'REJECT' } | { type: 'LATER' };

/**
 * The contract prompt on home load with a session: skipped for types 4, 40, 41 and 42; otherwise each contract
 * awaiting review is shown in turn to be accepted or rejected, or the prompt is put off until the next load.
 */
export const contractsMachine = setup({
  types: {} as { context: ContractsContext; events: ContractsEvent; input: ContractsInput },
  actors: {
    fetchAwaitingContracts: notProvided<AwaitingContract[], void>('fetchAwaitingContracts'),
    respondToContract: notProvided<void, { contract: AwaitingContract; accept: boolean }>('respondToContract'),
  },
  guards: {
    exempt: ({ context }) => !promptsContracts(context.sessionType),
    known: ({ context }) => context.awaiting.length > 0,
    awaiting: ({ context }) => context.awaiting.length > 0,
  },
  actions: {
    next: assign(({ context }) => ({ awaiting: context.awaiting.slice(1), error: undefined })),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #contracts
  id: 'contracts',
  context: ({ input }) => ({ sessionType: input.sessionType, awaiting: input.awaiting ?? [] }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'exempt', target: 'done' }, { guard: 'known', target: 'prompting' }, { target: 'fetching' }],
    },
    fetching: {
      invoke: {
        src: 'fetchAwaitingContracts',
        onDone: { target: 'deciding', actions: assign(({ event }) => ({ awaiting: event.output })) },
        onError: { target: 'done', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    deciding: {
      always: [{ guard: 'awaiting', target: 'prompting' }, { target: 'done' }],
    },
    prompting: {
      on: {
        ACCEPT: { target: 'accepting' },
        REJECT: { target: 'rejecting' },
        LATER: { target: 'done' },
      },
    },
    accepting: {
      tags: ['loading'],
      invoke: {
        src: 'respondToContract',
        input: ({ context }) => ({ contract: context.awaiting[0] as AwaitingContract, accept: true }),
        onDone: { target: 'deciding', actions: 'next' },
        onError: { target: 'prompting', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    rejecting: {
      tags: ['loading'],
      invoke: {
        src: 'respondToContract',
        input: ({ context }) => ({ contract: context.awaiting[0] as AwaitingContract, accept: false }),
        onDone: { target: 'deciding', actions: 'next' },
        onError: { target: 'prompting', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    done: { type: 'final' },
  },
});
