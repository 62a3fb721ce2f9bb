import type { Whitelabel } from '@wl/api/system';

export type MerchantSettings = Whitelabel;

export interface MerchantSettingsSource {
  /** The merchant's switches, templates and settings: fetched once, shared by every screen. */
  read(): Promise<MerchantSettings>;
  /** Forgets a failed or stale answer, so the next read asks the gateway again. */
  refresh(): void;
}

/**
 * The white-label settings decide which entries, tabs and fields show; every screen reads the same answer. A failed
 * fetch is not kept: the screen's retry asks again.
 */
export function createMerchantSettings(fetchSettings: () => Promise<MerchantSettings>): MerchantSettingsSource {
  let pending: Promise<MerchantSettings> | undefined;
  return {
    read() {
      if (!pending) {
        const fetching = fetchSettings();
        pending = fetching;
        fetching.catch(() => {
          if (pending === fetching) pending = undefined;
        });
      }
      return pending;
    },
    refresh() {
      pending = undefined;
    },
  };
}
