import { STORAGE_KEYS } from '@wl/domain/constants';
import { legacyStatusCode, type SystemStatus, statusFromLegacyCode } from '@wl/domain/system-status';
import type { KeyValueStorage } from './sessionStore.ts';

export interface StatusCache {
  read(): SystemStatus | null;
  store(status: SystemStatus): void;
}

/** The cached item `status`, in the legacy numeric form the old site wrote (0 ok, 1 maintenance, 2 restricted). */
export function createStatusCache(local: KeyValueStorage | undefined): StatusCache {
  return {
    read() {
      const raw = local?.getItem(STORAGE_KEYS.status);
      return raw === null || raw === undefined ? null : (statusFromLegacyCode(Number(raw)) ?? null);
    },
    store(status) {
      local?.setItem(STORAGE_KEYS.status, String(legacyStatusCode(status)));
    },
  };
}
