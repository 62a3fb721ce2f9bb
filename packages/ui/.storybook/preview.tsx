import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { darkTheme, emeraldTheme } from '../src/theme/index.ts';

const brands = { dark: darkTheme, emerald: emeraldTheme } as const;

/** Puts the chosen brand and writing direction on the document, as an app does on <html>. */
const withBrand: Decorator = (Story, context) => {
  const brand = brands[context.globals.brand as keyof typeof brands] ?? darkTheme;
  const direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(brand);
    root.dir = direction;
    root.lang = direction === 'rtl' ? 'ar' : 'en';
    return () => {
      root.classList.remove(brand);
      root.dir = 'ltr';
    };
  }, [brand, direction]);
  // A story of a whole page (AppShell, StatusPage) brings its own <main>; a second one would be an axe violation.
  if (context.parameters.ownsMain === true) return <Story />;
  return (
    <main style={{ padding: '1rem' }}>
      <Story />
    </main>
  );
};

const preview: Preview = {
  decorators: [withBrand],
  initialGlobals: { brand: 'dark', direction: 'ltr' },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: Object.keys(brands), dynamicTitle: true },
    },
    direction: {
      description: 'Writing direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
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
