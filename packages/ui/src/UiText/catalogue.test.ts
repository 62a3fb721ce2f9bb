import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import cnContent from '@wl/i18n/locales/cn/content.json';
import cnUi from '@wl/i18n/locales/cn/ui.json';
import enContent from '@wl/i18n/locales/en/content.json';
import enUi from '@wl/i18n/locales/en/ui.json';
import msContent from '@wl/i18n/locales/ms/content.json';
import msUi from '@wl/i18n/locales/ms/ui.json';
import { describe, expect, it } from 'vitest';

/**
 * The kit's words live in two namespaces of @wl/i18n: `ui` (shell, forms, overlays) and `content` (games, content,
 * promotions, contracts). Every key a component asks for must be in the three complete catalogues, the English text
 * must be the default written at the call site, and each translation must keep the same {{placeholders}}.
 */
const sourceRoot = new URL('..', import.meta.url).pathname;
const catalogues: Record<string, Record<string, Record<string, unknown>>> = {
  en: { ui: enUi, content: enContent },
  ms: { ui: msUi, content: msContent },
  cn: { ui: cnUi, content: cnContent },
};

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const sources = componentFiles(sourceRoot).map((file) => readFileSync(file, 'utf8'));

/** The keys of one namespace that components ask for, with the English default each call site gives. */
function usedKeys(namespace: string): Map<string, string> {
  const call = new RegExp(`t\\(\\s*'${namespace}:([\\w.]+)',\\s*\\{\\s*defaultValue:\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'g');
  const used = new Map<string, string>();
  for (const source of sources) {
    for (const [, key, defaultValue] of source.matchAll(call)) {
      if (key && defaultValue !== undefined) used.set(key, defaultValue.replaceAll("\\'", "'"));
    }
  }
  return used;
}

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [inner, text] of flatten(value as Record<string, unknown>, path)) out.set(inner, text);
    }
  }
  return out;
}

function catalogue(code: string, namespace: string): Map<string, string> {
  const tree = catalogues[code]?.[namespace];
  if (!tree) throw new Error(`no ${code}/${namespace} catalogue`);
  return flatten(tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe.each([
  { namespace: 'ui', atLeast: 40, sampleKey: 'passwordField.show', sampleText: 'Show password' },
  { namespace: 'content', atLeast: 60, sampleKey: 'noticeBar.empty', sampleText: 'No announcement' },
])('$namespace catalogue', ({ namespace, atLeast, sampleKey, sampleText }) => {
  const used = usedKeys(namespace);

  it('finds the words the components ask for', () => {
    expect(used.size).toBeGreaterThan(atLeast);
    expect(used.get(sampleKey)).toBe(sampleText);
  });

  it.each(['en', 'ms', 'cn'])('%s has every key, no stale ones, and the same placeholders', (code) => {
    const texts = catalogue(code, namespace);
    expect([...texts.keys()].sort()).toEqual([...used.keys()].sort());
    for (const [key, defaultValue] of used) {
      expect(placeholders(texts.get(key) ?? ''), key).toEqual(placeholders(defaultValue));
    }
  });

  it('writes the English catalogue exactly as the defaults at the call sites', () => {
    const english = catalogue('en', namespace);
    for (const [key, defaultValue] of used) expect(english.get(key), key).toBe(defaultValue);
  });
});
