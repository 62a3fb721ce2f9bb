import cnContent from '@wl/i18n/locales/cn/content.json';
import cnUi from '@wl/i18n/locales/cn/ui.json';
import enContent from '@wl/i18n/locales/en/content.json';
import enUi from '@wl/i18n/locales/en/ui.json';
import msContent from '@wl/i18n/locales/ms/content.json';
import msUi from '@wl/i18n/locales/ms/ui.json';
import type { Translate } from '../src/UiText/UiText.tsx';

export const storyLanguages = ['en', 'ms', 'cn'] as const;
export type StoryLanguage = (typeof storyLanguages)[number];

/**
 * The product catalogues, so designers can read every story in Malay and Chinese as players will. Only the kit's
 * namespaces are loaded; a key a catalogue lacks falls back to the English default at the call site.
 */
const catalogues: Record<StoryLanguage, Record<string, unknown>> = {
  en: { ui: enUi, content: enContent },
  ms: { ui: msUi, content: msContent },
  cn: { ui: cnUi, content: cnContent },
};

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, tree);
}

export function translatorFor(language: StoryLanguage): Translate {
  return (key, { defaultValue, ...values }) => {
    const [namespace = '', path = ''] = key.split(':');
    const found = lookup(catalogues[language][namespace], path);
    const text = typeof found === 'string' ? found : defaultValue;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}
