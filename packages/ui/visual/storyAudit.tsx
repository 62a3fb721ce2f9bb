import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';
import { focusRingProblems, type LayoutCheck, type LayoutProblem, layoutProblems } from '@wl/testing/layout-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story on a 360 px phone (the project's viewport), left to right and right to left, with the widest of the
 * MS, EN and CN texts: the layout checks of `@wl/testing/layout-check` (the same the apps' end-to-end suites run),
 * then a screenshot against the committed one. Play functions are not run: they speak English and click; this is
 * about how a story looks as it opens.
 *
 * A story can step out of a check, or of the screenshot, only by saying why:
 *   parameters: { layoutCheck: { skip: { targetSize: 'why' } }, visual: { skip: 'why' } }
 *
 * The stories are audited in two test files of one half each (`stories.*.test.tsx`), which the browser runs side by
 * side: most of a story's time is the page waiting for a frame, an image or a steady screenshot.
 */
export interface LayoutCheckParameters {
  layoutCheck?: { skip?: Partial<Record<LayoutCheck, string>> };
  visual?: { skip?: string };
}

type StoryModule = { default: Meta } & Record<string, unknown>;
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>('../src/**/*.stories.tsx', { eager: true });

const directions = ['ltr', 'rtl'] as const;

/** The project's screen (vitest.config.ts): a small Android phone. */
const PHONE = { width: 360, height: 800 };
type Direction = (typeof directions)[number];

/** The module with every play function taken out, so a story only renders (loaders and beforeEach still run). */
function withoutPlay(module: StoryModule): StoryModule {
  return Object.fromEntries(
    Object.entries(module).map(([name, value]) => [
      name,
      value && typeof value === 'object' ? { ...value, play: undefined } : value,
    ]),
  ) as StoryModule;
}

function storiesOf(module: StoryModule, direction: Direction): Record<string, ComposedStory> {
  return composeStories(withoutPlay(module), {
    initialGlobals: { direction, language: 'longest' },
    // axe runs on every story in the storybook project; here it would only cost time.
    parameters: { a11y: { test: 'off' } },
  }) as Record<string, ComposedStory>;
}

async function settled(canvas: HTMLElement) {
  await document.fonts.ready;
  // A lazy image scrolled out of a row would load whenever it pleased, and change the screenshot when it did.
  for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
  const images = [...document.querySelectorAll('img')].filter((image) => !image.complete);
  await Promise.all(
    images.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  // Layout effects (a tab bar centring its tab, a carousel measuring) run after the first frame.
  for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
  expect(canvas.childElementCount + document.querySelectorAll('dialog[open]').length).toBeGreaterThan(0);
}

function unskipped(problems: LayoutProblem[], skip: Partial<Record<LayoutCheck, string>>): string[] {
  return problems.filter((problem) => skip[problem.check] === undefined).map((p) => `${p.check}: ${p.message}`);
}

/** Freezes CSS motion at its end, as Storybook's own test runs do, so layout and pixels do not change under us. */
function freezeMotion(): () => void {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation-delay: 0s !important; animation-direction: reverse !important; ' +
    'animation-play-state: paused !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  return () => style.remove();
}

/**
 * What the screenshot takes: the story's own box, or the whole 360 px screen when something is drawn over it (an
 * open dialog, a toast, a fixed bar), which the story's box would cut off.
 */
function screenshotArea(canvas: HTMLElement): HTMLElement {
  const overlay =
    document.querySelector('dialog:modal') !== null ||
    [...canvas.querySelectorAll('*')].some((element) => getComputedStyle(element).position === 'fixed');
  if (!overlay) return canvas;
  let screen = document.querySelector<HTMLElement>('[data-visual-screen]');
  if (!screen) {
    screen = document.createElement('div');
    screen.dataset.visualScreen = '';
    screen.style.cssText = 'position: fixed; inset: 0; pointer-events: none;';
    document.body.append(screen);
  }
  return screen;
}

/**
 * The test files the stories are shared between, each calling `auditStories` with its own number from 0: counted
 * from their names (never imported here), so a file added or taken away re-shares every story.
 */
const PARTS = Object.keys(import.meta.glob('./stories.*.test.tsx')).length;

/**
 * Declares the audit of one share of the stories: every `PARTS`-th module of the sorted list, from `part`, so each
 * file gets about as many, and a new story lands in one file only.
 */
export function auditStories(part: number): void {
  if (!Number.isInteger(part) || part < 0 || part >= PARTS) {
    throw new Error(`auditStories(${part}): the stories are shared between ${PARTS} files, numbered 0 to ${PARTS - 1}`);
  }
  beforeAll(() => {
    document.body.style.margin = '0';
  });
  const paths = Object.keys(modules).sort();
  for (const path of paths.filter((_, index) => index % PARTS === part)) {
    auditModule(path, modules[path] as StoryModule);
  }
}

function auditModule(path: string, module: StoryModule): void {
  const title = module.default.title ?? path;
  describe(title, () => {
    const byDirection = { ltr: storiesOf(module, 'ltr'), rtl: storiesOf(module, 'rtl') };
    for (const [name, ltrStory] of Object.entries(byDirection.ltr)) {
      const parameters = ltrStory.parameters as LayoutCheckParameters;
      const skip = parameters.layoutCheck?.skip ?? {};
      for (const [check, reason] of Object.entries({ ...skip, visual: parameters.visual?.skip })) {
        if (reason !== undefined && reason.trim().length < 10) {
          throw new Error(`${title} ${name}: skipping ${check} needs a reason, not "${reason}"`);
        }
      }
      // A story that sets its own direction is shown only that way.
      const own = ltrStory.globals.direction as Direction | undefined;
      const storyDirections = own === 'rtl' ? (['rtl'] as const) : directions;
      for (const direction of storyDirections) {
        const story = direction === 'ltr' ? ltrStory : byDirection.rtl[name];
        if (!story) throw new Error(`${title} ${name}: not composed right to left`);
        it(`${name} (${direction})`, async () => {
          const canvas = document.createElement('div');
          document.body.append(canvas);
          try {
            await story.run({ canvasElement: canvas });
            const thaw = freezeMotion();
            try {
              await settled(canvas);
              expect.soft(unskipped(layoutProblems(), skip), 'layout at 360 px').toEqual([]);
              // Screenshots: every story left to right, and the ones made for right to left in that direction.
              const screenshot = direction === 'ltr' || own === 'rtl';
              if (screenshot && parameters.visual?.skip === undefined) {
                const shot = `${story.id}${direction === 'rtl' ? '--rtl' : ''}`;
                const area = screenshotArea(canvas);
                // The browser paints only what is on screen: a story taller than the phone gets a taller screen.
                const bottom = Math.ceil(area.getBoundingClientRect().bottom + window.scrollY);
                if (bottom > PHONE.height) await page.viewport(PHONE.width, bottom);
                try {
                  await expect.element(page.elementLocator(area)).toMatchScreenshot(shot);
                } finally {
                  if (bottom > PHONE.height) await page.viewport(PHONE.width, PHONE.height);
                }
              }
              expect.soft(unskipped(await focusRingProblems(), skip), 'focus rings at 360 px').toEqual([]);
            } finally {
              thaw();
            }
          } finally {
            canvas.remove();
          }
        });
      }
    }
  });
}
