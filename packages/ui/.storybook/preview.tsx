import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { emeraldTheme } from '../src/theme/brands/emerald/index.ts';
import ruby from '../src/theme/brands/ruby.json' with { type: 'json' };
import { darkTheme } from '../src/theme/index.ts';
import { applyBrandTokens } from '../src/theme/runtimeBrand.ts';
import { UiTextProvider } from '../src/UiText/UiText.tsx';
import { type StoryLanguage, storyLangAttribute, storyLanguages, translatorFor } from './storyText.ts';

/** Build-time brands are a class; `ruby` is a JSON brand set at run time over the dark theme's class. */
const brands = { dark: darkTheme, emerald: emeraldTheme, ruby: darkTheme } as const;

/** Puts the chosen brand and writing direction on the document, as an app does on <html>. */
const withBrand: Decorator = (Story, context) => {
  const brand = brands[context.globals.brand as keyof typeof brands] ?? darkTheme;
  const runtime = context.globals.brand === 'ruby';
  const direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  const lang = direction === 'rtl' ? 'ar' : (storyLangAttribute[context.globals.language as StoryLanguage] ?? 'en');
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(brand);
    root.dir = direction;
    root.lang = lang;
    const undoRuntime = runtime ? applyBrandTokens(ruby, root) : undefined;
    return () => {
      undoRuntime?.();
      root.classList.remove(brand);
      root.dir = 'ltr';
    };
  }, [brand, runtime, direction, lang]);
  // A story of a whole page (AppShell, StatusPage) brings its own <main>; a second one would be an axe violation.
  if (context.parameters.ownsMain === true) return <Story />;
  return (
    <main style={{ padding: '1rem' }}>
      <Story />
    </main>
  );
};

/**
 * English is the defaults written at the call sites; Malay and Chinese come from the product catalogues, and
 * "longest" takes the widest of the three for each text.
 */
const withLanguage: Decorator = (Story, context) => {
  const language = context.globals.language as StoryLanguage;
  if (!storyLanguages.includes(language) || language === 'en') return <Story />;
  return (
    <UiTextProvider t={translatorFor(language)}>
      <Story />
    </UiTextProvider>
  );
};

const preview: Preview = {
  decorators: [withBrand, withLanguage],
  initialGlobals: { brand: 'dark', direction: 'ltr', language: 'en' },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(brands), dynamicTitle: true },
    },
    direction: {
      description: 'Writing direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    language: {
      description: 'Language of the kit’s own words',
      toolbar: { title: 'Language', icon: 'globe', items: [...storyLanguages], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { expanded: true },
    // An axe violation fails the story's test, in the browser suite and in CI.
    a11y: { test: 'error' },
  },
};

export default preview;
