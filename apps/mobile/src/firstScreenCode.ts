import { fallbacksOf, loadCatalogue } from '@wl/i18n/catalogues';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '@wl/i18n/detect';
import { firstRenderNamespaces, firstScreenName, SCREEN_CODE } from './screenCode.ts';

/**
 * The page's first script: as soon as it runs, it asks for the first URL's screen (its chunk and every chunk that
 * chunk imports) and the catalogues that screen's first render needs, while the framework downloads; the app's entry
 * could ask for them only once the framework had arrived and run (docs/decisions.md, "The first screen's code, asked
 * with the framework"). The route table and the catalogue loader ask for the same modules again and share these
 * requests; a failure here is theirs to show.
 */
const { pathname, search } = window.location;
SCREEN_CODE[firstScreenName(pathname)]().catch(() => {});
const language = detectLanguage({ search, stored: storedLanguage() });
for (const code of [language, ...fallbacksOf(language)]) {
  loadCatalogue(code, firstRenderNamespaces(pathname)).catch(() => {});
}

/** The language the player chose on an earlier visit; none where the storage cannot be read. */
function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
