import { defineConfig, devices, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * An app's end-to-end configuration: Chromium as a Pixel 7, against what the start command serves in its `--e2e`
 * mode (the gateway with fresh demo data and both production builds), started once for the suite. Service workers
 * are blocked except where a spec asks for them (the installable app's): a worker would precache the whole build in
 * every test's fresh browser, and requests it answers bypass the routes the specs use to inject faults.
 */
export function e2eConfig({ baseURL }: { baseURL: string }) {
  return defineConfig({
    testDir: 'e2e',
    // The fault matrix runs on its own (`pnpm test:faults`) until its open cells are fixed: docs/decisions.md,
    // "The fault matrix".
    ...(process.env.FAULT_MATRIX ? { testMatch: '**/faults.spec.ts' } : { testIgnore: '**/faults.spec.ts' }),
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
      baseURL,
      ...devices['Pixel 7'],
      launchOptions: chromiumLaunchOptions(),
      trace: 'retain-on-failure',
      serviceWorkers: 'block',
    },
    webServer: {
      command: 'node ../../scripts/start.ts --e2e',
      url: 'http://127.0.0.1:5174/m/agent',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  });
}

/** Collects console errors and uncaught page errors, so a test can assert the page stayed clean. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
