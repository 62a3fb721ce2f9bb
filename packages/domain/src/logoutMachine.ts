import { setup } from 'xstate';
import { LOGOUT_LOADING_MAX_MS } from './constants.ts';
import { HOME_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import type { ClearReason } from './sessionMachine.ts';

export interface LogoutInput {
  token: string;
}

export type LogoutEvent = { type: 'LOGOUT' } | { type: 'CANCEL' } | { type: 'SUBMIT' };

/**
 * Logout: a confirmation (in_sure_logout) with cancel and submit, a loading message for at most 9999 ms while the
 * server is told (with the token), then the session is cleared (session storage, token, trial user, member info,
 * autoLogin 0) and the route replaced with /m/home (the injected `navigate` action). A failed or slow call still logs
 * the person out here.
 */
export const logoutMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as { token: string },
    events: {} as LogoutEvent,
    input: {} as LogoutInput,
  },
  actors: {
    logout: notProvided<void, { token: string }>('logout'),
    clearSession: notProvided<void, { reason: ClearReason }>('clearSession'),
  },
  actions: {
    navigate: navigateNotProvided,
  },
  delays: {
    loadingMax: LOGOUT_LOADING_MAX_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #logout
  id: 'logout',
  context: ({ input }) => ({ token: input.token }),
  initial: 'idle',
  states: {
    idle: {
      on: { LOGOUT: { target: 'confirming' } },
    },
    confirming: {
      on: { CANCEL: { target: 'idle' }, SUBMIT: { target: 'loggingOut' } },
    },
    loggingOut: {
      tags: ['loading'],
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'clearing' },
        onError: { target: 'clearing' },
      },
      after: { loadingMax: { target: 'clearing' } },
    },
    clearing: {
      invoke: {
        src: 'clearSession',
        input: { reason: 'logout' },
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final', entry: { type: 'navigate', params: { to: HOME_ROUTE, replace: true } } },
  },
});
