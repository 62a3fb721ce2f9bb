import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchCspViolations, watchErrors } from '@wl/testing/playwright';
import { XSS_PROBE, xssCorpus } from '@wl/testing/xss';

/**
 * The XSS corpus (tooling/testing/src/xss: the OWASP XSS Filter Evasion Cheat Sheet, each vector calling
 * window.__xssProbe(N) if it runs) put into notices, promotions and help topics through the gateway's development
 * endpoint, and opened on every screen that shows them, under the production build's CSP with Trusted Types.
 */
const CORPUS = xssCorpus();
/** Vectors per content item: few enough that one vector's broken markup swallows little of the next ones. */
const PER_ITEM = 15;
const BATCHES = Array.from({ length: Math.ceil(CORPUS.length / PER_ITEM) }, (_, index) =>
  CORPUS.slice(index * PER_ITEM, (index + 1) * PER_ITEM),
);
/** The screens that show the content: the notice list and page, the promotion list and page, a help topic. */
const SURFACES = 5;

/** Where the build put the sanitiser (the kit's RichContent chunk with DOMPurify), from the build's manifest. */
function sanitiserChunk(): string {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  const chunk = Object.values(manifest).find((entry) => entry.name === 'RichContent');
  if (!chunk) throw new Error('the build manifest has no RichContent chunk');
  return `/${chunk.file}`;
}

/**
 * CSP violations the corpus may cause, and why each is harmless. Chrome applies the page's policy to the detached
 * document DOMPurify parses server HTML into, so it reports the inline handlers and <base> it refuses there, from the
 * sanitiser's own file; the sanitiser then removes them. A handler or <base> that reached the page would be reported
 * from another file (React's, which writes the HTML), and fail the test.
 */
const ALLOWED_VIOLATIONS: { pattern: RegExp; why: string }[] = [
  {
    pattern: new RegExp(
      `^(script-src-attr|base-uri) blocked=\\S+( sample=".*")? at https?://[^/]+${sanitiserChunk()}:\\d+$`,
    ),
    why: 'refused in the sanitiser’s detached document while it parses server HTML',
  },
];

interface Watch {
  probeCalls: string[];
  dialogs: string[];
  /** Requests for the corpus's own addresses (/__xss.js, .css, .html): something a vector tried to load. */
  loads: string[];
  violations: string[];
}

/** Defines the probe on every page and frame, and records what would show that a vector ran. */
async function watchForExecution(page: Page): Promise<Watch> {
  const watch: Watch = { probeCalls: [], dialogs: [], loads: [], violations: await watchCspViolations(page) };
  await page.addInitScript((probe) => {
    Object.defineProperty(window, probe, {
      value: (n: unknown) => console.error(`xss probe called: ${String(n)}`),
      writable: false,
      configurable: false,
    });
  }, XSS_PROBE);
  page.on('console', (message) => {
    if (message.text().startsWith('xss probe called')) watch.probeCalls.push(message.text());
  });
  page.on('dialog', async (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/__xss')) watch.loads.push(request.url());
  });
  return watch;
}

/** Moves the pointer over the content and tabs through it, for the vectors that wait for a person. */
async function touch(page: Page, content: ReturnType<Page['locator']>) {
  await content.hover({ force: true }).catch(() => {});
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
}

/** A batch's title as the screens show it (they show titles as text, without markup). */
const marker = (run: string, index: number) => `XSS corpus ${run} batch ${index + 1} of ${BATCHES.length}`;
/** Starts with a batch's title, whatever follows. */
const titled = (mark: string) => new RegExp(`^${mark}`);

/** What this file added to the shared database, taken away after it whatever happened. */
const added: { kind: 'notice' | 'promotion' | 'help'; id: number }[] = [];
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const dev = devGateway(request);
  for (const { kind, id } of added.splice(0).reverse()) await dev.removeContent(kind, id);
  await request.dispose();
});

/** Opens every screen that shows the batches: home's notice bar, the notice list and page, the promotion list and
 * page, and the help topic. */
async function walkTheScreens(
  page: Page,
  run: string,
  items: { mark: string; notice: number; promotion: number; tag: string }[],
) {
  await page.goto('/m/home?lng=en');
  // Home's notice bar shows the newest notices' titles.
  await expect(page.getByText(new RegExp(`^XSS corpus ${run} batch`)).first()).toBeAttached();

  await page.goto('/m/notice?lng=en');
  for (const { mark } of items) {
    const notice = page.getByRole('group').filter({ hasText: titled(mark) });
    await notice.getByText(titled(mark)).click({ timeout: 10_000 });
    await expect(notice.getByText(`Content of ${mark}`, { exact: true })).toBeVisible();
    await touch(page, notice);
  }

  for (const { mark, notice, promotion, tag } of items) {
    await page.goto(`/m/noticeDetail?id=${notice}&lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: titled(mark) })).toBeVisible();
    await expect(page.getByText(`Content of ${mark}`, { exact: true })).toBeVisible();
    await touch(page, page.getByRole('main'));

    await page.goto(`/m/activity?id=${promotion}&lng=en`);
    const opened = page.getByRole('region', { name: titled(mark) });
    await expect(opened.getByText(`Content of ${mark}`, { exact: true })).toBeVisible();
    await touch(page, opened);

    await page.goto(`/m/activityDetail?id=${promotion}&lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: titled(mark) })).toBeVisible();
    await expect(page.getByText(`Content of ${mark}`, { exact: true })).toBeVisible();
    await touch(page, page.getByRole('main'));

    await page.goto(`/m/helpDetail?tag=${tag}&lng=en`);
    await expect(page.getByText(`Content of ${mark}`, { exact: true })).toBeVisible();
    await touch(page, page.getByRole('main'));
  }
  // Late starters (media errors, animations, timers) have had the last screen's time and this.
  await page.waitForTimeout(500);
}

test('the XSS corpus in notices, promotions and help runs nothing and breaks no policy on the player site', async ({
  page,
}) => {
  test.setTimeout(170_000);
  expect(CORPUS.length).toBeGreaterThanOrEqual(100);
  const watch = await watchForExecution(page);
  const dev = devGateway(page.request);
  const run = Date.now().toString(36);
  const items: { mark: string; notice: number; promotion: number; tag: string }[] = [];
  for (const [index, batch] of BATCHES.entries()) {
    const mark = marker(run, index);
    const content = `<p>Content of ${mark}</p>${batch.map((vector) => vector.html).join('\n')}`;
    // The title carries a vector too: titles are text wherever they show (lists, home's notice bar, headings).
    const title = `${mark} <img src=x onerror=${XSS_PROBE}(0)>`;
    const notice = await dev.addContent({ kind: 'notice', title, content });
    const promotion = await dev.addContent({ kind: 'promotion', title, content });
    const tag = `xss-${run}-${index + 1}`;
    const help = await dev.addContent({ kind: 'help', parentTag: 'account', tag, title, content });
    added.push({ kind: 'notice', id: notice }, { kind: 'promotion', id: promotion }, { kind: 'help', id: help });
    items.push({ mark, notice, promotion, tag });
  }

  // Content that broke a screen fails the walk below; what ran or was refused is still reported first.
  let walkFailure: unknown;
  try {
    await walkTheScreens(page, run, items);
  } catch (failure) {
    walkFailure = failure;
  }

  const allowed = watch.violations.filter((violation) =>
    ALLOWED_VIOLATIONS.some(({ pattern }) => pattern.test(violation)),
  );
  console.info(
    `xss: ${CORPUS.length} payloads x ${SURFACES} surfaces, ${watch.probeCalls.length + watch.dialogs.length} executions, ${watch.violations.length} CSP violations (allowlisted ${allowed.length})`,
  );
  expect(watch.probeCalls).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(watch.loads).toEqual([]);
  expect(watch.violations.filter((violation) => !allowed.includes(violation))).toEqual([]);
  if (walkFailure) throw walkFailure;
});

test('a script the policy refuses is seen by the violation collector and fails watchErrors', async ({ page }) => {
  const errors = await watchErrors(page);
  const violations = await watchCspViolations(page);
  await page.goto('/m/help?lng=en');
  await expect(page.getByRole('tablist', { name: 'Help topics' })).toBeVisible();
  const refused = await page.evaluate(() => {
    const outcomes: string[] = [];
    // A string into an HTML sink: refused by require-trusted-types-for 'script'.
    try {
      document.body.insertAdjacentHTML('beforeend', '<b>not trusted</b>');
      outcomes.push('html accepted');
    } catch {
      outcomes.push('html refused');
    }
    // An inline event handler: refused (a string for a script sink, and script-src has no 'unsafe-inline').
    const button = document.createElement('button');
    try {
      button.setAttribute('onclick', 'window.__inlineRan = true');
      document.body.append(button);
      button.click();
    } catch {
      // refused before it could run
    }
    button.remove();
    outcomes.push((window as { __inlineRan?: boolean }).__inlineRan ? 'inline ran' : 'inline refused');
    // An image from a host the policy does not name (plain http): refused by img-src.
    const image = document.createElement('img');
    image.src = 'http://127.0.0.2:9/tracker.png';
    document.body.append(image);
    return outcomes;
  });
  expect(refused).toEqual(['html refused', 'inline refused']);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.join('\n')).toMatch(/require-trusted-types-for/);
  await expect.poll(() => violations.join('\n')).toMatch(/img-src/);
  expect(errors.length).toBeGreaterThan(0);
});

test.describe('the headers the production build is served with', () => {
  for (const [app, origin, path, worker] of [
    ['player site', 'http://127.0.0.1:5173', '/m/home', '/sw.js'],
    ['agent build', 'http://127.0.0.1:5174', '/m/agent', undefined],
  ] as const) {
    test(`the ${app}'s ${worker ? 'page and worker carry' : 'page carries'} the strict CSP with Trusted Types and the security headers; its scripts only what a file needs, compressed at build time and kept a year`, async ({
      request,
    }) => {
      const page = await request.get(`${origin}${path}`);
      expect(page.ok()).toBe(true);
      const script = (await page.text()).match(/<script type="module" crossorigin src="([^"]+)"/)?.[1];
      expect(script).toBeTruthy();
      const asset = await request.get(`${origin}${script}`);
      expect(asset.ok()).toBe(true);
      const documents = [page];
      if (worker) {
        const workerScript = await request.get(`${origin}${worker}`);
        expect(workerScript.headers()['content-type']).toContain('javascript');
        documents.push(workerScript);
      }
      for (const response of [...documents, asset]) {
        const headers = response.headers();
        expect(headers).toMatchObject({
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'cross-origin-resource-policy': 'same-origin',
        });
        expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      }
      for (const response of documents) {
        const headers = response.headers();
        const csp = headers['content-security-policy'] ?? '';
        expect(csp).toContain("require-trusted-types-for 'script'");
        expect(csp).toContain('trusted-types wl-sanitiser dompurify wl-service-worker');
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).not.toContain('unsafe-eval');
        expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'cross-origin-opener-policy': 'same-origin' });
        expect(headers['permissions-policy']).toContain('camera=()');
      }
      // A script is no document: the policy would do nothing on it but cost its bytes.
      expect(asset.headers()['content-security-policy']).toBeUndefined();
      // A built file is named by its content, so a browser keeps it for a year without asking again; a page and the
      // worker name the build's files, so they are asked again at each visit.
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const response of documents) expect(response.headers()['cache-control']).toBe('no-cache');
      // The same script, compressed at build time: brotli to a browser that takes it, gzip to one that takes only
      // gzip (or refuses brotli), as it is to one that takes neither.
      const sent = async (acceptEncoding: string) => {
        const response = await request.get(`${origin}${script}`, { headers: { 'accept-encoding': acceptEncoding } });
        expect(response.ok()).toBe(true);
        return {
          encoding: response.headers()['content-encoding'],
          length: Number(response.headers()['content-length']),
          vary: response.headers().vary,
          body: await response.body(),
        };
      };
      const brotli = await sent('gzip, deflate, br, zstd');
      const gzip = await sent('gzip, deflate');
      const brotliRefused = await sent('br;q=0, gzip');
      const plain = await sent('identity');
      expect([brotli.encoding, gzip.encoding, brotliRefused.encoding, plain.encoding]).toEqual([
        'br',
        'gzip',
        'gzip',
        undefined,
      ]);
      expect(brotli.vary).toContain('Accept-Encoding');
      expect(brotli.length).toBeLessThan(gzip.length);
      expect(gzip.length).toBeLessThan(plain.length);
      for (const response of [brotli, gzip, brotliRefused]) expect(response.body.equals(plain.body)).toBe(true);
    });
  }
});
