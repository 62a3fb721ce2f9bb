import { DEFAULT_LANGUAGE, type LanguageCode, toLanguageCode } from './languages.ts';

/** Where the chosen language is remembered in the browser. */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_QUERY_PARAM = 'lng';

export interface LanguageSources {
  /** location.search of the page, e.g. "?lng=en". */
  search?: string;
  /** The stored choice, if any. */
  stored?: string | null;
}

/** ?lng= in the URL, then the stored choice, then MS. Unknown codes are skipped, not trusted. */
export function detectLanguage({ search = '', stored }: LanguageSources): LanguageCode {
  const fromQuery = toLanguageCode(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM));
  return fromQuery ?? toLanguageCode(stored) ?? DEFAULT_LANGUAGE;
}
