import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './detect.ts';
import {
  allNamespacesLoaded,
  createI18n,
  documentLanguage,
  loadCatalogue,
  loadNamespaces,
  NAMESPACES,
} from './setup.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function leaves(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}/`) : [[`${prefix}${key}`, value]],
  );
}

const keysOf = (catalogue: object) => leaves(catalogue).map(([key]) => key);

describe('createI18n', () => {
  it('speaks Malay by default', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('MS');
    expect(i18n.t('status.heading')).toBe('Status platform');
  });

  it('follows ?lng= and the stored choice', async () => {
    expect((await createI18n({ search: '?lng=cn' })).t('status.ok')).toBe('正常');
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'EN' });
    expect((await createI18n({ storage })).t('status.ok')).toBe('Normal');
  });

  it('isolates an English text shown under a right-to-left language, so its full stop stays at its end', async () => {
    const arabic = await createI18n({ search: '?lng=ar' });
    expect(arabic.t('status.ok')).toBe('\u2066Normal\u2069');
    expect(arabic.t('status.unreachable')).toMatch(/^\u2066.+\.\u2069$/);
  });

  it("leaves a right-to-left language's own text, and a left-to-right language's English, as they are", async () => {
    const brand = { AR: { common: { status: { ok: 'عادي' } } } };
    expect((await createI18n({ search: '?lng=ar', resources: brand })).t('status.ok')).toBe('عادي');
    expect((await createI18n({ search: '?lng=ja' })).t('status.ok')).toBe('Normal');
  });

  it('remembers a language chosen through ?lng=', async () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'EN' });
    await createI18n({ search: '?lng=cn', storage });
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('CN');
    expect((await createI18n({ storage })).language).toBe('CN');
  });

  it('loads the new catalogue on a language change and stores the choice', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ storage });
    await i18n.changeLanguage('CN');
    expect(i18n.t('status.ok')).toBe('正常');
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('CN');
  });

  it('translates stable error codes from the errors namespace once everything has loaded', async () => {
    const i18n = await createI18n({ search: '?lng=en' });
    await allNamespacesLoaded(i18n);
    expect(i18n.t('session.expired', { ns: 'errors' })).toBe('Account logged out, log in again');
  });

  it("holds the first render only for the app's and the kit's words; the rest arrives right after", async () => {
    const i18n = await createI18n({ search: '?lng=ms' });
    expect(i18n.hasResourceBundle('MS', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('MS', 'ui')).toBe(true);
    expect(i18n.hasResourceBundle('MS', 'errors')).toBe(false);
    const added: string[] = [];
    i18n.store.on('added', (_language: string, namespace: string) => added.push(namespace));
    await allNamespacesLoaded(i18n);
    expect(added.sort()).toEqual(['content', 'errors', 'forms', 'pages']);
    expect(i18n.t('session.expired', { ns: 'errors' })).toBe('Akaun telah dilog keluar, sila log masuk semula');
  });

  it("leaves the other screens' texts to those screens, and finds them under the default namespace's keys", async () => {
    const i18n = await createI18n({ search: '?lng=en' });
    expect(i18n.hasResourceBundle('EN', 'pages')).toBe(false);
    await loadNamespaces(i18n, ['pages']);
    expect(i18n.hasResourceBundle('EN', 'pages')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'forms')).toBe(false);
    expect(i18n.t('login.submit')).toBe('Log in');
  });

  it("brings the screens' texts to the first render of a page that asks for them", async () => {
    const i18n = await createI18n({ search: '?lng=ms', firstRender: ['common', 'ui', 'pages'] });
    expect(i18n.hasResourceBundle('MS', 'pages')).toBe(true);
  });

  it('falls back to English for a language without a catalogue', async () => {
    const i18n = await createI18n({ search: '?lng=ja' });
    expect(i18n.language).toBe('JA');
    expect(i18n.t('nav.back')).toBe('Back');
  });

  it('lets a brand override a text without losing the rest', async () => {
    const i18n = await createI18n({
      search: '?lng=en',
      resources: { EN: { common: { app: { name: 'Lucky Brand' } } } },
    });
    expect(i18n.t('app.name')).toBe('Lucky Brand');
    expect(i18n.t('app.skipToContent')).toBe('Skip to content');
    expect(i18n.t('nav.home')).toBe('Home');
  });
});

describe('catalogues', () => {
  it('MS, EN and CN hold the same keys in every namespace', async () => {
    const [ms, en, cn] = await Promise.all([loadCatalogue('MS'), loadCatalogue('EN'), loadCatalogue('CN')]);
    expect(Object.keys(ms).sort()).toEqual(NAMESPACES);
    expect(keysOf(en).sort()).toEqual(keysOf(ms).sort());
    expect(keysOf(cn).sort()).toEqual(keysOf(ms).sort());
  });

  it('hold no empty text', async () => {
    for (const code of ['MS', 'EN', 'CN'] as const) {
      const catalogue = await loadCatalogue(code);
      for (const [key, value] of leaves(catalogue)) expect(String(value).trim(), `${code} ${key}`).not.toBe('');
    }
  });

  it('load nothing for a language without a catalogue', async () => {
    expect(await loadCatalogue('JA')).toEqual({});
  });

  it('give Arabic a right-to-left document', () => {
    expect(documentLanguage('AR')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(documentLanguage('MS')).toEqual({ lang: 'ms', dir: 'ltr' });
  });
});
