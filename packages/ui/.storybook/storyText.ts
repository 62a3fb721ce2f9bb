import type { Translate } from '../src/UiText/UiText.tsx';

/**
 * The product catalogues, so designers can read every story in Malay and Chinese as players will. Only the kit's
 * namespaces are loaded; a key a catalogue lacks falls back to the English default at the call site.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../i18n/src/locales/*/{ui,content}.json',
  { eager: true },
);

export const storyLanguages = ['en', 'ms', 'cn'] as const;
export type StoryLanguage = (typeof storyLanguages)[number];

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, tree);
}

export function translatorFor(language: StoryLanguage): Translate {
  return (key, { defaultValue, ...values }) => {
    const [namespace = '', path = ''] = key.split(':');
    const found = lookup(catalogues[`../../i18n/src/locales/${language}/${namespace}.json`]?.default, path);
    const text = typeof found === 'string' ? found : defaultValue;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}
