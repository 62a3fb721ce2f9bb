import type { SessionType } from '@wl/domain/constants';
import type { MemberInfo, Wallet } from '@wl/domain/entities';
import type { sessionMachine } from '@wl/domain/session-machine';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useAppServices } from './AppServicesContext.tsx';
import { shallowEqual } from './shallowEqual.ts';

export interface SessionState {
  /** Still reading the stored session: neither logged in nor out yet. */
  resolving: boolean;
  loggedIn: boolean;
  userName?: string;
  sessionType?: SessionType;
  member?: MemberInfo;
  wallet?: Wallet;
  /** The balance is masked while the wallet is being fetched. */
  balanceMasked: boolean;
  /** Why the session ended, as an errors catalogue key (session.expired). */
  message?: string;
  /**
   * Why the member's figures (their details, the balance) could not be read, as an errors catalogue key; `renew`
   * asks again.
   */
  failure?: string;
  /** The wallet's last fetch failed: there is no balance to wait for until it is asked again. */
  walletFailed: boolean;
}

/** The session machine's snapshot as screens read it. */
export function sessionStateOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionState {
  const { context } = snapshot;
  const loggedIn = snapshot.hasTag('loggedIn');
  // The wallet's reason first: the balance is what a member looks for.
  const failure = loggedIn ? (context.walletError ?? context.memberError) : undefined;
  return {
    resolving: snapshot.matches('resolving') || snapshot.matches('reading'),
    loggedIn,
    ...(loggedIn && context.session ? { userName: context.session.userName, sessionType: context.session.type } : {}),
    ...(context.member ? { member: context.member } : {}),
    ...(context.wallet ? { wallet: context.wallet } : {}),
    balanceMasked: snapshot.hasTag('balanceMasked'),
    ...(context.message ? { message: context.message } : {}),
    ...(failure === undefined ? {} : { failure }),
    walletFailed: loggedIn && context.walletError !== undefined,
  };
}

/** The one session, as screens read it, and what they may ask of it. */
export function useSession(): SessionState & { refreshWallet: () => void; renew: () => void } {
  const { session } = useAppServices();
  const state = useSelector(session, sessionStateOf, shallowEqual);
  return {
    ...state,
    refreshWallet: () => session.send({ type: 'REFRESH_WALLET' }),
    renew: () => session.send({ type: 'RENEW' }),
  };
}
