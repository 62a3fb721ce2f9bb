import { STORAGE_KEYS } from '@wl/domain/constants';
import type { SessionInfo } from '@wl/domain/entities';
import * as z from 'zod/mini';

/** The part of Web Storage the app needs; absent where the browser refuses storage (some private modes). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface BrowserStorage {
  local?: KeyValueStorage;
  session?: KeyValueStorage;
}

const storedSession = z.object({
  token: z.string().check(z.minLength(16)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.literal([0, 1, 2, 4, 40, 41, 42]),
  firstTimeLogin: z.boolean(),
});

export interface SessionStore {
  read(): SessionInfo | null;
  store(session: SessionInfo): void;
  /** Forgets the session, the trial user and the cached member info, and stores autoLogin 0. */
  clear(): void;
}

/**
 * MC_SESSION_INFO in local storage (token, merchant code, user name, type, first-time flag), so a returning player is
 * still logged in; the trial user's name in session storage (trialName), which ends with the tab. A record that does
 * not parse is dropped rather than trusted.
 */
export function createSessionStore({ local, session }: BrowserStorage): SessionStore {
  return {
    read() {
      const raw = local?.getItem(STORAGE_KEYS.session);
      if (!raw) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const result = storedSession.safeParse(parsed);
      if (!result.success) {
        local?.removeItem(STORAGE_KEYS.session);
        return null;
      }
      const trialName = result.data.type === 4 ? session?.getItem(STORAGE_KEYS.trialName) : null;
      return trialName ? { ...result.data, trialName } : result.data;
    },
    store({ trialName, ...info }) {
      local?.setItem(STORAGE_KEYS.session, JSON.stringify(info));
      if (trialName) session?.setItem(STORAGE_KEYS.trialName, trialName);
      else session?.removeItem(STORAGE_KEYS.trialName);
    },
    clear() {
      local?.removeItem(STORAGE_KEYS.session);
      local?.removeItem(STORAGE_KEYS.memberInfo);
      local?.setItem(STORAGE_KEYS.autoLogin, '0');
      for (const key of [STORAGE_KEYS.session, STORAGE_KEYS.trialName, STORAGE_KEYS.memberInfo]) {
        session?.removeItem(key);
      }
    },
  };
}
