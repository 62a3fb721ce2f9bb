import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { builtFilesOf } from './builtFiles.ts';
import { asDemo01 } from './players.ts';

/**
 * What a first page asks for while its code downloads (docs/decisions.md, "Early answers"): a visitor's status and
 * merchant switches leave with the boot, and the services take those answers instead of asking again. A member's
 * calls carry the session, so nothing is asked early for a member and nothing twice.
 */
function countCalls(page: Page, paths: readonly string[]) {
  const counts = new Map<string, number>(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (counts.has(pathname)) counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return () => Object.fromEntries(counts);
}

/** The first game tile's Play button of a game screen. */
const firstGame = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first();

const SYSTEM_CALLS = ['/wps/system/status', '/wps/system/whitelabel'] as const;

/** The module files the page names itself: the entry, the first script and what index.html preloads. */
async function ownScriptsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  expect(files.length).toBeGreaterThan(1);
  return files;
}

/** The largest of these files, the framework. */
async function largestOf(request: APIRequestContext, files: readonly string[]): Promise<string | undefined> {
  const sizes = await Promise.all(
    files.map(async (file) => [file, (await (await request.get(file)).body()).length] as const),
  );
  return [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Holds back the module files `held` picks until the answer is called; `asked` hears of each held request as it
 * leaves the page.
 */
async function holdScripts(page: Page, held: (file: string) => boolean, asked = () => {}): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!held(new URL(route.request().url()).pathname)) return route.fallback();
    asked();
    await released;
    await route.continue();
  });
  return release;
}

/** Lets the page's own scripts through and holds back the code they load later, until the answer is called. */
async function holdLaterCode(page: Page, request: APIRequestContext, path: string): Promise<() => void> {
  const own = new Set(await ownScriptsOf(request, path));
  return holdScripts(page, (file) => !own.has(file));
}

test("a visitor's first page asks the status and the merchant's switches while its code downloads, once each", async ({
  page,
  request,
}) => {
  const release = await holdLaterCode(page, request, '/m/login');
  const calls = countCalls(page, SYSTEM_CALLS);
  await page.goto('/m/login?lng=en', { waitUntil: 'commit' });
  await expect.poll(calls).toEqual({ '/wps/system/status': 1, '/wps/system/whitelabel': 1 });
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Free play' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls()).toEqual({ '/wps/system/status': 1, '/wps/system/whitelabel': 1 });
});

test("a visitor's category screen asks its first 18 games while its code downloads, and shows that answer", async ({
  page,
  request,
}) => {
  const release = await holdLaterCode(page, request, '/m/slot-games');
  const lists: URLSearchParams[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname === '/wps/relay/GCSGAME_gameList') lists.push(url.searchParams);
  });
  await page.goto('/m/slot-games?vassalage=PG&lng=en', { waitUntil: 'commit' });
  await expect.poll(() => lists.length).toBe(1);
  expect(Object.fromEntries(lists[0] ?? [])).toEqual({
    platform: 'html5',
    clientType: '2',
    pageNo: '1',
    pageSize: '18',
    gameType: 'RNG',
    vassalage: 'PG',
  });
  await expect(page.getByRole('main').getByRole('button', { name: /^Play / })).toHaveCount(0);

  release();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /games shown/ }),
  ).toHaveText('18 games shown');
  await expect(firstGame(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The screen took the answer asked at boot: the list was not asked again.
  expect(lists).toHaveLength(1);
});

asDemo01("a member's first page asks the status and the merchant's switches once each", async ({ page }) => {
  const calls = countCalls(page, SYSTEM_CALLS);
  await page.goto('/m/activity?lng=en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls()).toEqual({ '/wps/system/status': 1, '/wps/system/whitelabel': 1 });
});

test("the site footer asks for its vendors only after the category screen's game list has answered", async ({
  page,
}) => {
  let listAnswered: number | undefined;
  let footerAsked: number | undefined;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/wps/relay/GCSGAME_gameList') listAnswered ??= Date.now();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The footer's vendor logos: every vendor of the merchant, of type 1.
    if (url.pathname === '/wps/relay/GCSGAME_vendors' && url.searchParams.get('typeId') === '1') {
      footerAsked ??= Date.now();
    }
  });
  await page.goto('/m/slot-games?lng=en');
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  expect(listAnswered).toBeDefined();
  expect(footerAsked).toBeGreaterThan(listAnswered ?? Number.POSITIVE_INFINITY);
});

/**
 * How the page itself travels (docs/decisions.md, "The first render's styles in the page, its largest file asked for
 * first"): the first render's styles come inside the page, and the largest of its module files is asked for first.
 */
test('the header is drawn with its styles even when no style sheet can be fetched', async ({ page }) => {
  await page.route('**/*.css', (route) => route.abort());
  await page.goto('/m/home?lng=en');
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  // The kit's buttons are at least 44 px tall; an unstyled button is about 21 px. Measured once it holds still: the
  // header the services bring takes the place of the first one.
  await expect.poll(async () => (await logIn.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
});

/** Holds back the largest module file the page names, the framework, until the answer is called. */
async function holdFramework(page: Page, request: APIRequestContext, path: string): Promise<() => void> {
  const framework = await largestOf(request, await ownScriptsOf(request, path));
  expect(framework).toBeDefined();
  return holdScripts(page, (file) => file === framework);
}

test("the first page's screen code and texts are asked for while the framework is still downloading", async ({
  page,
  request,
}) => {
  const release = await holdFramework(page, request, '/m/slot-games');
  const wanted = builtFilesOf([
    'src/screens/Category.tsx',
    '../../packages/i18n/src/locales/en/common.json',
    '../../packages/i18n/src/locales/en/ui.json',
    '../../packages/i18n/src/locales/en/pages.json',
    '../../packages/i18n/src/locales/en/forms.json',
  ]);
  const asked = new Set<string>();
  page.on('request', (sent) => asked.add(new URL(sent.url()).pathname));
  await page.goto('/m/slot-games?lng=en', { waitUntil: 'commit' });
  await expect.poll(() => wanted.filter((file) => !asked.has(file))).toEqual([]);
  await expect(page.getByRole('main')).toHaveCount(0);

  release();
  await expect(firstGame(page)).toBeVisible();
});

test("a visitor's first page asks its answers, and home its first banner's picture, while the framework is still downloading", async ({
  page,
  request,
}) => {
  const release = await holdFramework(page, request, '/m/home');
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/m/home?lng=en', { waitUntil: 'commit' });
  const answers = [
    '/wps/system/announcements',
    '/wps/system/image-cdns',
    '/wps/system/status',
    '/wps/system/whitelabel',
  ];
  await expect.poll(() => answers.filter((path) => !asked.includes(path))).toEqual([]);
  // The picture those answers name as the first banner is on its way too, before any screen is drawn.
  await expect.poll(() => asked.filter((path) => /\/banner\/m_home-\d+\.svg$/.test(path)).length).toBe(1);
  await expect(page.getByRole('main')).toHaveCount(0);

  release();
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The screens take the answers asked early: none of them is asked twice.
  expect(answers.map((path) => asked.filter((sent) => sent === path).length)).toEqual([1, 1, 1, 1]);
});

/**
 * Opens `path` with the page's clock installed and the services' code held back; once `placeholder` shows and the
 * code has been asked for, stops the clock a moment later and lets the code through, then moves the clock a
 * millisecond at a time until `ready` is on the page. React would hold a reveal until 300 ms after a placeholder
 * showed, on a timer that never fires while the clock stands. The services start a task after their code has run (a
 * timer of 0 ms), so a part that waits only for them, and for what comes over the network, is there after a few dozen
 * steps, far from those 300 ms.
 */
async function expectShownOnceServicesStart(page: Page, path: string, placeholder: Locator, ready: Locator) {
  await page.clock.install();
  const [services] = builtFilesOf(['../../packages/app/src/boot/browserServices.ts']);
  let asked: () => void = () => {};
  const servicesAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const release = await holdScripts(page, (file) => file === services, asked);
  await page.goto(path);
  await expect(placeholder).toBeVisible();
  await servicesAsked;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 20);
  release();
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return ready.count();
    })
    .toBe(1);
}

test('a part waiting for the services shows as soon as they have started, not at the end of a hold of its own', async ({
  page,
}) => {
  const main = page.getByRole('main');
  const form = main.getByRole('textbox', { name: 'Username' });
  await expectShownOnceServicesStart(
    page,
    '/m/forget?lng=en',
    main.getByRole('status').filter({ hasText: 'Loading…' }),
    form,
  );
  await expect(form).toBeVisible();
});

test("a visitor's live login form takes its frame's place as soon as the services have started, not after a hold", async ({
  page,
}) => {
  const main = page.getByRole('main');
  // The frame's field is there, disabled, from the start; the live form's code and the remembered record come over
  // the network once the services are in.
  await expectShownOnceServicesStart(
    page,
    '/m/login?lng=en',
    main.getByRole('textbox', { name: 'Username', disabled: true }),
    main.getByRole('textbox', { name: 'Username', disabled: false }),
  );
});

test("a visitor's login form shows at once, disabled, while its code and the services download; nothing moves when it opens", async ({
  page,
}) => {
  const [services] = builtFilesOf(['../../packages/app/src/boot/browserServices.ts']);
  const release = await holdScripts(page, (file) => file === services);
  await page.goto('/m/login?lng=en');

  const main = page.getByRole('main');
  const username = main.getByRole('textbox', { name: 'Username' });
  const freePlay = main.getByText('Just looking? Try the games without an account.');
  // The demo merchant offers the mobile method, the forgot link and free play: the form is drawn as it will open.
  await expect(username).toBeVisible();
  await expect(username).toBeDisabled();
  await expect(main.getByLabel('Password', { exact: true })).toBeDisabled();
  await expect(main.getByRole('tab', { name: 'Mobile number' })).toBeDisabled();
  await expect(main.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(freePlay).toBeVisible();
  await expect(main.getByRole('button', { name: 'Free play' })).toBeDisabled();
  const before = await freePlay.boundingBox();
  await expect(main.getByRole('status')).toHaveCount(0);

  release();
  await expect(username).toBeEnabled();
  await expect(main.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(main.getByRole('button', { name: 'Free play' })).toBeEnabled();
  expect(await freePlay.boundingBox()).toEqual(before);
  await username.fill('demo01');
  await main.getByLabel('Password', { exact: true }).fill('Demo1234');
  await main.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
});

test("a visitor's category screen shows its first games at once, busy, while its code and the services download", async ({
  page,
}) => {
  const [services] = builtFilesOf(['../../packages/app/src/boot/browserServices.ts']);
  const release = await holdScripts(page, (file) => file === services);
  await page.goto('/m/slot-games?lng=en');

  const main = page.getByRole('main');
  // The demo's first slot game, its vendor tab and the count, drawn from the boot's answers, the list marked busy:
  // nothing in it answers a tap until the live list is there.
  const list = main.getByRole('region', { name: 'Slots' });
  const play = list.getByRole('button', { name: 'Play Mighty Wilds' });
  await expect(play).toBeVisible();
  await expect(list.getByRole('button', { name: 'PG Soft' })).toBeVisible();
  await expect(list.getByText('18 games shown')).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const before = await play.boundingBox();
  if (!before) throw new Error('the first tile has no box');
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
  await expect(page).toHaveURL(/\/m\/slot-games/);

  release();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  expect(await play.boundingBox()).toEqual(before);
  await play.click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test("the page asks for its largest module file first, ahead of the entry's other files", async ({ page, request }) => {
  const ownFiles = await ownScriptsOf(request, '/m/home');
  const largest = await largestOf(request, ownFiles);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (ownFiles.includes(pathname)) asked.push(pathname);
  });
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(asked[0]).toBe(largest);
});

test('the style sheets the page carries are not fetched again when the first screen loads', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/m/home')).text();
  const carried = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" disabled>/g)].map(
    (match) => match[1],
  );
  expect(carried.length).toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.endsWith('.css')) fetched.push(pathname);
  });
  await page.goto('/m/home?lng=en', { waitUntil: 'networkidle' });
  // The lazy screens' own style sheets still come as files.
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((file) => carried.includes(file))).toEqual([]);
});
