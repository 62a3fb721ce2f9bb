import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from '@wl/testing/chromium';
import { median } from '@wl/testing/figures';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { HTTP2_ORIGIN } from './http2.ts';

/**
 * Lighthouse on the pages a player lands on, as a mid-range phone on a slow 4G link sees them (Lighthouse's default
 * mobile emulation and simulated throttling), against the production build the start command serves with the demo
 * data, over TLS and HTTP/2 as a production host serves it (its port 5443 and certificate made for this machine:
 * docs/decisions.md, "Measured over HTTP/2, as production serves it"). Each run's figures and each page's median are
 * printed; the median is held to the gate. The target is the product's (performance 0.98, LCP 1.8 s, CLS 0.02, TBT
 * 100 ms); the gate holds what the pages reach today, and the gap is printed (docs/decisions.md, "Performance
 * budgets").
 */
/**
 * The gates are coarse guards against a regression, each page's median printed against the target with every run.
 * Lighthouse's TBT is its multiple of the long tasks as this machine ran them, and on shared 2-core machines the same
 * build of home has read from 52 ms to 7,570 ms (2,051, 3,312, 4,452 ms in three runs within one minute) while the
 * page's work did not change; the CI machine runs the whole suite about 1.4 times slower than the development
 * machine. The score follows TBT. LCP is mostly the simulated link and moves less: over HTTP/2, home 1.56 to 1.79
 * s, the category screen 2.13 to 2.66 s, login 1.93 to 2.22 s on the development machine. So each gate sits below
 * the lowest reading of the current build with room for the slower machine (LCP about one and a half times the
 * highest reading): they fail a page that stops painting or one stuck re-rendering, not a slow day
 * (docs/decisions.md, "Performance budgets").
 */
const GATE = {
  accessibility: 1,
  bestPractices: 0.9,
  totalBlockingTimeMs: 15_000,
  cumulativeLayoutShift: 0.1,
} as const;
const PAGE_GATES = {
  '/m/home': { performance: 0.3, largestContentfulPaintMs: 2_700 },
  '/m/slot-games': { performance: 0.2, largestContentfulPaintMs: 4_000 },
  '/m/login': { performance: 0.25, largestContentfulPaintMs: 3_300 },
} as const;
const TARGET = {
  performance: 0.98,
  largestContentfulPaintMs: 1_800,
  totalBlockingTimeMs: 100,
  cumulativeLayoutShift: 0.02,
} as const;

/** Home, a category screen with its game grid, and the login page. */
const PAGES = Object.keys(PAGE_GATES) as (keyof typeof PAGE_GATES)[];

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferKb: number;
};

/**
 * Lighthouse runs on a shared 2-core machine vary by a few hundred milliseconds: the median of three is judged. A run
 * Lighthouse gives no score or no LCP for (it reports a runtime error such as NO_LCP now and then, on the same build)
 * is printed and run again, up to two more times, instead of counting as a score of 0.
 */
const RUNS = 3;
const SPARE_RUNS = 2;

for (const path of PAGES) {
  test(`${path} meets the Lighthouse gate on a simulated slow phone`, async () => {
    test.setTimeout(240_000);
    const { executablePath, args } = chromiumLaunchOptions();
    const runs: Figures[] = [];
    for (let run = 0; runs.length < RUNS && run < RUNS + SPARE_RUNS; run += 1) {
      const chrome = await launch({
        chromePath: executablePath,
        // The certificate is self-signed for this machine; a production host's is not.
        chromeFlags: [...args, '--ignore-certificate-errors'],
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(
          `${HTTP2_ORIGIN}${path}?lng=en`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: {
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              // The page's own load, as a browser without the worker has it: the worker's precache starts once the
              // page is idle and runs off its main thread, but the simulation folds its 200 requests into the load
              // (home's TBT read 4,069 ms with it). The worker is measured by e2e/installable.spec.ts.
              blockedUrlPatterns: ['*/sw.js'],
            },
          },
        );
        const lhr = result?.lhr;
        expect(lhr, 'Lighthouse produced no report').toBeDefined();
        if (!lhr) return;
        // The figures are those of the HTTP/2 server: a fall back to HTTP/1.1 would change what is measured.
        const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; protocol?: string }[] })
          ?.items;
        const document = requests?.find((request) => request.url.startsWith(`${HTTP2_ORIGIN}${path}`));
        expect(document?.protocol, `the protocol ${path} was served over`).toBe('h2');
        const score = lhr.categories.performance?.score;
        const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
        if (typeof score !== 'number' || typeof lcp !== 'number' || !Number.isFinite(lcp)) {
          console.info(
            `Lighthouse ${path} run ${run + 1}: no figures (${lhr.runtimeError?.code ?? 'no score or LCP'})`,
          );
          continue;
        }
        const figures: Figures = {
          performance: score,
          accessibility: lhr.categories.accessibility?.score ?? 0,
          bestPractices: lhr.categories['best-practices']?.score ?? 0,
          firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
          largestContentfulPaintMs: Math.round(lcp),
          totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
          cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
        };
        console.info(`Lighthouse ${path} run ${run + 1} (mobile, simulated slow 4G): ${JSON.stringify(figures)}`);
        runs.push(figures);
      } finally {
        chrome.kill();
      }
    }
    expect(runs.length, `Lighthouse gave figures for ${runs.length} of ${RUNS} runs`).toBe(RUNS);
    const figures = Object.fromEntries(
      (Object.keys(runs[0] as Figures) as (keyof Figures)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as Figures;
    const missed = (Object.keys(TARGET) as (keyof typeof TARGET)[]).filter((key) =>
      key === 'performance' ? figures[key] < TARGET[key] : figures[key] > TARGET[key],
    );
    console.info(
      `Lighthouse ${path}, median of ${RUNS}: ${JSON.stringify(figures)}; target ${JSON.stringify(TARGET)}: ${
        missed.length === 0 ? 'met' : `not yet met for ${missed.join(', ')}`
      }`,
    );
    expect.soft(figures.performance).toBeGreaterThanOrEqual(PAGE_GATES[path].performance);
    expect.soft(figures.accessibility).toBeGreaterThanOrEqual(GATE.accessibility);
    expect.soft(figures.bestPractices).toBeGreaterThanOrEqual(GATE.bestPractices);
    expect.soft(figures.largestContentfulPaintMs).toBeLessThanOrEqual(PAGE_GATES[path].largestContentfulPaintMs);
    expect.soft(figures.totalBlockingTimeMs).toBeLessThanOrEqual(GATE.totalBlockingTimeMs);
    expect.soft(figures.cumulativeLayoutShift).toBeLessThanOrEqual(GATE.cumulativeLayoutShift);
  });
}

/**
 * What a page fetches until the network is idle, as the browser counts it: its scripts and style sheets, every lazy
 * chunk included, each file once. Two figures: each body at gzip's strongest level (what the build's `.gz` copies
 * send; the budget is in gzip), and the bodies as the server sent them (brotli, which every browser the players use
 * takes: docs/decisions.md, "How the built files are served"). The manifest walk of `.size-limit.cjs` counts the first render exactly but
 * misses the chunks that load after the services (footer, session header, dialogs, page motion), so this is the
 * figure held to the until-idle budget. The product's target is 170 kB of JavaScript and 20 kB of CSS; the gate holds
 * what /m/home fetches today, so the figure cannot grow while it comes down: 206.5 kB before home's lobby, 229.3 kB
 * with it (its rail, grids, carousel, jackpot and winners, and the home machine), 209.8 kB in 53 files once the
 * screens' small shared modules came in one chunk (221.7 kB in 83 files before), 208.2 kB in 49 once each screen's
 * actors came with the screen, 205.4 kB in 46 once the member's log-out flow loaded only for a member, 207.3 kB in 48
 * once the first script asked for the first screen's code and texts beside the framework (its own file costs about
 * 1.6 kB; home's largest paint came about 0.2 s sooner on a throttled phone, docs/decisions.md, "The first screen's
 * code, asked with the framework"), 208.9 kB in 49 once the screens' small shared modules came in two chunks, with
 * and without the machines' and the calls' runtime (two files cost about 1.5 kB; the login form is drawn before the
 * runtime has come, and /m/login's largest paint came about 0.25 s sooner in Lighthouse, docs/decisions.md, "The
 * login form drawn before its code"), 209.2 kB in 50 once a category screen was drawn before its code (the vendor
 * strip joined the small shared modules home loads; /m/slot-games' largest paint came about 0.3 s sooner,
 * docs/decisions.md, "A category screen drawn before its code"). Until then the figure was the bodies as the server sent
 * them, gzip at level 6 with the files under 1 kB as they are; counted at level 9, as the build's copies now are, the
 * same build read 205.0 kB, and the server now sends those files in brotli: 180.0 kB.
 */
const UNTIL_IDLE = {
  target: { javascriptKb: 170, cssKb: 20 },
  gate: { '/m/home': { javascriptKb: 205.5, cssKb: 20 } },
} as const;

async function fetchedUntilIdle(page: Page, path: string) {
  const bytes = { script: 0, stylesheet: 0, servedScript: 0, servedStylesheet: 0, scripts: 0, sheets: 0 };
  const pending: Promise<void>[] = [];
  const counted = new Set<string>();
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    // Each file once: a file asked again comes from the browser's memory and sends nothing.
    if ((type !== 'script' && type !== 'stylesheet') || counted.has(request.url())) return;
    counted.add(request.url());
    pending.push(
      (async () => {
        const { responseBodySize } = await request.sizes();
        const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
        // What a host sending gzip at its strongest sends: the file compressed, or as it is when that is smaller.
        const gzip = Math.min(body.byteLength, gzipSync(body, { level: 9 }).byteLength);
        if (type === 'script') {
          bytes.script += gzip;
          bytes.servedScript += responseBodySize;
          bytes.scripts += 1;
        } else {
          bytes.stylesheet += gzip;
          bytes.servedStylesheet += responseBodySize;
          bytes.sheets += 1;
        }
      })(),
    );
  });
  await page.goto(`${path}?lng=ms`, { waitUntil: 'networkidle' });
  // What the idle callbacks start (the catalogues left for later) is part of the load.
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const kb = (count: number) => Math.round(count / 100) / 10;
  return {
    javascriptKb: kb(bytes.script),
    scripts: bytes.scripts,
    cssKb: kb(bytes.stylesheet),
    sheets: bytes.sheets,
    servedJavascriptKb: kb(bytes.servedScript),
    servedCssKb: kb(bytes.servedStylesheet),
  };
}

test('what /m/home fetches until idle stays within its gate, and each page prints its figure', async ({ browser }) => {
  for (const path of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const figures = await fetchedUntilIdle(page, path);
    await context.close();
    console.info(
      `${path} until idle (gzip; served: as the server sent them, brotli): ${JSON.stringify(figures)}; target ${JSON.stringify(UNTIL_IDLE.target)}`,
    );
    if (path !== '/m/home') continue;
    expect.soft(figures.javascriptKb).toBeLessThanOrEqual(UNTIL_IDLE.gate[path].javascriptKb);
    expect.soft(figures.cssKb).toBeLessThanOrEqual(UNTIL_IDLE.gate[path].cssKb);
  }
});
