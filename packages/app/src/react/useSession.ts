import type { SessionType } from '@wl/domain/constants';
import type { MemberInfo, Wallet } from '@wl/domain/entities';
import { useSelector } from '@xstate/react';
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
}

/** The one session, as screens read it, and what they may ask of it. */
export function useSession(): SessionState & { refreshWallet: () => void } {
  const { session } = useAppServices();
  const state = useSelector(
    session,
    (snapshot): SessionState => {
      const { context } = snapshot;
      const loggedIn = snapshot.hasTag('loggedIn');
      return {
        resolving: snapshot.matches('resolving') || snapshot.matches('reading'),
        loggedIn,
        ...(loggedIn && context.session
          ? { userName: context.session.userName, sessionType: context.session.type }
          : {}),
        ...(context.member ? { member: context.member } : {}),
        ...(context.wallet ? { wallet: context.wallet } : {}),
        balanceMasked: snapshot.hasTag('balanceMasked'),
        ...(context.message ? { message: context.message } : {}),
      };
    },
    shallowEqual,
  );
  return { ...state, refreshWallet: () => session.send({ type: 'REFRESH_WALLET' }) };
}
