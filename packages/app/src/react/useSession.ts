import { memberPageAccess } from '@wl/domain/account-access';
import type { SessionType } from '@wl/domain/constants';
import type { MemberInfo, Wallet } from '@wl/domain/entities';
import type { sessionMachine } from '@wl/domain/session-machine';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
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

export type MemberPage<TAccess extends string> =
  /** Still reading the stored session: neither logged in nor out yet. */
  | { resolving: true }
  | {
      resolving: false;
      /** What the page shows: its access rule's answer, or 'open' for a page kept on screen. */
      access: TAccess | 'open';
      /** Keys the page's content: the member it is on screen for, so another member's login opens it afresh. */
      key: string | undefined;
    };

/**
 * A member's page gate: `accessOf` (the page's access rule) decides a page not yet open; with `keepsOpen` (a form), a
 * page once open stays on screen with what was typed when the gateway ends the session, until the member logs in
 * again (the domain's `memberPageAccess`). Without it the page follows its access rule alone.
 */
export function useMemberPage<TAccess extends string>(
  accessOf: (sessionType: SessionType | undefined) => TAccess | 'open',
  keepsOpen: boolean,
): MemberPage<TAccess> {
  const session = useSession();
  const [openedFor, setOpenedFor] = useState<string>();
  if (session.resolving) return { resolving: true };
  const page = memberPageAccess(accessOf(session.loggedIn ? session.sessionType : undefined), {
    openedFor: keepsOpen ? openedFor : undefined,
    userName: session.loggedIn ? session.userName : undefined,
    ended: session.message,
  });
  // Remembered from render to render: set while rendering, React renders again at once with it.
  if (keepsOpen && page.openedFor !== openedFor) setOpenedFor(page.openedFor);
  return { resolving: false, access: page.access, key: page.openedFor };
}
