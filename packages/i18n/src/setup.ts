import i18next, { type i18n, type PostProcessorModule, type Resource } from 'i18next';
import {
  DEFAULT_NAMESPACE,
  FIRST_RENDER_NAMESPACES,
  fallbacksOf,
  loadCatalogue,
  NAMESPACES,
  ON_DEMAND_NAMESPACES,
  PAGES_NAMESPACE,
} from './catalogues.ts';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type LanguageSources } from './detect.ts';
import { type LanguageCode, languageOf } from './languages.ts';

export * from './catalogues.ts';

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
