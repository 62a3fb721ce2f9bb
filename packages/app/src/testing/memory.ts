import { type DeviceKeyStore, generateDeviceKey } from '@wl/api/remembered-login';
import type { KeyValueStorage } from '../services/sessionStore.ts';

/** Web Storage as a Map, with a look at everything written, for tests that check what the browser would keep. */
export function memoryStorage(): KeyValueStorage & { dump(): string } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    dump: () => JSON.stringify([...items]),
  };
}

/** A device key kept in memory, where a browser would keep it in IndexedDB. */
export function memoryKeyStore(): DeviceKeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    add: async (candidate) => {
      key ??= candidate;
      return key;
    },
  };
}

export { generateDeviceKey };
