import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@wl/testing/chromium';

/** Runs against what the start command serves: the gateway with fresh demo data and the production builds. */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://127.0.0.1:5174',
    ...devices['Pixel 7'],
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
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
