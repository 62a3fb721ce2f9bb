import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';

/**
 * The catalogues and how to load them, without i18next: the app's first script asks for the first page's catalogues
 * with this module while the framework downloads (docs/decisions.md, "The first screen's code, asked with the
 * framework"); `setup.ts` loads them the same way, and the browser fetches each file once.
 */

export const DEFAULT_NAMESPACE = 'common';

/**
 * The catalogues, one JSON file per language and namespace: src/locales/<code>/<namespace>.json. Each is its own
 * chunk, so a player downloads only the language in use (and English under an incomplete one).
 */
const catalogueFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export const NAMESPACES = [
  ...new Set(Object.keys(catalogueFiles).map((path) => path.split('/').at(-1)?.replace('.json', '') ?? '')),
].sort();

/**
 * What the first paint shows (the app's own words and the kit's): loaded before the first render. The others (form
 * messages, call errors, content labels) are needed only once the player acts or content arrives; they load right
 * after, and the screens using them render again when they are in (docs/decisions.md, "Catalogues").
 */
export const FIRST_RENDER_NAMESPACES: readonly string[] = [DEFAULT_NAMESPACE, 'ui'];

/**
 * The texts of the screens other than home (forms, account, content pages): looked up under the default namespace's
 * keys when the default namespace has none (`fallbackNS`), so a screen writes `t('login.title')` wherever the text
 * lives. Kept out of the home page's first render; a first page other than home loads it before its first render.
 */
export const PAGES_NAMESPACE = 'pages';

/**
 * What only the screens other than home need (their texts and the form messages): not loaded when the browser is idle
 * after home's first paint, but by the first screen that needs them (`loadNamespaces`), or with a language change.
 */
export const ON_DEMAND_NAMESPACES: readonly string[] = [PAGES_NAMESPACE, 'forms'];

/**
 * The namespaces of one language (all of them, or those named), loaded; an empty object for a language without a
 * catalogue.
 */
export async function loadCatalogue(
  code: LanguageCode,
  namespaces?: readonly string[],
): Promise<Record<string, Record<string, unknown>>> {
  const prefix = `./locales/${code.toLowerCase()}/`;
  const wanted = (path: string) => !namespaces || namespaces.includes(path.slice(prefix.length, -'.json'.length));
  const entries = await Promise.all(
    Object.entries(catalogueFiles)
      .filter(([path]) => path.startsWith(prefix) && wanted(path))
      .map(async ([path, load]) => [path.slice(prefix.length, -'.json'.length), (await load()).default] as const),
  );
  return Object.fromEntries(entries);
}

/** Complete catalogues need no fallback; any other language falls back to English, then Malay, key by key. */
export function fallbacksOf(code: LanguageCode): LanguageCode[] {
  return (COMPLETE_LANGUAGES as readonly string[]).includes(code) ? [] : ['EN', DEFAULT_LANGUAGE];
}
