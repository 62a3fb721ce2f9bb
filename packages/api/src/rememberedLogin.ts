import * as z from 'zod/mini';
import { fromBase64Url, toBase64Url } from './crypto/base64url.ts';
import { IV_BYTES } from './crypto/hybrid.ts';

/** What the login form restores (docs/product.md, "Remembered login"). */
export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password: string;
  countryDialingCode: string;
}

/** The injected storage the domain's login machine reads and writes through. */
export interface RememberedLoginStore {
  load(): Promise<RememberedLogin | undefined>;
  save(login: RememberedLogin): Promise<void>;
  clear(): Promise<void>;
}

/** The part of Web Storage the store needs (localStorage in the apps). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where this device's sealing key lives (IndexedDB in the apps). */
export interface DeviceKeyStore {
  get(): Promise<CryptoKey | undefined>;
  /** Stores `key` unless a key is there already, and answers the stored one (two tabs may race to create it). */
  add(key: CryptoKey): Promise<CryptoKey>;
}

/** localStorage key of the sealed record: JSON { v: 2, sealed: base64url(iv || AES-256-GCM ciphertext || tag) }. */
export const REMEMBERED_LOGIN_KEY = 'MC_REMEMBERED_LOGIN';
/**
 * localStorage key of the legacy site's record: JSON { type, username, password, countryDialingCode } where password
 * is Base64(Base64(UTF-8 password)) followed by LEGACY_PASSWORD_MARKER. Read once, then replaced by a sealed record.
 */
export const LEGACY_REMEMBERED_LOGIN_KEY = 'MC_REMEMBER_LOGIN';
export const LEGACY_PASSWORD_MARKER = '@@MC';

const SEALED_VERSION = 2;
// Binds the ciphertext to its purpose, so a value sealed under the device key for anything else does not open here.
const AAD = new TextEncoder().encode(`${REMEMBERED_LOGIN_KEY}/v${SEALED_VERSION}`);

const loginSchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.string(),
});
const sealedSchema = z.object({ v: z.literal(SEALED_VERSION), sealed: z.string() });
const legacySchema = z.object({
  type: z.enum(['username', 'sms']),
  username: z.string(),
  password: z.string(),
  countryDialingCode: z.optional(z.nullable(z.string())),
});

function base64OfUtf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function utf8OfBase64(text: string): string {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The legacy encoding, for tests and for tools that write legacy records. Never used for new records. */
export function encodeLegacyPassword(password: string): string {
  return btoa(base64OfUtf8(password)) + LEGACY_PASSWORD_MARKER;
}

/** The password of a legacy record, or undefined when the value is not in the legacy encoding. */
export function decodeLegacyPassword(encoded: string): string | undefined {
  if (!encoded.endsWith(LEGACY_PASSWORD_MARKER)) return undefined;
  try {
    return utf8OfBase64(atob(encoded.slice(0, -LEGACY_PASSWORD_MARKER.length)));
  } catch {
    return undefined;
  }
}

/** A fresh AES-256-GCM key that script can use but never read out. */
export function generateDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export interface RememberedLoginStoreOptions {
  storage: KeyValueStorage;
  keys: DeviceKeyStore;
}

/**
 * Remembered login with no readable password at rest: the record is sealed with AES-GCM under a non-extractable
 * key kept on this device. A legacy record is read once and migrated at once. Anything that does not open (another
 * device's key, a cleared database, a tampered value) is dropped: the player types the password again.
 */
export function createRememberedLoginStore({ storage, keys }: RememberedLoginStoreOptions): RememberedLoginStore {
  async function deviceKey(): Promise<CryptoKey> {
    const existing = await keys.get();
    if (existing) return existing;
    return keys.add(await generateDeviceKey());
  }

  async function save(login: RememberedLogin): Promise<void> {
    const record = loginSchema.parse(login);
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: AAD, tagLength: 128 },
        await deviceKey(),
        new TextEncoder().encode(JSON.stringify(record)),
      ),
    );
    const sealed = new Uint8Array(IV_BYTES + ciphertext.length);
    sealed.set(iv);
    sealed.set(ciphertext, IV_BYTES);
    storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ v: SEALED_VERSION, sealed: toBase64Url(sealed) }));
    storage.removeItem(LEGACY_REMEMBERED_LOGIN_KEY);
  }

  async function openSealed(raw: string): Promise<RememberedLogin | undefined> {
    try {
      const { sealed } = sealedSchema.parse(JSON.parse(raw));
      const key = await keys.get();
      if (!key) return undefined;
      const bytes = fromBase64Url(sealed);
      const plaintext = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES), additionalData: AAD, tagLength: 128 },
        key,
        bytes.subarray(IV_BYTES),
      );
      return loginSchema.parse(JSON.parse(new TextDecoder().decode(plaintext)));
    } catch {
      return undefined;
    }
  }

  async function migrateLegacy(raw: string): Promise<RememberedLogin | undefined> {
    // Removed before anything else: the readable password must not survive even a failed migration.
    storage.removeItem(LEGACY_REMEMBERED_LOGIN_KEY);
    let legacy: z.infer<typeof legacySchema>;
    try {
      legacy = legacySchema.parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
    const password = legacy.password === '' ? '' : decodeLegacyPassword(legacy.password);
    if (password === undefined) return undefined;
    const login: RememberedLogin = {
      type: legacy.type,
      username: legacy.username,
      password,
      countryDialingCode: legacy.countryDialingCode ?? '',
    };
    await save(login);
    return login;
  }

  return {
    async load() {
      const sealed = storage.getItem(REMEMBERED_LOGIN_KEY);
      if (sealed !== null) {
        const login = await openSealed(sealed);
        if (!login) storage.removeItem(REMEMBERED_LOGIN_KEY);
        storage.removeItem(LEGACY_REMEMBERED_LOGIN_KEY);
        return login;
      }
      const legacy = storage.getItem(LEGACY_REMEMBERED_LOGIN_KEY);
      return legacy === null ? undefined : migrateLegacy(legacy);
    },
    save,
    async clear() {
      storage.removeItem(REMEMBERED_LOGIN_KEY);
      storage.removeItem(LEGACY_REMEMBERED_LOGIN_KEY);
    },
  };
}

const DEFAULT_DATABASE = 'wl-device-keys';
const STORE = 'keys';
const DEFAULT_KEY_NAME = 'remembered-login';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/**
 * The device key in IndexedDB, stored as a CryptoKey (structured clone keeps it non-extractable). One database per
 * origin, one object store, one entry per key name.
 */
export function indexedDbKeyStore(
  keyName: string = DEFAULT_KEY_NAME,
  databaseName: string = DEFAULT_DATABASE,
  factory: IDBFactory = indexedDB,
): DeviceKeyStore {
  let database: Promise<IDBDatabase> | undefined;
  function open(): Promise<IDBDatabase> {
    database ??= new Promise((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // Let another tab (or the player clearing site data) delete or upgrade the database; reopen on next use.
        db.onversionchange = () => {
          db.close();
          database = undefined;
        };
        resolve(db);
      };
      request.onerror = () => {
        database = undefined;
        reject(request.error);
      };
    });
    return database;
  }
  return {
    async get() {
      const db = await open();
      const value: unknown = await requestResult(db.transaction(STORE, 'readonly').objectStore(STORE).get(keyName));
      return value instanceof CryptoKey ? value : undefined;
    },
    async add(key) {
      const db = await open();
      const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
      // One transaction: the read and the write cannot interleave with another tab's.
      const existing: unknown = await requestResult(store.get(keyName));
      if (existing instanceof CryptoKey) return existing;
      await requestResult(store.add(key, keyName));
      return key;
    },
  };
}
