import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '@wl/testing/chromium';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Lighthouse on /m/home as a mid-range phone on a slow 4G link sees it (Lighthouse's default mobile emulation and
 * simulated throttling), against the production build the start command serves. Each run's figures and their median
 * are printed; the median is held to the budgets.
 */
const BUDGET = {
  performance: 0.9,
  accessibility: 1,
  bestPractices: 0.9,
  largestContentfulPaintMs: 2_500,
  totalBlockingTimeMs: 200,
  cumulativeLayoutShift: 0.1,
} as const;

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

/** Lighthouse runs on a shared 2-core machine vary by a few hundred milliseconds: the median of three is judged. */
const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

test('home meets the Lighthouse budget on a simulated slow phone', async ({ baseURL }) => {
  test.setTimeout(240_000);
  const { executablePath, args } = chromiumLaunchOptions();
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await launch({ chromePath: executablePath, chromeFlags: args, logLevel: 'silent' });
    try {
      const result = await lighthouse(
        `${baseURL}/m/home?lng=en`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        {
          extends: 'lighthouse:default',
          settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] },
        },
      );
      const lhr = result?.lhr;
      expect(lhr, 'Lighthouse produced no report').toBeDefined();
      if (!lhr) return;
      const figures: Figures = {
        performance: lhr.categories.performance?.score ?? 0,
        accessibility: lhr.categories.accessibility?.score ?? 0,
        bestPractices: lhr.categories['best-practices']?.score ?? 0,
        firstContentfulPaintMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
        largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        totalBlockingTimeMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024),
      };
      console.info(`Lighthouse /m/home run ${run + 1} (mobile, simulated slow 4G): ${JSON.stringify(figures)}`);
      runs.push(figures);
    } finally {
      chrome.kill();
    }
  }
  const figures = Object.fromEntries(
    (Object.keys(runs[0] as Figures) as (keyof Figures)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;
  console.info(`Lighthouse /m/home, median of ${RUNS}: ${JSON.stringify(figures)}`);
  expect.soft(figures.performance).toBeGreaterThanOrEqual(BUDGET.performance);
  expect.soft(figures.accessibility).toBeGreaterThanOrEqual(BUDGET.accessibility);
  expect.soft(figures.bestPractices).toBeGreaterThanOrEqual(BUDGET.bestPractices);
  expect.soft(figures.largestContentfulPaintMs).toBeLessThanOrEqual(BUDGET.largestContentfulPaintMs);
  expect.soft(figures.totalBlockingTimeMs).toBeLessThanOrEqual(BUDGET.totalBlockingTimeMs);
  expect.soft(figures.cumulativeLayoutShift).toBeLessThanOrEqual(BUDGET.cumulativeLayoutShift);
});
