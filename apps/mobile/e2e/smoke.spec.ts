import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { holdRoute, watchErrors } from '@wl/testing/playwright';
import { builtFilesOf } from './builtFiles.ts';
import { putOffContractPrompts } from './contractPrompt.ts';
import { HTTP2_ORIGIN } from './http2.ts';
import { logIn } from './players.ts';

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

test('home renders with the gateway status shown as normal and no console error', async ({ page }) => {
  const errors = await watchErrors(page);
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('heading', { name: 'Mobile Games', level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Platform status' }).getByRole('status');
  await expect(status).toHaveText('Normal');
  expect(errors).toEqual([]);
});

test('an unknown path lands on /m/home', async ({ page }) => {
  await page.goto('/m/nowhere');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('speaks Malay by default and remembers a chosen language', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: 'Status platform' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');

  await page.goto('/m/home?lng=cn');
  await expect(page.getByRole('heading', { name: '平台状态' })).toBeVisible();
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { name: '平台状态' })).toBeVisible();
});

test('a failing gateway leaves a message and a way to retry, not a blank screen', async ({ page }) => {
  await page.route('**/wps/system/status', (route) => route.abort('connectionrefused'));
  await page.goto('/m/home?lng=en');
  // The platform's status, among the placeholders of what is still loading (hot games, winners).
  const platformStatus = page.getByRole('status').filter({ hasText: /cannot be reached|Normal/ });
  await expect(platformStatus).toHaveText('The server cannot be reached. Please try again.');
  await page.unroute('**/wps/system/status');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(platformStatus).toHaveText('Normal');
});

test("the page's frame stays when its parts' code is lost on a bad connection, instead of going blank", async ({
  page,
}) => {
  // The parts around the screen that load after the first paint: the header's member part, the footers, the status
  // gate and the page motion.
  const lost = builtFilesOf(
    ['SessionHeader', 'SessionFooter', 'SiteFooter', 'StatusGate', 'PageMotion'].map(
      (part) => `src/layout/${part}.tsx`,
    ),
  );
  await page.route('**/assets/*.js', (route) =>
    lost.includes(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('heading', { name: 'Mobile Games', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  // The header is a visitor's, as before the services load.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
});

test('home page is dark-themed', async ({ page }) => {
  await page.goto('/m/home');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(15, 17, 21)');
});

test('shows the status cached by an earlier visit at once, then what the gateway answers now', async ({ page }) => {
  const status = await holdRoute(page, '**/wps/system/status');
  // The legacy cache: 1 is maintenance.
  await page.addInitScript(() => window.localStorage.setItem('status', '1'));
  await page.goto('/m/home?lng=en');
  // The cached maintenance shows its page at once, while the gateway is being asked.
  const maintenance = page.getByRole('heading', { name: 'The platform is under maintenance', level: 1 });
  await expect(maintenance).toBeVisible();
  status.release();
  await expect(maintenance).toBeHidden();
  await expect(page.getByRole('region', { name: 'Platform status' }).getByRole('status')).toHaveText('Normal');
  expect(await page.evaluate(() => window.localStorage.getItem('status'))).toBe('0');
});

test('shows the maintenance page when the gateway reports both maintenance and a region restriction', async ({
  page,
}) => {
  await page.route('**/wps/system/status', (route) =>
    route.fulfill({
      json: {
        success: true,
        value: { info: '', location: { ip: '127.0.0.1' }, maintenance: true, regionRestriction: true },
      },
    }),
  );
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('heading', { name: 'The platform is under maintenance', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toHaveCount(0);
});

test("the page's one inline script is the only one its policy allows, by the script's own hash", async ({
  request,
}) => {
  const page = await request.get('/m/home');
  const html = await page.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((found) => found[1] ?? '');
  expect(inline).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256')
    .update(inline[0] ?? '')
    .digest('base64')}'`;
  const scriptSources = /(?:^|;\s*)script-src ([^;]*)/.exec(page.headers()['content-security-policy'] ?? '')?.[1];
  expect(scriptSources?.split(' ')).toEqual(["'self'", hash, "'report-sample'"]);
});

test('the production build is served with a strict Content-Security-Policy, and nothing breaks it', async ({
  page,
}) => {
  const errors = await watchErrors(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/m/login?lng=en');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  await page.getByRole('textbox', { name: 'Username' }).fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/member/home?lng=en');
  await expect(page.getByRole('region', { name: 'Member centre' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('the HTTP/2 server of the same build serves the page, its files and the gateway: a player logs in there', async ({
  browser,
}) => {
  // The start command's production-like server, with its certificate made for this machine.
  const context = await browser.newContext({ baseURL: HTTP2_ORIGIN, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const protocols = new Map<string, string>();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ response }) => {
    protocols.set(new URL(response.url).pathname, response.protocol ?? 'unknown');
  });
  const errors = await watchErrors(page);
  await logIn(page, 'demo01', 'Demo1234', 'Demo Player');
  await expect(page.getByRole('heading', { name: 'Mobile Games', level: 1 })).toBeVisible();
  const served = [...protocols].filter(
    ([path]) => path.startsWith('/m/') || path.startsWith('/assets/') || path.startsWith('/wps/'),
  );
  expect(served.some(([path]) => path.startsWith('/assets/'))).toBe(true);
  expect(served.some(([path]) => path === '/wps/session/login')).toBe(true);
  expect(served.filter(([, protocol]) => protocol !== 'h2')).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
