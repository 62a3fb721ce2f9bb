import { assign, not, setup } from 'xstate';
import type { AwaitingContract, MemberInfo, SessionInfo, Wallet } from './entities.ts';
import { errorCodeOf, SESSION_EXPIRED } from './errorCode.ts';
import { LOGIN_ROUTE, type Navigation } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import { promptsContracts } from './roles.ts';

export interface SessionInput {
  /** The token held in memory, if the page already has one; otherwise the stored session is read. */
  session?: SessionInfo;
}

export interface SessionContext {
  session?: SessionInfo;
  member?: MemberInfo;
  wallet?: Wallet;
  awaitingContracts: AwaitingContract[];
  /** Why the session ended, as a catalogue key of the errors namespace (session.expired). */
  message?: string;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; session: SessionInfo }
  | { type: 'REFRESH_WALLET' }
  | { type: 'RENEW' }
  /** Any call of the app answered session.expired. */
  | { type: 'SESSION_EXPIRED' }
  /** The logout flow finished: forget the session here too. */
  | { type: 'LOGGED_OUT' };

export type ClearReason = 'logout' | 'expired';

/** The guard of every call's failure: the gateway ended the session. */
const isExpired = ({ event }: { event: { error: unknown } }) => errorCodeOf(event.error) === SESSION_EXPIRED;

/**
 * The session: from memory, else from storage (MC_SESSION_INFO); with a session, renew the member, then check
 * contracts, then fetch the wallet. session.expired from any call ends it with "Account logged out, log in again".
 * Storage is injected: `readSession`, `storeSession` and `clearSession` (session storage, token, trial user,
 * member info, autoLogin 0). A visitor asking for a balance refresh is sent to /m/login.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    readSession: notProvided<SessionInfo | null, void>('readSession'),
    storeSession: notProvided<void, { session: SessionInfo }>('storeSession'),
    clearSession: notProvided<void, { reason: ClearReason }>('clearSession'),
    renewMember: notProvided<MemberInfo, { session: SessionInfo }>('renewMember'),
    checkContracts: notProvided<AwaitingContract[], { session: SessionInfo }>('checkContracts'),
    fetchWallet: notProvided<Wallet, { session: SessionInfo }>('fetchWallet'),
    navigate: notProvided<void, Navigation>('navigate'),
  },
  guards: {
    inMemory: ({ context }) => context.session !== undefined,
    promptsContracts: ({ context }) => context.session !== undefined && promptsContracts(context.session.type),
  },
  actions: {
    forget: assign({ session: undefined, member: undefined, wallet: undefined, awaitingContracts: [] }),
    expire: assign({ message: SESSION_EXPIRED }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.session, awaitingContracts: [] }),
  initial: 'resolving',
  states: {
    resolving: {
      always: [{ guard: 'inMemory', target: 'active' }, { target: 'reading' }],
    },
    reading: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'active',
            actions: assign(({ event }) => ({ session: event.output ?? undefined })),
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      on: {
        // A visitor's balance refresh sends them to log in.
        REFRESH_WALLET: { target: 'toLogin' },
        LOGGED_IN: {
          target: 'storing',
          actions: assign(({ event }) => ({ session: event.session, message: undefined })),
        },
      },
    },
    toLogin: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: { to: LOGIN_ROUTE },
        onDone: { target: 'anonymous' },
        onError: { target: 'anonymous' },
      },
    },
    storing: {
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => ({ session: context.session as SessionInfo }),
        // A browser that refuses storage (private mode) still gets a working session for this page.
        onDone: { target: 'active' },
        onError: { target: 'active' },
      },
    },
    active: {
      tags: ['loggedIn'],
      initial: 'renewing',
      on: {
        SESSION_EXPIRED: { target: 'expired' },
        LOGGED_OUT: { target: 'anonymous', actions: 'forget' },
      },
      states: {
        renewing: {
          invoke: {
            id: 'renewMember',
            src: 'renewMember',
            input: ({ context }) => ({ session: context.session as SessionInfo }),
            onDone: { target: 'checkingContracts', actions: assign(({ event }) => ({ member: event.output })) },
            onError: [{ guard: isExpired, target: '#session.expired' }, { target: 'checkingContracts' }],
          },
        },
        checkingContracts: {
          always: { guard: not('promptsContracts'), target: 'fetchingWallet' },
          invoke: {
            id: 'checkContracts',
            src: 'checkContracts',
            input: ({ context }) => ({ session: context.session as SessionInfo }),
            onDone: { target: 'fetchingWallet', actions: assign(({ event }) => ({ awaitingContracts: event.output })) },
            onError: [{ guard: isExpired, target: '#session.expired' }, { target: 'fetchingWallet' }],
          },
        },
        fetchingWallet: {
          tags: ['balanceMasked'],
          invoke: {
            id: 'fetchWallet',
            src: 'fetchWallet',
            input: ({ context }) => ({ session: context.session as SessionInfo }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ wallet: event.output })) },
            onError: [{ guard: isExpired, target: '#session.expired' }, { target: 'ready' }],
          },
        },
        ready: {
          on: {
            REFRESH_WALLET: { target: 'fetchingWallet' },
            RENEW: { target: 'renewing' },
          },
        },
      },
    },
    expired: {
      entry: ['expire', 'forget'],
      invoke: {
        id: 'clearSession',
        src: 'clearSession',
        input: { reason: 'expired' },
        onDone: { target: 'anonymous' },
        onError: { target: 'anonymous' },
      },
    },
  },
});
