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
    // Three suites, each a row of the test command: the end-to-end specs (`pnpm test:e2e`), the screen audit
    // (`pnpm test:audit`, SCREEN_AUDIT) and the fault matrix (`pnpm test:faults`, FAULT_MATRIX), each against a
    // gateway of its own with fresh demo data. docs/decisions.md, "Side by side where nothing is shared".
    ...suite(),
    retries: process.env.CI ? 1 : 0,
    // Twice Playwright's defaults: the CI machine and a busy development machine run the suite up to twice as slowly
    // as a quiet one (a test of every category screen took 15.8 s one day and over 30 s another), and a wait that
    // runs out there says nothing about the site. A failing test takes longer to fail; a passing one is not slowed.
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    // The spec files that take over a minute are named at the end of the run, with their time: where the suite's
    // time goes.
    reportSlowTests: { max: 12, threshold: 60_000 },
    use: {
      baseURL,
      ...devices['Pixel 7'],
      launchOptions: chromiumLaunchOptions(),
      // A trace's DOM snapshots and screenshots cost every test about a tenth of its time, on the page's own main
      // thread. CI keeps only the log, so there it records the retry of a failed test alone; a developer's run keeps
      // the trace of every failure.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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

/**
 * Which specs a run takes, and how many at once. The fault matrix's rows change nothing on the gateway (every fault is
 * the page's own: its routes, its clock, its context offline), so two run at once, on the two cores CI has; most of a
 * row's time is the page waiting. The screen audit runs one screen at a time: two at once, home's whole-page
 * screenshot caught game rows drawn without their art in 4 to 7 runs of 16 (none of 16 alone). The other specs share
 * the gateway's data and switches (a merchant put into maintenance, demo01's favourites, the notices' read state), so
 * they run one at a time too.
 */
function suite() {
  const faults = '**/faults.spec.ts';
  const screens = '**/screens.spec.ts';
  if (process.env.FAULT_MATRIX) return { testMatch: faults, workers: 2, fullyParallel: true };
  if (process.env.SCREEN_AUDIT) return { testMatch: screens, workers: 1 };
  return { testIgnore: [faults, screens], workers: 1 };
}

/** How the page reports a Content-Security-Policy violation on its console, so the tests can tell them apart. */
export const CSP_VIOLATION = 'CSP violation:';

/**
 * Runs in the page before its own scripts: every `securitypolicyviolation` event (a refused script, eval, inline
 * handler, image or Trusted Types assignment) becomes a console error naming the directive, what was blocked and
 * where, so a test sees violations even where the browser's own message is a warning or not printed at all.
 */
function reportCspViolations(prefix: string) {
  const marked = window as Window & { __wlCspReporter?: true };
  if (marked.__wlCspReporter) return;
  marked.__wlCspReporter = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    const sample = event.sample ? ` sample=${JSON.stringify(event.sample)}` : '';
    const at = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(`${prefix} ${event.effectiveDirective} blocked=${event.blockedURI || '(none)'}${sample}${at}`);
  });
}

/** A console message in which the browser itself reports a CSP or Trusted Types refusal. */
const BROWSER_CSP_MESSAGE =
  /Content Security Policy|Content-Security-Policy|Trusted ?Type|require-trusted-types-for|TrustedHTML|TrustedScript/i;

/**
 * Collects console errors, uncaught page errors and Content-Security-Policy violations (the page's
 * securitypolicyviolation events, and the browser's own CSP and Trusted Types messages at any console level), so a
 * test can assert the page stayed clean under the production build's policy. Call it before the page is opened.
 */
export async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || BROWSER_CSP_MESSAGE.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Awaited, as in watchCspViolations: the reporter must be in place before the page is opened.
  await page.addInitScript(reportCspViolations, CSP_VIOLATION);
  return errors;
}

/**
 * Only the CSP violations the page reports (see watchErrors), each as the directive, what was blocked and where.
 * Call it before the page is opened.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(CSP_VIOLATION)) violations.push(message.text().slice(CSP_VIOLATION.length).trim());
  });
  // Awaited: a navigation sent while the script was still being registered would open the page without it.
  await page.addInitScript(reportCspViolations, CSP_VIOLATION);
  return violations;
}

/**
 * Holds back every request of the page matching `pattern` until the answer's `release()` is called; then they go on to
 * the gateway. For what a screen shows while an answer is on its way.
 */
export async function holdRoute(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
