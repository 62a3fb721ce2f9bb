import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { build } from 'esbuild';
import type { LayoutCheck, LayoutProblem } from './layoutCheck.ts';

/**
 * A page audit for end-to-end tests: axe's rules, and the layout checks the kit's visual project runs on every story
 * (./layoutCheck.ts, the same module), here on a real page of a production build. Each failure lists every problem
 * found, so one run says all that is wrong with a screen.
 */

export interface AuditOptions {
  /** Report through `expect.soft`, so the test goes on to its next check and fails at the end. */
  soft?: boolean;
}

function check(soft: boolean | undefined) {
  return soft ? expect.soft : expect;
}

/** One line per violation: rule, impact and what it is about, then each element it found, by its selector. */
export function describeViolations(
  violations: readonly { id: string; impact?: string | null; help: string; nodes: readonly { target: unknown }[] }[],
): string[] {
  return violations.map((violation) => {
    // A target is a list of selectors: one per document or shadow root on the way to the element.
    const targets = violation.nodes.map((node) => [node.target].flat(2).join(' >>> '));
    return `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}: ${targets.join(', ')}`;
  });
}

/** Runs axe on the whole page as it is now and expects no violation of its default rules. */
export async function expectNoAxeViolations(page: Page, { soft }: AuditOptions = {}): Promise<void> {
  // Only violations are read: axe then skips the details of what passed, which halves its time on a page.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  check(soft)(describeViolations(violations), `axe on ${page.url()}`).toEqual([]);
}

const GLOBAL = '__wlLayoutCheck';

let bundled: Promise<string> | undefined;

/**
 * The layout checks as one classic script that puts them on `globalThis.__wlLayoutCheck`, bundled once per process.
 * Evaluated through Playwright, it runs under the page's Content-Security-Policy untouched.
 */
export function layoutCheckScript(): Promise<string> {
  bundled ??= build({
    stdin: {
      contents: `import * as checks from './layoutCheck.ts'; globalThis.${GLOBAL} = checks;`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  }).then((result) => {
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild wrote no bundle for the layout checks');
    return output.text;
  });
  return bundled;
}

type Checks = typeof import('./layoutCheck.ts');

/**
 * The layout problems of the page as it is now, inside the top modal dialog when one is open (the rest is inert):
 * overflow past the screen, overlapping controls, text 0 px wide, targets under 44 x 44 px and, unless `focusRings`
 * is false, focus rings cut off. The focus-ring check moves the focus (and may scroll): take screenshots first.
 */
export async function layoutProblemsOf(page: Page, { focusRings = true } = {}): Promise<LayoutProblem[]> {
  const loaded = await page.evaluate((name) => name in globalThis, GLOBAL);
  if (!loaded) await page.evaluate(await layoutCheckScript());
  return page.evaluate(
    async ({ name, focusRings }) => {
      const checks = (globalThis as unknown as Record<string, Checks>)[name] as Checks;
      return [...checks.layoutProblems(), ...(focusRings ? await checks.focusRingProblems() : [])];
    },
    { name: GLOBAL, focusRings },
  );
}

export interface LayoutOptions extends AuditOptions {
  focusRings?: boolean;
  /** Checks a screen steps out of, each with its reason (at least 10 characters, as in the kit's stories). */
  skip?: Partial<Record<LayoutCheck, string>>;
}

/** Expects no layout problem on the page as it is now; the failure prints each one as `check: message`. */
export async function expectLayoutClean(
  page: Page,
  { soft, focusRings, skip = {} }: LayoutOptions = {},
): Promise<void> {
  for (const [name, reason] of Object.entries(skip)) {
    if (reason.trim().length < 10) throw new Error(`skipping ${name} needs a reason, not "${reason}"`);
  }
  const problems = await layoutProblemsOf(page, { focusRings: focusRings ?? true });
  const kept = problems.filter((problem) => skip[problem.check] === undefined);
  check(soft)(
    kept.map((problem) => `${problem.check}: ${problem.message}`),
    `layout of ${page.url()}`,
  ).toEqual([]);
}

/**
 * Waits until the page stands still: fonts loaded, images decoded (lazy ones asked for now, and with `wholePage`
 * those that load as they near the screen), nothing marked busy
 * (`aria-busy`: a skeleton, a loading button or status), finite animations and transitions at their end, then a few
 * frames for layout effects. Infinite animations (a spinner, a ticker) run on; screenshots freeze those.
 */
export async function waitForSettled(page: Page, { wholePage = false }: { wholePage?: boolean } = {}): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // For a whole-page screenshot, a screen as tall as the page for a moment: pictures that load as they near the
  // screen (game art) are all there, as they are for a player who has scrolled down.
  const viewport = wholePage ? page.viewportSize() : null;
  if (viewport) {
    // And the parts the browser draws only as they near the screen (`content-visibility: auto`: the footer, the
    // winners board) drawn, as a player who has scrolled there sees them: a capture beyond the screen shows them as
    // empty space otherwise.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height });
      // Until the count of pictures has held for five frames and 500 ms (5 s at most): the last rows' art is asked
      // for after the grid has followed the resize and the tiles' observer has reported, which on a busy machine
      // came later than five frames, and the screenshot caught those rows without their art.
      await page.evaluate(async () => {
        let count = -1;
        let changed = performance.now();
        const started = changed;
        for (let still = 0; (still < 5 || performance.now() - changed < 500) && performance.now() - started < 5_000; ) {
          await new Promise(requestAnimationFrame);
          if (document.images.length === count) still += 1;
          else {
            still = 0;
            changed = performance.now();
          }
          count = document.images.length;
        }
      });
      await page.setViewportSize(viewport);
    }
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise(requestAnimationFrame);
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
    await Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
    for (const animation of document.getAnimations()) {
      const end = animation.effect?.getComputedTiming().endTime;
      if (typeof end === 'number' && Number.isFinite(end)) animation.finish();
    }
    for (let count = 0; count < 3; count += 1) await frame();
  });
}
