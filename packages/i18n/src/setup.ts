import i18next, { type i18n, type PostProcessorModule, type Resource, type ResourceLanguage } from 'i18next';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type LanguageSources } from './detect.ts';
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE, type LanguageCode, languageOf } from './languages.ts';

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
export async function loadCatalogue(code: LanguageCode, namespaces?: readonly string[]): Promise<ResourceLanguage> {
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

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface CreateI18nOptions extends Pick<LanguageSources, 'search'> {
  storage?: StorageLike;
  /** A brand's own texts, merged over ours key by key. */
  resources?: Resource;
  /** The namespaces the first render needs (FIRST_RENDER_NAMESPACES unless given); the rest load when idle. */
  firstRender?: readonly string[];
}

/**
 * A ready i18next instance: language from ?lng=, then the stored choice, then MS. Changing the language loads its
 * catalogue first, then switches, and stores the choice.
 */
const loadedEverything = new WeakMap<i18n, Promise<void>>();

/** Resolves when the browser is next idle (at the latest after 1 s); at once outside a browser. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const scope = globalThis as {
      requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
    };
    if (scope.requestIdleCallback) scope.requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else resolve();
  });
}

/** Unicode's directional isolates: LEFT-TO-RIGHT ISOLATE, RIGHT-TO-LEFT ISOLATE, and POP DIRECTIONAL ISOLATE. */
const ISOLATE = { ltr: '\u2066', rtl: '\u2067' } as const;
const POP_ISOLATE = '\u2069';

/**
 * A text shown in a language of the other direction than its own (English under Arabic, whose catalogue does not
 * exist yet) keeps its own direction: isolated, an English sentence keeps its full stop at its end instead of having
 * it drawn at the start of a right-to-left line. Texts in the page's own direction are returned as they are; the
 * lookup is made again only for the right-to-left languages (docs/decisions.md, "Catalogues load per language").
 */
const fallbackDirection: PostProcessorModule = {
  type: 'postProcessor',
  name: 'fallbackDirection',
  process(value, key, options, translator) {
    const shown = (options.lng ?? translator.language) as LanguageCode;
    const dir = languageOf(shown)?.dir;
    if (dir !== 'rtl' || typeof value !== 'string' || value === '') return value;
    const used = languageOf(translator.resolve(key, options)?.usedLng as LanguageCode)?.dir;
    return used && used !== dir ? `${ISOLATE[used]}${value}${POP_ISOLATE}` : value;
  },
};

const loaders = new WeakMap<i18n, (namespaces: readonly string[]) => Promise<void>>();

/** Loads namespaces of an instance's current language (and its fallbacks); at once when they are in. */
export function loadNamespaces(instance: i18n, namespaces: readonly string[]): Promise<void> {
  return loaders.get(instance)?.(namespaces) ?? Promise.resolve();
}

/** Settles once every namespace of the language an instance started in has loaded, loading those left on demand. */
export async function allNamespacesLoaded(instance: i18n): Promise<void> {
  await (loadedEverything.get(instance) ?? Promise.resolve());
  await loadNamespaces(instance, NAMESPACES);
}

export async function createI18n({
  search,
  storage,
  resources,
  firstRender = FIRST_RENDER_NAMESPACES,
}: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance().use(fallbackDirection);
  const lng = detectLanguage({ search, stored: storage?.getItem(LANGUAGE_STORAGE_KEY) });
  await instance.init({
    lng,
    fallbackLng: (code: string) => fallbacksOf(code as LanguageCode),
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: PAGES_NAMESPACE,
    ns: NAMESPACES,
    resources: {},
    partialBundledLanguages: true,
    load: 'currentOnly',
    lowerCaseLng: false,
    cleanCode: false,
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    postProcess: [fallbackDirection.name],
    returnNull: false,
    // A namespace that arrives after the first render re-renders the components showing its texts.
    react: { bindI18nStore: 'added' },
  });
  /** Each language's namespace, loaded or on its way: a second caller waits for the same load. */
  const loading = new Map<string, Promise<void>>();
  async function ensureLoaded(code: LanguageCode, namespaces: readonly string[] = NAMESPACES) {
    for (const language of [code, ...fallbacksOf(code)]) {
      const missing = namespaces.filter((namespace) => !loading.has(`${language}/${namespace}`));
      if (missing.length > 0) {
        const load = loadCatalogue(language, missing).then(
          (catalogue) => {
            for (const [namespace, keys] of Object.entries(catalogue)) {
              instance.addResourceBundle(language, namespace, keys, true, false);
            }
            for (const [namespace, keys] of Object.entries(resources?.[language] ?? {})) {
              if (missing.includes(namespace)) instance.addResourceBundle(language, namespace, keys, true, true);
            }
          },
          (cause: unknown) => {
            // A chunk lost on a bad connection is asked for again by the next load (a language change, a screen).
            for (const namespace of missing) loading.delete(`${language}/${namespace}`);
            throw cause;
          },
        );
        for (const namespace of missing) loading.set(`${language}/${namespace}`, load);
      }
      await Promise.all(namespaces.map((namespace) => loading.get(`${language}/${namespace}`)));
    }
  }
  await ensureLoaded(lng, firstRender);
  await instance.changeLanguage(lng);
  // The rest of the language follows once the browser is idle after the first paint, so that it does not compete
  // with what the first paint needs.
  const rest = afterFirstPaint().then(() =>
    ensureLoaded(
      lng,
      NAMESPACES.filter((namespace) => firstRender.includes(namespace) || !ON_DEMAND_NAMESPACES.includes(namespace)),
    ),
  );
  rest.catch(() => {});
  /** Settles once every namespace of the first language is in (tests and tools wait on it). */
  loadedEverything.set(instance, rest);

  loaders.set(instance, (namespaces) => ensureLoaded(instance.language as LanguageCode, namespaces));

  const changeLanguage = instance.changeLanguage.bind(instance);
  instance.changeLanguage = async (code, callback) => {
    if (code) await ensureLoaded(code as LanguageCode);
    return changeLanguage(code, callback);
  };
  // A language chosen through ?lng= is a choice too: it stays when the player moves on to a page without it.
  storage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  instance.on('languageChanged', (code) => storage?.setItem(LANGUAGE_STORAGE_KEY, code));
  return instance;
}

/** `<html lang dir>` for a language code. */
export function documentLanguage(code: LanguageCode): { lang: string; dir: 'ltr' | 'rtl' } {
  const { tag, dir } = languageOf(code);
  return { lang: tag, dir };
}
