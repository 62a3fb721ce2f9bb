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

/** A small Android phone: 360 CSS px wide at 1x, so baselines stay small and nothing has room to hide. */
const phone = { width: 360, height: 800 };

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
    // Four test files at a time, whatever the cores: a browser test spends most of its time waiting for a frame, an
    // image or a steady screenshot. On CI's two cores the suite took 145 s so, and 231 s one file at a time (Vitest's
    // default there). The visual audit is split in two files for it (visual/storyAudit.tsx).
    maxWorkers: 4,
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
          include: [
            'src/theme/motion.test.tsx',
            'src/BannerCarousel/contentMotion.test.tsx',
            'src/Switch/switchMotion.test.tsx',
          ],
          browser: chromium('reduce'),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: { name: 'storybook', browser: chromium(), setupFiles: ['./.storybook/vitest.setup.ts'] },
      },
      {
        // Every story at 360 px, both directions, widest texts: layout checks and screenshots (visual/).
        extends: true,
        test: {
          name: 'visual',
          include: ['visual/**/*.test.tsx'],
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            ...chromium(),
            viewport: phone,
            // A failing comparison writes its own actual and diff images; a failure screenshot adds nothing.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliased edges are ignored, and up to 8 more pixels may differ (a stray glyph edge between
                // machines): a badge 2 px wider already changes 19.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 8 },
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, screenshotDirectory }) =>
                  `${root}/${testFileDirectory}/${screenshotDirectory}/${arg}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
