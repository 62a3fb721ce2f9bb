import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './detect.ts';
import cn from './locales/cn.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import { createI18n, documentLanguage } from './setup.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

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

  it('stores a language change', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({ storage });
    await i18n.changeLanguage('CN');
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('CN');
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
  it('MS, EN and CN hold the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ms).sort());
    expect(keysOf(cn).sort()).toEqual(keysOf(ms).sort());
  });

  it('give Arabic a right-to-left document', () => {
    expect(documentLanguage('AR')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(documentLanguage('MS')).toEqual({ lang: 'ms', dir: 'ltr' });
  });
});
