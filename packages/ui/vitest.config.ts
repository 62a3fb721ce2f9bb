import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '@wl/testing/chromium';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/** A fresh browser block per project: Vitest refuses one object shared between projects. */
function chromium(reducedMotion: 'reduce' | 'no-preference' = 'no-preference') {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions: { reducedMotion } }),
    instances: [{ browser: 'chromium' as const }],
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page and fail the tests it held.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@storybook/addon-docs',
      '@storybook/react-vite',
      '@storybook/addon-a11y/preview',
      'storybook/test',
      'storybook/preview-api',
      'vitest-browser-react',
      'dompurify',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'browser', include: ['src/**/*.test.tsx'], browser: chromium() },
      },
      {
        // The same motion checks in a browser that asks for reduced motion: everything must stand still.
        extends: true,
        test: {
          name: 'reduced-motion',
          include: ['src/theme/motion.test.tsx', 'src/BannerCarousel/contentMotion.test.tsx'],
          browser: chromium('reduce'),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: { name: 'storybook', browser: chromium(), setupFiles: ['./.storybook/vitest.setup.ts'] },
      },
    ],
  },
});
