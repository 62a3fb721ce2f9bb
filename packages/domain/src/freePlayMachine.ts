import { assign, setup } from 'xstate';
import { TRIAL_SESSION_TYPE } from './constants.ts';
import type { FreePlayValue } from './contract.ts';
import type { SessionInfo } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
import { HOME_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

/** The free-play call's answer: a trial token under the trial merchant code, and the trial user's name. */
export type FreePlayResult = Pick<FreePlayValue, 'token' | 'merchantCode' | 'userName'>;

/**
 * Free play: starts a trial session (type 4) that keeps its own merchant code and stores the trial user's name,
 * then goes to /m/home (the injected `navigate` action). A failure keeps the person where they are, with the error
 * code.
 */
export const freePlayMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as { session?: SessionInfo; error?: string },
    events: {} as { type: 'START' },
  },
  actors: {
    startFreePlay: notProvided<FreePlayResult, void>('startFreePlay'),
    storeSession: notProvided<void, { session: SessionInfo }>('storeSession'),
  },
  actions: {
    navigate: navigateNotProvided,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #freePlay
  id: 'freePlay',
  context: {},
  initial: 'idle',
  output: ({ context }) => ({ session: context.session }),
  states: {
    idle: {
      on: { START: { target: 'starting', actions: assign({ error: undefined }) } },
    },
    starting: {
      tags: ['loading'],
      invoke: {
        src: 'startFreePlay',
        onDone: {
          target: 'storing',
          actions: assign(({ event }) => ({
            session: {
              token: event.output.token,
              merchantCode: event.output.merchantCode,
              userName: event.output.userName,
              type: TRIAL_SESSION_TYPE,
              firstTimeLogin: false,
              trialName: event.output.userName,
            },
          })),
        },
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    storing: {
      tags: ['loading'],
      invoke: {
        src: 'storeSession',
        input: ({ context }) => ({ session: context.session as SessionInfo }),
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final', entry: { type: 'navigate', params: { to: HOME_ROUTE } } },
  },
});
