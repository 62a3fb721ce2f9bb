import cnContent from '@wl/i18n/locales/cn/content.json';
import cnUi from '@wl/i18n/locales/cn/ui.json';
import enContent from '@wl/i18n/locales/en/content.json';
import enUi from '@wl/i18n/locales/en/ui.json';
import msContent from '@wl/i18n/locales/ms/content.json';
import msUi from '@wl/i18n/locales/ms/ui.json';
import type { Translate } from '../src/UiText/UiText.tsx';

/** "longest" takes each text from whichever of MS, EN and CN is widest: the case a layout must survive. */
export const storyLanguages = ['en', 'ms', 'cn', 'longest'] as const;
export type StoryLanguage = (typeof storyLanguages)[number];
type CatalogueLanguage = Exclude<StoryLanguage, 'longest'>;

/**
 * The product catalogues, so designers can read every story in Malay and Chinese as players will. Only the kit's
 * namespaces are loaded; a key a catalogue lacks falls back to the English default at the call site.
 */
const catalogues: Record<CatalogueLanguage, Record<string, unknown>> = {
  en: { ui: enUi, content: enContent },
  ms: { ui: msUi, content: msContent },
  cn: { ui: cnUi, content: cnContent },
};

/** The document language each story language sets; the widest text is usually Malay. */
export const storyLangAttribute: Record<StoryLanguage, string> = {
  en: 'en',
  ms: 'ms',
  cn: 'zh-Hans',
  longest: 'ms',
};

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, tree);
}

// Wide (CJK) characters take about two Latin letters' width.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Roughly how wide a text sets, in Latin letters, with placeholders counted as short values. */
export function textWidth(text: string): number {
  let width = 0;
  for (const character of text.replace(/\{\{\s*\w+\s*\}\}/g, '00')) width += WIDE.test(character) ? 2 : 1;
  return width;
}

function template(language: StoryLanguage, key: string, defaultValue: string): string {
  const [namespace = '', path = ''] = key.split(':');
  if (language !== 'longest') {
    const found = lookup(catalogues[language][namespace], path);
    return typeof found === 'string' ? found : defaultValue;
  }
  const candidates = (['ms', 'en', 'cn'] as const).map((code) => template(code, key, defaultValue));
  return candidates.reduce((widest, text) => (textWidth(text) > textWidth(widest) ? text : widest));
}

export function translatorFor(language: StoryLanguage): Translate {
  return (key, { defaultValue, ...values }) =>
    template(language, key, defaultValue).replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
}
