import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The games, content and promotion components take their words from the `content` namespace of @wl/i18n. Every
 * key they ask for must be in the three complete catalogues, the English text must be the default written at the
 * call site, and each translation must keep the same {{placeholders}}. (The kit's `ui` words have the same check.)
 */
const sourceRoot = new URL('..', import.meta.url).pathname;
const localeRoot = new URL('../../../i18n/src/locales/', import.meta.url).pathname;
const CALL = /t\(\s*'content:([\w.]+)',\s*\{\s*defaultValue:\s*'((?:[^'\\]|\\.)*)'/g;

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
    if (key && defaultValue !== undefined) used.set(key, defaultValue.replaceAll("\\'", "'"));
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
  return flatten(JSON.parse(readFileSync(join(localeRoot, code, 'content.json'), 'utf8')) as Record<string, unknown>);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('content catalogue', () => {
  it('finds the words the components ask for', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('noticeBar.empty')).toBe('No announcement');
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
