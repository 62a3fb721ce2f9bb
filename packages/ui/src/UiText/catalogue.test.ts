import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The kit's own words live in the `ui` namespace of @wl/i18n. Every key a component asks for must be in the three
 * complete catalogues, the English text must be the default written at the call site, and each translation must
 * keep the same {{placeholders}}.
 */
const sourceRoot = new URL('..', import.meta.url).pathname;
const localeRoot = new URL('../../../i18n/src/locales/', import.meta.url).pathname;
const CALL = /t\(\s*'ui:([\w.]+)',\s*\{\s*defaultValue:\s*'((?:[^'\\]|\\.)*)'/g;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const used = new Map<string, string>();
for (const file of componentFiles(sourceRoot)) {
  for (const [, key, defaultValue] of readFileSync(file, 'utf8').matchAll(CALL)) {
    if (key && defaultValue !== undefined) used.set(key, defaultValue);
  }
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

function catalogue(code: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(localeRoot, code, 'ui.json'), 'utf8')) as Record<string, unknown>);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('ui catalogue', () => {
  it('finds the words the components ask for', () => {
    expect(used.size).toBeGreaterThan(40);
    expect(used.get('passwordField.show')).toBe('Show password');
  });

  it.each(['en', 'ms', 'cn'])('%s has every key, no stale ones, and the same placeholders', (code) => {
    const texts = catalogue(code);
    expect([...texts.keys()].sort()).toEqual([...used.keys()].sort());
    for (const [key, defaultValue] of used) {
      expect(placeholders(texts.get(key) ?? ''), key).toEqual(placeholders(defaultValue));
    }
  });

  it('writes the English catalogue exactly as the defaults at the call sites', () => {
    const english = catalogue('en');
    for (const [key, defaultValue] of used) expect(english.get(key), key).toBe(defaultValue);
  });
});
