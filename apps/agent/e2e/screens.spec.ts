import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectLayoutClean, expectNoAxeViolations, waitForSettled } from '@wl/testing/audit';
import { logInAsAgent01 } from './people.ts';

/**
 * Every agent screen on a 360 x 800 phone, left to right in Malay (the longest words) and right to left in Arabic
 * (English words, mirrored): axe finds no violation, the kit's layout checks find nothing (no overflow, no overlap,
 * no text squeezed to 0 px, 44 px targets, whole focus rings), and the screen matches its committed screenshot.
 * The demo data is reset first, so agent01's downline and contracts are the demo's (one daily wage contract awaiting
 * demo01's review).
 *
 * After a deliberate change, look at the new pictures before committing them:
 *   pnpm test:audit --update-snapshots
 */

test.use({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 1, timezoneId: 'Asia/Kuala_Lumpur' });

const LANGUAGES = [
  { lng: 'ms', direction: 'ltr' },
  { lng: 'ar', direction: 'rtl' },
] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** agent01 logs in once for the spec; each test starts from that session, as a returning agent. */
let agent01: StorageState | undefined;

test.beforeAll(async ({ browser, request }) => {
  await request.post('http://127.0.0.1:8787/__dev/reset');
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:5174' });
  await logInAsAgent01(await context.newPage());
  agent01 = await context.storageState();
  await context.close();
});

interface Screen {
  name: string;
  path: string;
  /** Whose screen it is: a visitor's, or agent01's. */
  who: 'visitor' | 'agent01';
  /** What shows once the screen has what it reads, in the screen's language. */
  ready: (page: Page, lng: 'ms' | 'ar') => ReturnType<Page['getByRole']>;
}

const SCREENS: readonly Screen[] = [
  {
    name: 'agent-login',
    path: '/m/agent',
    who: 'visitor',
    ready: (page, lng) => page.getByRole('heading', { name: lng === 'ms' ? 'Log masuk ejen' : 'Agent login' }),
  },
  {
    name: 'agent-home',
    path: '/m/agent/home',
    who: 'agent01',
    ready: (page) => page.getByRole('heading', { name: 'demo01' }),
  },
  {
    name: 'daily-wage-contract',
    path: '/m/member/agent/getSalaryContract',
    who: 'agent01',
    ready: (page) => page.getByRole('radio', { name: /^demo01/ }),
  },
  {
    name: 'hourly-wage-contract',
    path: '/m/member/agent/getHourContract',
    who: 'agent01',
    ready: (page) => page.getByRole('radio', { name: /^demo01/ }),
  },
  {
    name: 'dividend-contract',
    path: '/m/member/agent/getDevidendContract',
    who: 'agent01',
    ready: (page) => page.getByRole('radio', { name: /^demo01/ }),
  },
];

for (const screen of SCREENS) {
  for (const { lng, direction } of LANGUAGES) {
    test(`${screen.name} (${direction}, ${lng})`, async ({ browser }) => {
      const context = await browser.newContext({
        ...test.info().project.use,
        viewport: { width: 360, height: 800 },
        deviceScaleFactor: 1,
        timezoneId: 'Asia/Kuala_Lumpur',
        ...(screen.who === 'agent01' ? { storageState: agent01 } : {}),
      });
      const page = await context.newPage();
      await page.goto(`${screen.path}?lng=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      await expect(page).toHaveURL(new RegExp(`${screen.path}\\?`));
      await expect(screen.ready(page, lng)).toBeVisible();
      await waitForSettled(page);
      await expectNoAxeViolations(page, { soft: true });
      await expect.soft(page).toHaveScreenshot(`${screen.who}-${screen.name}-${direction}.png`, {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
      // After the screenshot: its last check moves the focus from control to control, which may scroll the page.
      await expectLayoutClean(page, { soft: true });
      await context.close();
    });
  }
}
