import { describe, expect, it } from 'vitest';
import {
  createRememberedLoginStore,
  type DeviceKeyStore,
  decodeLegacyPassword,
  encodeLegacyPassword,
  type KeyValueStorage,
  LEGACY_REMEMBERED_LOGIN_KEY,
  REMEMBERED_LOGIN_KEY,
  type RememberedLogin,
} from './rememberedLogin.ts';

// Stand-ins for localStorage and IndexedDB; the browser test runs the same store on the real ones.
function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
function memoryKeys(): DeviceKeyStore {
  let stored: CryptoKey | undefined;
  return {
    get: async () => stored,
    add: async (key) => {
      stored ??= key;
      return stored;
    },
  };
}

const demo: RememberedLogin = { type: 'username', username: 'demo01', password: 'Demo1234 ü', countryDialingCode: '' };

describe('remembered login', () => {
  it('round-trips a record without a readable password at rest', async () => {
    const storage = memoryStorage();
    const store = createRememberedLoginStore({ storage, keys: memoryKeys() });
    await store.save(demo);
    const raw = storage.items.get(REMEMBERED_LOGIN_KEY) ?? '';
    expect(raw).not.toContain('Demo1234');
    expect(raw).not.toContain('demo01');
    expect(raw).not.toContain(btoa('Demo1234'));
    expect(await store.load()).toEqual(demo);
  });

  it('seals with a fresh IV each time', async () => {
    const storage = memoryStorage();
    const store = createRememberedLoginStore({ storage, keys: memoryKeys() });
    await store.save(demo);
    const once = storage.items.get(REMEMBERED_LOGIN_KEY);
    await store.save(demo);
    expect(storage.items.get(REMEMBERED_LOGIN_KEY)).not.toBe(once);
  });

  it('reads a legacy record once and replaces it with a sealed one', async () => {
    const storage = memoryStorage();
    const legacy = {
      type: 'sms',
      username: 'demo01',
      password: encodeLegacyPassword('Demo1234'),
      countryDialingCode: '60',
    };
    storage.setItem(LEGACY_REMEMBERED_LOGIN_KEY, JSON.stringify(legacy));
    const store = createRememberedLoginStore({ storage, keys: memoryKeys() });
    expect(await store.load()).toEqual({ ...legacy, password: 'Demo1234' });
    expect(storage.items.has(LEGACY_REMEMBERED_LOGIN_KEY)).toBe(false);
    expect(storage.items.get(REMEMBERED_LOGIN_KEY)).not.toContain('Demo1234');
    expect(await store.load()).toEqual({ ...legacy, password: 'Demo1234' });
  });

  it('drops a legacy record whose password lacks the marker, and does not keep it around', async () => {
    const storage = memoryStorage();
    storage.setItem(
      LEGACY_REMEMBERED_LOGIN_KEY,
      JSON.stringify({ type: 'username', username: 'demo01', password: btoa(btoa('Demo1234')) }),
    );
    const store = createRememberedLoginStore({ storage, keys: memoryKeys() });
    expect(await store.load()).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('drops a tampered record', async () => {
    const storage = memoryStorage();
    const store = createRememberedLoginStore({ storage, keys: memoryKeys() });
    await store.save(demo);
    const record = JSON.parse(storage.items.get(REMEMBERED_LOGIN_KEY) ?? '{}') as { v: number; sealed: string };
    const flipped = (record.sealed.at(20) === 'A' ? 'B' : 'A') as string;
    record.sealed = record.sealed.slice(0, 20) + flipped + record.sealed.slice(21);
    storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(record));
    expect(await store.load()).toBeUndefined();
    expect(storage.items.has(REMEMBERED_LOGIN_KEY)).toBe(false);
  });

  it('cannot open a record sealed on another device', async () => {
    const storage = memoryStorage();
    await createRememberedLoginStore({ storage, keys: memoryKeys() }).save(demo);
    expect(await createRememberedLoginStore({ storage, keys: memoryKeys() }).load()).toBeUndefined();
  });

  it('clears both the sealed and the legacy record', async () => {
    const storage = memoryStorage();
    const store = createRememberedLoginStore({ storage, keys: memoryKeys() });
    await store.save(demo);
    storage.setItem(LEGACY_REMEMBERED_LOGIN_KEY, '{}');
    await store.clear();
    expect(storage.items.size).toBe(0);
    expect(await store.load()).toBeUndefined();
  });

  it('decodes the legacy encoding: Base64 twice, then the marker', () => {
    expect(encodeLegacyPassword('Demo1234')).toBe('UkdWdGJ6RXlNelE9@@MC');
    expect(decodeLegacyPassword('UkdWdGJ6RXlNelE9@@MC')).toBe('Demo1234');
    expect(decodeLegacyPassword(encodeLegacyPassword('密码 ok'))).toBe('密码 ok');
    expect(decodeLegacyPassword('UkdWdGJ6RXlNelE9')).toBeUndefined();
    expect(decodeLegacyPassword('%%%@@MC')).toBeUndefined();
  });
});
