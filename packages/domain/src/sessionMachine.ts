import { assign, not, setup, spawnChild, stopChild } from 'xstate';
import type { AwaitingContract, MemberInfo, SessionInfo, Wallet } from './entities.ts';
import { errorCodeOf, SESSION_EXPIRED } from './errorCode.ts';
import { LOGIN_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import { promptsContracts } from './roles.ts';

export interface SessionInput {
  /** The token held in memory, if the page already has one; otherwise the stored session is read. */
  session?: SessionInfo;
}

export interface SessionContext {
  session?: SessionInfo;
  /**
   * The password of a first-time login, held in memory only so the change-password screen need not ask for it:
   * it never goes to `storeSession`, and a password change, a logout or an expiry forgets it.
   */
  heldPassword?: string;
  member?: MemberInfo;
  wallet?: Wallet;
  awaitingContracts: AwaitingContract[];
  /** Why the session ended, as a catalogue key of the errors namespace (session.expired). */
  message?: string;
  /** Why the member's details could not be renewed (an errors catalogue key), until a renewal answers. */
  memberError?: string;
  /** Why the wallet could not be fetched (an errors catalogue key), until a fetch answers. */
  walletError?: string;
}

export type SessionEvent =
  /** A login, a recovery by phone or free play started a session; a first-time login by password holds it. */
  | { type: 'LOGGED_IN'; session: SessionInfo; heldPassword?: string }
  | { type: 'REFRESH_WALLET' }
  | { type: 'RENEW' }
  /** The password was changed: the held password and the change-password prompt go. */
  | { type: 'PASSWORD_CHANGED' }
  /** The member changed their own info (the security centre): what the gateway now answers for them. */
  | { type: 'MEMBER_UPDATED'; member: MemberInfo }
  /** Any call of the app answered session.expired. */
  | { type: 'SESSION_EXPIRED' }
  /** The logout flow finished: forget the session here too. */
  | { type: 'LOGGED_OUT' };

export type ClearReason = 'logout' | 'expired';

/** The guard of every call's failure: the gateway ended the session. */
const isExpired = ({ event }: { event: { error: unknown } }) => errorCodeOf(event.error) === SESSION_EXPIRED;

/** The change-password prompt shows while a logged-in session is a first-time login whose password is unchanged. */
export function showsPasswordPrompt(context: Pick<SessionContext, 'session'>): boolean {
  return context.session?.firstTimeLogin === true;
}

/**
 * The session: from memory, else from storage (MC_SESSION_INFO); with a session, renew the member, then check
 * contracts (not for 4, 40, 41, 42), then fetch the wallet, the balance masked meanwhile. session.expired from any
 * call ends it with "Account logged out, log in again"; any other failure of the renewal or the wallet is kept
 * (`memberError`, `walletError`) until the next answer, so the member's pages say why their figures are missing.
 * Storage is injected: `readSession`, `storeSession` and `clearSession` (session storage, token, trial user, member
 * info, autoLogin 0). A visitor asking for a balance
 * refresh is sent to /m/login (the injected `navigate` action). A first-time login's password is held here, in
 * memory, until the password is changed.
 */
export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
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
  },
  guards: {
    inMemory: ({ context }) => context.session !== undefined,
    promptsContracts: ({ context }) => promptsContracts((context.session as SessionInfo).type),
  },
  actions: {
    navigate: navigateNotProvided,
    forget: assign({
      session: undefined,
      heldPassword: undefined,
      member: undefined,
      wallet: undefined,
      awaitingContracts: [],
      memberError: undefined,
      walletError: undefined,
    }),
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
        src: 'readSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'active',
            actions: assign(({ event }) => ({ session: event.output as SessionInfo })),
          },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous' },
      },
    },
    anonymous: {
      on: {
        // A visitor's balance refresh sends them to log in.
        REFRESH_WALLET: { actions: { type: 'navigate', params: { to: LOGIN_ROUTE } } },
        LOGGED_IN: {
          target: 'storing',
          actions: assign(({ event }) => ({
            session: event.session,
            heldPassword: event.heldPassword,
            message: undefined,
          })),
        },
      },
    },
    storing: {
      invoke: {
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
      // Its answer is no longer awaited once the session ended.
      exit: stopChild('restoreSession'),
      on: {
        SESSION_EXPIRED: { target: 'expired' },
        LOGGED_OUT: { target: 'anonymous', actions: 'forget' },
        // A browser that refuses storage keeps the changed session for this page.
        'xstate.error.actor.restoreSession': {},
        // The header, side menu and member centre show the change at once, without renewing the whole session.
        MEMBER_UPDATED: { actions: assign(({ event }) => ({ member: event.member })) },
        // Stored again without the first-time flag, so a reload does not prompt for a password already changed.
        PASSWORD_CHANGED: {
          actions: [
            assign(({ context }) => ({
              heldPassword: undefined,
              session: { ...(context.session as SessionInfo), firstTimeLogin: false },
            })),
            stopChild('restoreSession'),
            spawnChild('storeSession', {
              id: 'restoreSession',
              input: ({ context }) => ({ session: context.session as SessionInfo }),
            }),
          ],
        },
      },
      states: {
        renewing: {
          invoke: {
            src: 'renewMember',
            input: ({ context }) => ({ session: context.session as SessionInfo }),
            onDone: {
              target: 'checkingContracts',
              actions: assign(({ event }) => ({ member: event.output, memberError: undefined })),
            },
            onError: [
              { guard: isExpired, target: '#session.expired' },
              {
                target: 'checkingContracts',
                actions: assign(({ event }) => ({ memberError: errorCodeOf(event.error) })),
              },
            ],
          },
        },
        checkingContracts: {
          always: { guard: not('promptsContracts'), target: 'fetchingWallet' },
          invoke: {
            src: 'checkContracts',
            input: ({ context }) => ({ session: context.session as SessionInfo }),
            onDone: { target: 'fetchingWallet', actions: assign(({ event }) => ({ awaitingContracts: event.output })) },
            onError: [{ guard: isExpired, target: '#session.expired' }, { target: 'fetchingWallet' }],
          },
        },
        fetchingWallet: {
          tags: ['balanceMasked'],
          invoke: {
            src: 'fetchWallet',
            input: ({ context }) => ({ session: context.session as SessionInfo }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({ wallet: event.output, walletError: undefined })),
            },
            onError: [
              { guard: isExpired, target: '#session.expired' },
              { target: 'ready', actions: assign(({ event }) => ({ walletError: errorCodeOf(event.error) })) },
            ],
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
        src: 'clearSession',
        input: { reason: 'expired' },
        onDone: { target: 'anonymous' },
        onError: { target: 'anonymous' },
      },
    },
  },
});
