import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunchOptions } from '@wl/testing/chromium';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.browser.test.ts', 'src/**/*.gateway.test.ts'],
        },
      },
      {
        // Starts the reference gateway (apps/gateway) as a child process: slower, so its own project.
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['src/**/*.gateway.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // IndexedDB and non-extractable keys need a real browser.
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
