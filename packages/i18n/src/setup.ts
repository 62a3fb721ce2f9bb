import i18next, { type i18n, type Resource } from 'i18next';
import { detectLanguage, LANGUAGE_STORAGE_KEY, type LanguageSources } from './detect.ts';
import { DEFAULT_LANGUAGE, type LanguageCode, languageOf } from './languages.ts';
import cn from './locales/cn.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };

export const DEFAULT_NAMESPACE = 'common';

/** The catalogues that ship with the product; a brand may add or override keys through `resources`. */
export const BUILT_IN_RESOURCES = {
  MS: { [DEFAULT_NAMESPACE]: ms },
  EN: { [DEFAULT_NAMESPACE]: en },
  CN: { [DEFAULT_NAMESPACE]: cn },
} satisfies Resource;

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface CreateI18nOptions extends Pick<LanguageSources, 'search'> {
  storage?: StorageLike;
  resources?: Resource;
}

/**
 * A ready i18next instance: language from ?lng=, then the stored choice, then MS; missing keys fall back to
 * English, then Malay. Changing the language stores the choice.
 */
export async function createI18n({ search, storage, resources }: CreateI18nOptions = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  const lng = detectLanguage({ search, stored: storage?.getItem(LANGUAGE_STORAGE_KEY) });
  await instance.init({
    lng,
    fallbackLng: ['EN', DEFAULT_LANGUAGE],
    defaultNS: DEFAULT_NAMESPACE,
    ns: [DEFAULT_NAMESPACE],
    resources: BUILT_IN_RESOURCES,
    load: 'currentOnly',
    lowerCaseLng: false,
    cleanCode: false,
    nonExplicitSupportedLngs: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  for (const [language, namespaces] of Object.entries(resources ?? {})) {
    for (const [namespace, keys] of Object.entries(namespaces)) {
      instance.addResourceBundle(language, namespace, keys, true, true);
    }
  }
  instance.on('languageChanged', (code) => storage?.setItem(LANGUAGE_STORAGE_KEY, code));
  return instance;
}

/** `<html lang dir>` for a language code. */
export function documentLanguage(code: LanguageCode): { lang: string; dir: 'ltr' | 'rtl' } {
  const { tag, dir } = languageOf(code);
  return { lang: tag, dir };
}
