import { expect, type Page, test } from '@playwright/test';
import { median } from '@wl/testing/figures';

/**
 * /m/slot-games on a cheap phone: 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), the list loaded up to 612
 * games (34 pages of 18), then the interaction latency of load more and of a filter change, read from the Event
 * Timing API (PerformanceObserver 'event' entries, durationThreshold 16). The medians are printed against the target of
 * 100 ms each, and the page's element count with 612 games loaded is held to 2,000 (the grid draws only the rows near
 * the viewport). The demo data has fewer slots than that, so the game list call answers made-up pages of the real
 * shape. Latency on a shared 2-core machine varies by a few frames from run to run, so the median of five filter
 * changes is judged, and it fails beyond 250 ms, two and a half times the target (the same build has read load more
 * at 112 ms on the development machine, and the CI machine runs about 1.4 times slower). With the test tool's trace
 * snapshots and role queries running on the throttled page, the same build read a filter change at 184 ms; without
 * them, 64 ms.
 */
const TARGET = { loadMoreMs: 100, filterChangeMs: 100 } as const;
const MARGIN = 2.5;
const MAX_ELEMENTS = 2_000;
const PAGES = 34;
const PAGE_SIZE = 18;
const ROUNDS = 5;

// The trace's DOM snapshots and role queries run on the page's main thread, under the same throttling: measuring with
// them on measures the test tool. So no trace here, and the waits between interactions read one element's text.
test.use({ viewport: { width: 360, height: 800 }, trace: 'off' });

/** Finds the object holding the page of games in the gateway's answer, whatever envelope it comes in. */
function pageOf(body: unknown): Record<string, unknown> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  if ('games' in body && Array.isArray((body as { games: unknown }).games)) return body as Record<string, unknown>;
  for (const value of Object.values(body)) {
    const found = pageOf(value);
    if (found) return found;
  }
  return undefined;
}

async function serveManyGames(page: Page) {
  await page.route('**/wps/relay/GCSGAME_gameList**', async (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
    // The real first page gives the shape; the pages beyond the demo data's are made up from it.
    const first = new URL(url);
    first.searchParams.set('pageNo', '1');
    const response = await route.fetch({ url: first.toString() });
    const body = (await response.json()) as unknown;
    const list = pageOf(body);
    const template = (list?.games as Record<string, unknown>[] | undefined)?.[0];
    if (!list || !template) return route.fulfill({ response });
    list.games = Array.from({ length: PAGE_SIZE }, (_, index) => {
      const n = (pageNo - 1) * PAGE_SIZE + index + 1;
      return { ...template, nodeId: String(900_000 + n), gameId: `BENCH-${n}`, gameName: `Bench Spin ${n}` };
    });
    list.pageNum = pageNo;
    list.totalPages = PAGES;
    list.totalCount = PAGES * PAGE_SIZE;
    await route.fulfill({ response, json: body });
  });
}

/** Records every interaction's Event Timing entries; `take()` answers the longest since the last take. */
async function watchInteractions(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) seen.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    (window as unknown as { takeLongest: () => number }).takeLongest = () => {
      const longest = Math.max(0, ...seen);
      seen.length = 0;
      return longest;
    };
  });
}

const takeLongest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        // Entries arrive after the next paint: two frames later they are in.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { takeLongest: () => number }).takeLongest()), 50),
          ),
        ),
      ),
  );

const shown = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /games shown/ });

/** Waits until the list's count reads `text`, polling one element every 50 ms rather than querying by role. */
const shownReads = (page: Page, text: string) =>
  page.waitForFunction((expected) => document.querySelector('main [role="status"]')?.textContent === expected, text, {
    polling: 50,
    timeout: 20_000,
  });
const elements = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

test('slots with 612 games stay quick and small on a throttled phone', async ({ page }) => {
  test.setTimeout(300_000);
  await serveManyGames(page);
  await watchInteractions(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await page.goto('/m/slot-games?lng=en');
  // The first load runs 4x throttled: on a busy machine it has taken more than 5 s.
  await expect(shown(page)).toHaveText('18 games shown', { timeout: 20_000 });
  const elementsAt18 = await elements(page);

  const loadMore: number[] = [];
  const filterChange: number[] = [];
  let elementsAtMost = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let loaded = PAGE_SIZE; loaded < PAGES * PAGE_SIZE; loaded += PAGE_SIZE) {
      await takeLongest(page);
      await page.getByRole('button', { name: 'More' }).click();
      await shownReads(page, `${loaded + PAGE_SIZE} games shown`);
      // The last pages are the ones judged: the list is at its longest.
      if (loaded >= (PAGES - 6) * PAGE_SIZE) loadMore.push(await takeLongest(page));
    }
    await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
    elementsAtMost = Math.max(elementsAtMost, await elements(page));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(200);
    elementsAtMost = Math.max(elementsAtMost, await elements(page));

    // A filter change with 612 games listed: a vendor tab, back to page 1.
    await page.evaluate(() => window.scrollTo(0, 0));
    await takeLongest(page);
    const vendor = round % 2 === 0 ? 'PG Soft' : 'JILI';
    await page.getByRole('group', { name: 'Vendors' }).getByRole('button', { name: vendor, exact: true }).click();
    await shownReads(page, '18 games shown');
    filterChange.push(await takeLongest(page));
  }

  const figures = {
    loadMoreMedianMs: median(loadMore),
    loadMoreRunsMs: loadMore,
    filterChangeMedianMs: median(filterChange),
    filterChangeRunsMs: filterChange,
    elementsWith18: elementsAt18,
    elementsWith612AtMost: elementsAtMost,
  };
  const met = figures.loadMoreMedianMs <= TARGET.loadMoreMs && figures.filterChangeMedianMs <= TARGET.filterChangeMs;
  console.info(
    `games benchmark (4x CPU throttling, 360 px): ${JSON.stringify(figures)}; target ${JSON.stringify(TARGET)}: ${
      met ? 'met' : 'not met'
    }`,
  );
  expect(figures.loadMoreMedianMs).toBeLessThanOrEqual(TARGET.loadMoreMs * MARGIN);
  expect(figures.filterChangeMedianMs).toBeLessThanOrEqual(TARGET.filterChangeMs * MARGIN);
  expect(figures.elementsWith612AtMost).toBeLessThanOrEqual(MAX_ELEMENTS);
});
