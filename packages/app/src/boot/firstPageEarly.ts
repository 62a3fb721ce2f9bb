import { STORAGE_KEYS } from '@wl/domain/storage-keys';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '@wl/i18n/detect';
import type { LanguageCode } from '@wl/i18n/languages';
import type { KeyValueStorage } from '../services/sessionStore.ts';
import { askEarly, type EarlyRequest } from './earlyAnswers.ts';
import { deviceHeader } from './installedApp.ts';

/** The merchant is fixed by the build configuration. */
export const MERCHANT = import.meta.env.VITE_MERCHANT ?? 'DEMO';

/**
 * The public answers the first screen of a path shows first (home's banners): asked for at once, so they travel while
 * the code downloads; the API clients take them when the screen asks. `visitor` is true when no session is stored: a
 * member's calls carry the session, and take no early answer. `search` is the address's query (a category screen's
 * ?vassalage= narrows its first page).
 */
export type EarlyRequestsOf = (pathname: string, who: { visitor: boolean }, search: string) => readonly EarlyRequest[];

/** Web Storage where the browser allows it; some private modes throw on access. */
export function storageOf(pick: () => Storage): KeyValueStorage | undefined {
  try {
    return pick();
  } catch {
    return undefined;
  }
}

/** A stored item; none where the storage throws on reading. */
export function storedItem(storage: KeyValueStorage | undefined, key: string): string | null | undefined {
  try {
    return storage?.getItem(key);
  } catch {
    return undefined;
  }
}

let asked = false;

/**
 * Asks the first page's early answers, once a visit: from the page's first script, before the framework has arrived,
 * where the app has one (docs/decisions.md, "The first page's answers, asked by its first script"), and otherwise
 * from `startApp`. Nothing imported here is of the framework, so the first script does not wait for it.
 */
export function askFirstPageEarly(earlyRequests: EarlyRequestsOf): void {
  if (asked) return;
  asked = true;
  const { pathname, search } = window.location;
  // Whether the record is a valid session is the services' to decide; any record means the calls may carry one.
  const visitor = !storedItem(
    storageOf(() => window.localStorage),
    STORAGE_KEYS.session,
  );
  askEarly(earlyRequests(pathname, { visitor }, search), {
    merchant: MERCHANT,
    device: deviceHeader(),
    language: pageLanguage(),
  });
}

/** The language this page opens in: the address's ?lng=, then the player's earlier choice, then Malay. */
export function pageLanguage(): LanguageCode {
  return detectLanguage({
    search: window.location.search,
    stored: storedItem(
      storageOf(() => window.localStorage),
      LANGUAGE_STORAGE_KEY,
    ),
  });
}

/** Fetches and decodes an image the first screen paints, so it is ready when the screen renders. */
export function fetchEarlyImage(src: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
  // Only a head start: the screen's own image reports a failure the usual way.
  image.decode().catch(() => {});
}
