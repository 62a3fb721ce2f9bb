import type { Whitelabel } from '@wl/api/system';
import { keepFailure } from './failure.ts';

export type MerchantSettings = Whitelabel;

export interface MerchantSettingsSource {
  /**
   * The merchant's switches, templates and settings: fetched once, shared by every screen. A failed fetch is kept
   * (every reader gets the same failure) until the person's Try again (`retryOf` the failure) or a refresh.
   */
  read(): Promise<MerchantSettings>;
  /** Forgets the answer, failed or stale, so the next read asks the gateway again. */
  refresh(): void;
}

/**
 * The white-label settings decide which entries, tabs and fields show; every screen reads the same answer. A failure
 * stays the answer until asked again: a screen that renders again gets it at once and says why, instead of asking the
 * gateway at every render and never settling.
 */
export function createMerchantSettings(fetchSettings: () => Promise<MerchantSettings>): MerchantSettingsSource {
  let pending: Promise<MerchantSettings> | undefined;
  return {
    read() {
      if (!pending) {
        const fetching = fetchSettings();
        pending = fetching;
        fetching.catch((error: unknown) =>
          keepFailure(error, () => {
            if (pending === fetching) pending = undefined;
          }),
        );
      }
      return pending;
    },
    refresh() {
      pending = undefined;
    },
  };
}
