import { type ContractReview, contractReview } from '@wl/domain/contract-review';
import { useSyncExternalStore } from 'react';
import { useAppServices } from './AppServicesContext.tsx';
import { useLocale } from './useLocale.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';

export type { ContractReview } from '@wl/domain/contract-review';

export interface ContractPromptView {
  /** The contract awaiting the member's review, formatted for the prompt; none when there is nothing to ask. */
  contract?: ContractReview;
  /** The decision on its way to the gateway. */
  pending?: 'accept' | 'reject';
  /** Why the last decision failed, as an errors catalogue key. */
  error?: string;
  accept(): void;
  reject(): void;
  /** Puts the prompt off until the next page load or the next login. */
  later(): void;
}

/** The player's time zone: a contract's day is the day the player lived it. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

/**
 * The contract prompt of home: each contract awaiting the member's review in turn (accept, reject, later), with its
 * terms in the merchant's currency and the interface language. Suspends until the merchant's settings have loaded.
 */
export function useContractPrompt(): ContractPromptView {
  const { contractPrompt } = useAppServices();
  const state = useSyncExternalStore(contractPrompt.subscribe, contractPrompt.state);
  const locale = useLocale();
  const { settings } = useMerchantSettings();
  return {
    ...(state.contract
      ? {
          contract: contractReview(state.contract, {
            currencySymbol: settings.currency.symbol,
            locale,
            timeZone: timeZone(),
          }),
        }
      : {}),
    ...(state.pending ? { pending: state.pending } : {}),
    ...(state.error ? { error: state.error } : {}),
    accept: () => contractPrompt.send({ type: 'ACCEPT' }),
    reject: () => contractPrompt.send({ type: 'REJECT' }),
    later: () => contractPrompt.send({ type: 'LATER' }),
  };
}
