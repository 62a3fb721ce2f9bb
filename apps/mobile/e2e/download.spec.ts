import { type Browser, expect, type Page, test } from '@playwright/test';
import { putOffContractPrompts } from './contractPrompt.ts';

const AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
};

/** The demo merchant's download links (seeded by the gateway). */
const LINKS = {
  IOS: 'https://download.example.com/demo/ios.ipa',
  MOBILECONFIG: 'https://download.example.com/demo/demo.mobileconfig',
  Android: 'https://download.example.com/demo/demo.apk',
};

/**
 * A phone of the given agent at 360 px. The downloads are answered with nothing (204), so the page stays and the
 * addresses asked for are recorded; `only` keeps the merchant's links of those types alone.
 */
async function phone(browser: Browser, baseURL: string | undefined, userAgent: string, only?: string[]) {
  const context = await browser.newContext({ baseURL, userAgent, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await putOffContractPrompts(page);
  const downloads: string[] = [];
  await page.route('https://download.example.com/**', async (route) => {
    downloads.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  if (only) {
    await page.route('**/wps/system/download-links', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value = Object.fromEntries(
        Object.entries(body.value).filter(([type]) => only.includes(type) || type === 'AppDownloadIcon'),
      );
      await route.fulfill({ response, json: body });
    });
  }
  return { page, downloads, close: () => context.close() };
}

async function openPopup(page: Page) {
  await page.goto('/m/home?lng=en');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await menu.getByRole('button', { name: 'Download the app' }).click();
  return page.getByRole('dialog', { name: 'Get the Mobile Games app' });
}

test('an Android phone gets the Android link on /m/download, its guide first, and in the popup', async ({
  browser,
}, testInfo) => {
  const { page, downloads, close } = await phone(browser, testInfo.project.use.baseURL, AGENTS.android);
  await page.goto('/m/download?lng=en');
  await expect(page.getByRole('tab').first()).toHaveText('Android');
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Allow the install' })).toBeVisible();
  await page.getByRole('button', { name: 'Download for Android' }).click();
  await expect.poll(() => downloads).toEqual([LINKS.Android]);

  const popup = await openPopup(page);
  await popup.getByRole('button', { name: 'Download for Android' }).click();
  await expect.poll(() => downloads).toEqual([LINKS.Android, LINKS.Android]);
  await close();
});

test('an iPhone uses the direct iOS link when there is one, in any browser', async ({ browser }, testInfo) => {
  const { page, downloads, close } = await phone(browser, testInfo.project.use.baseURL, AGENTS.iosChrome);
  await page.goto('/m/app?lng=en');
  await expect(page.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('iOS 12.4 or later recommended.')).toBeVisible();
  await page.getByRole('button', { name: 'Download for iOS' }).click();
  await expect.poll(() => downloads).toEqual([LINKS.IOS]);
  await close();
});

test('iOS Safari with only a mobile-config link downloads the profile and says how to install it (iOS 17+)', async ({
  browser,
}, testInfo) => {
  const { page, downloads, close } = await phone(browser, testInfo.project.use.baseURL, AGENTS.iosSafari, [
    'MOBILECONFIG',
  ]);
  await page.goto('/m/download?lng=en');
  await page.getByRole('button', { name: 'Download for iOS' }).click();
  await expect.poll(() => downloads).toEqual([LINKS.MOBILECONFIG]);
  const steps = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Install the profile' }) });
  await expect(steps).toContainText('General > VPN & Device Management');
  await close();
});

test('iOS 16 Safari is told to install the profile from Profile Downloaded', async ({ browser }, testInfo) => {
  const { page, downloads, close } = await phone(browser, testInfo.project.use.baseURL, AGENTS.iosSafari16, [
    'MOBILECONFIG',
  ]);
  await page.goto('/m/download?lng=en');
  await page.getByRole('button', { name: 'Download for iOS' }).click();
  await expect.poll(() => downloads).toEqual([LINKS.MOBILECONFIG]);
  await expect(page.getByText('Open Settings and tap Profile Downloaded at the top, then Install.')).toBeVisible();
  await close();
});

test('iOS Chrome with only a mobile-config link is told "Please use Safari for download App."', async ({
  browser,
}, testInfo) => {
  const { page, downloads, close } = await phone(browser, testInfo.project.use.baseURL, AGENTS.iosChrome, [
    'MOBILECONFIG',
  ]);
  await page.goto('/m/download?lng=en');
  await page.getByRole('button', { name: 'Download for iOS' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please use Safari for download App.');

  const popup = await openPopup(page);
  await popup.getByRole('button', { name: 'Download for iOS' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByText('Please use Safari for download App.').first()).toBeVisible();
  expect(downloads).toEqual([]);
  await close();
});

test('the installed site shows the guides without a download button', async ({ browser }, testInfo) => {
  const { page, close } = await phone(browser, testInfo.project.use.baseURL, AGENTS.android);
  // As iOS tells a page added to the home screen.
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await page.goto('/m/download?lng=en');
  await expect(page.getByRole('heading', { name: 'Allow the install' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download for Android' })).toHaveCount(0);
  await close();
});
