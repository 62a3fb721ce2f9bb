import { formatBalance } from '@wl/domain/balance';
import { useCallback, useSyncExternalStore } from 'react';
import { useLocale } from './useLocale.ts';
import { useSession } from './useSession.ts';

/** The player's hide-balance choice, kept on the device across visits. */
export const HIDE_BALANCE_KEY = 'hideBalance';

const listeners = new Set<() => void>();

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_BALANCE_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    window.localStorage.setItem(HIDE_BALANCE_KEY, hidden ? '1' : '0');
  } catch {
    // A browser that refuses storage keeps the choice for this page only.
    memoryHidden = hidden;
  }
  for (const listener of listeners) listener();
}

let memoryHidden: boolean | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface BalanceView {
  /** The money as the domain formats it ("RM 1,234.56"), or the mask. */
  text: string;
  state: 'shown' | 'hidden' | 'refreshing';
  /** The player's hide-balance choice, whatever the state (a refresh masks the balance too). */
  hidden: boolean;
  refresh(): void;
  toggleHidden(): void;
}

/**
 * The member's balance as every place shows it (header, side menu, member centre): the wallet of the session, the
 * hide-balance choice and the refresh, formatted by the domain in the interface language.
 */
export function useBalance(): BalanceView {
  const session = useSession();
  const locale = useLocale();
  const hidden = useSyncExternalStore(subscribe, () => memoryHidden ?? readHidden());
  const refreshing = session.balanceMasked;
  const wallet = session.wallet;
  const text = formatBalance({
    amount: wallet?.sumBalance ?? Number.NaN,
    currencySymbol: wallet?.currencySymbol ?? '',
    locale,
    hidden,
    refreshing,
  });
  const toggleHidden = useCallback(() => writeHidden(!(memoryHidden ?? readHidden())), []);
  return {
    text,
    // Without a wallet the balance is awaited, unless its fetch failed: then it stays masked, and refresh asks again.
    state: refreshing || (!wallet && !session.walletFailed) ? 'refreshing' : hidden || !wallet ? 'hidden' : 'shown',
    hidden,
    refresh: session.refreshWallet,
    toggleHidden,
  };
}
