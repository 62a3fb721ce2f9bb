import { afterEach, describe, expect, it } from 'vitest';
import {
  createRememberedLoginStore,
  encodeLegacyPassword,
  indexedDbKeyStore,
  LEGACY_REMEMBERED_LOGIN_KEY,
  REMEMBERED_LOGIN_KEY,
} from './rememberedLogin.ts';

const DATABASE = 'wl-device-keys-test';
const demo = { type: 'username', username: 'demo01', password: 'Demo1234', countryDialingCode: '' } as const;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    request.onblocked = () => resolve();
  });
}

afterEach(async () => {
  localStorage.clear();
  await deleteDatabase(DATABASE);
});

describe('remembered login in the browser', () => {
  it('keeps the device key in IndexedDB, where a later page load finds it', async () => {
    await createRememberedLoginStore({ storage: localStorage, keys: indexedDbKeyStore('login', DATABASE) }).save(demo);
    // A new store over a new connection: what the next visit does.
    const later = createRememberedLoginStore({ storage: localStorage, keys: indexedDbKeyStore('login', DATABASE) });
    expect(await later.load()).toEqual(demo);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('Demo1234');
  });

  it('stores a key that script cannot export', async () => {
    const keys = indexedDbKeyStore('login', DATABASE);
    await createRememberedLoginStore({ storage: localStorage, keys }).save(demo);
    const key = await keys.get();
    expect(key?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key as CryptoKey)).rejects.toThrow();
  });

  it('answers the key already stored when two tabs race to create one', async () => {
    const one = indexedDbKeyStore('login', DATABASE);
    const other = indexedDbKeyStore('login', DATABASE);
    const generate = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const [a, b] = await Promise.all([one.add(await generate()), other.add(await generate())]);
    // Both tabs end up sealing with the one stored key: what one seals, the other opens.
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, a, new TextEncoder().encode('x'));
    await expect(crypto.subtle.decrypt({ name: 'AES-GCM', iv }, b, sealed)).resolves.toBeInstanceOf(ArrayBuffer);
  });

  it('migrates the legacy localStorage record at the first load', async () => {
    localStorage.setItem(
      LEGACY_REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'demo01', password: encodeLegacyPassword('Demo1234') }),
    );
    const store = createRememberedLoginStore({ storage: localStorage, keys: indexedDbKeyStore('login', DATABASE) });
    expect(await store.load()).toEqual(demo);
    expect(localStorage.getItem(LEGACY_REMEMBERED_LOGIN_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).not.toContain('Demo1234');
  });

  it('forgets the record when the device key is gone (site data partly cleared)', async () => {
    await createRememberedLoginStore({ storage: localStorage, keys: indexedDbKeyStore('login', DATABASE) }).save(demo);
    await deleteDatabase(DATABASE);
    const store = createRememberedLoginStore({ storage: localStorage, keys: indexedDbKeyStore('login', DATABASE) });
    expect(await store.load()).toBeUndefined();
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toBeNull();
  });
});
