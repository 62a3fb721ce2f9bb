import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { medianBy } from '@wl/testing/figures';
import { watchErrors } from '@wl/testing/playwright';

/**
 * The player site as an app on the home screen: its manifest, its service worker, a repeat visit drawn from the
 * phone, and an offline visit that opens the site (which says it is offline) instead of the browser's error page.
 * The suite blocks service workers elsewhere; here they run as on a phone.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });
// The trace's DOM snapshots run on the page's main thread under the repeat visit's 4x throttling: with them on, the
// spec measured the test tool (repeat visits of 2.5 to 3.8 s in the suite, no faster than the first visit).
test.use({ trace: 'off' });

// The figures compare visits of the demo data as it ships (earlier specs move the merchant to a mirror image CDN).
test.beforeAll(async ({ request }) => {
  await request.post('http://127.0.0.1:8787/__dev/reset');
});

/** A repeat visit's largest contentful paint: the target, printed with every run. */
const REPEAT_VISIT_LCP_MS = 1_000;
/**
 * What the repeat visit is held to here, a coarse guard: real 4x CPU throttling on a shared 2-core machine has read
 * the same build's single visits from 1.0 s on a quiet machine to 4.3 s late in a run of the whole suite on a busy one
 * while the banner waited for the first render (first visits 2.5 to 5.3 s). The page now draws the kept banner
 * before the code has run (236 to 428 ms on a quiet machine), and `e2e/home.spec.ts` checks that it does; the median
 * of three repeat visits is judged, held to 5,000 ms and to be faster than the first visit, and printed against the
 * target.
 */
const REPEAT_VISITS = 3;
const REPEAT_VISIT_GATE_MS = 5_000;

/** Lighthouse's mobile link (slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Opens home and waits until the worker is active, its precache complete, and it controls the page. */
async function installWorker(page: Page) {
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The page's largest contentful paint once its picture has drawn and nothing larger followed for 1.5 s (20 s at most).
 * It is read in the page, by an observer, so the test asks nothing of the page while it loads: a locator polled during
 * the load runs on the same 4x throttled main thread and would be measured with it.
 */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let largest = 0;
        let settled: ReturnType<typeof setTimeout> | undefined;
        const done = () => resolve(largest);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) {
            largest = Math.max(largest, entry.startTime);
            if (entry.url !== '') {
              clearTimeout(settled);
              settled = setTimeout(done, 1_500);
            }
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(done, 20_000);
      }),
  );
}

/** Opens home in a new tab of the context on the slow link and CPU; answers its LCP and where its files came from. */
async function visitThrottled(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const sources = { worker: 0, network: 0 };
  page.on('response', (response) => {
    if (response.fromServiceWorker()) sources.worker += 1;
    else sources.network += 1;
  });
  await page.goto('/m/home?lng=en', { waitUntil: 'load' });
  const lcp = await largestContentfulPaint(page);
  // What was measured is home with its banners.
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await page.close();
  return { lcp: Math.round(lcp), ...sources };
}

test('the manifest names the app, opens home standalone and has launcher and maskable icons', async ({ page }) => {
  await page.goto('/m/home?lng=en');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await page.request.get(href as string);
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Mobile Games',
    short_name: 'Games',
    start_url: '/m/home',
    display: 'standalone',
    background_color: '#0f1115',
  });
  const drawn: string[] = [];
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    drawn.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(drawn.sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});

test('a repeat visit draws home from the phone, faster than the first visit, on a slow 4G link', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The first visit, with nothing kept: the figure printed beside the repeat visit's.
  const fresh = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 800 } });
  const first = await visitThrottled(fresh);
  await fresh.close();

  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 360, height: 800 } });
  await installWorker(await context.newPage());
  const visits: Awaited<ReturnType<typeof visitThrottled>>[] = [];
  for (let visit = 0; visit < REPEAT_VISITS; visit += 1) visits.push(await visitThrottled(context));
  await context.close();
  const inOrder = visits.map((visit) => visit.lcp).join(', ');
  const repeat = medianBy(visits, (visit) => visit.lcp);

  console.info(
    `repeat visit /m/home (slow 4G, 4x CPU): LCP ${repeat.lcp} ms, the median of ${inOrder} (target ${REPEAT_VISIT_LCP_MS} ms: ${repeat.lcp <= REPEAT_VISIT_LCP_MS ? 'met' : 'not met'}), ` +
      `${repeat.worker} of ${repeat.worker + repeat.network} answers from the service worker; ` +
      `first visit LCP ${first.lcp} ms, ${first.network} answers from the network`,
  );
  // The build's files come from the worker; only the gateway's calls and the art travel.
  expect(repeat.worker).toBeGreaterThan(10);
  expect(repeat.lcp).toBeGreaterThan(0);
  expect(repeat.lcp).toBeLessThan(first.lcp);
  expect(repeat.lcp).toBeLessThanOrEqual(REPEAT_VISIT_GATE_MS);
});

test('offline, the site still opens, says there is no internet and offers to try again', async ({ page, context }) => {
  const errors = await watchErrors(page);
  await installWorker(page);
  await context.setOffline(true);
  await page.reload();
  expect(page.url()).toBe('http://127.0.0.1:5173/m/home?lng=en');
  await expect(page.getByRole('status').filter({ hasText: 'No internet connection' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // Another screen, never opened online: its code was kept too, and it says what failed.
  await page.goto('/m/slot-games?lng=en');
  await expect(page.getByRole('status').filter({ hasText: 'No internet connection' })).toBeVisible();
  await expect(page.getByRole('main')).not.toBeEmpty();

  await context.setOffline(false);
  await expect(page.getByText('No internet connection')).toHaveCount(0);
  // A failed call logs a network error in the console; nothing else may.
  expect(errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
});

test('opened from the home screen, the site knows it is installed and offers no download', async ({ page }) => {
  // As Chrome on Android answers a page opened from an installed web app (the browser offers no emulation of it).
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.replace(/\s/g, '') === '(display-mode:standalone)'
        ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
        : matchMedia(query);
  });
  await page.goto('/m/download?lng=en');
  await expect(page.getByRole('heading', { name: 'Allow the install' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download for Android' })).toHaveCount(0);
});
