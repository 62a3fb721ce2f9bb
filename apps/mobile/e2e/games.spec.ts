import { expect, type Locator, type Page, test } from '@playwright/test';
import { watchErrors } from '@wl/testing/playwright';
import { putOffContractPrompts } from './contractPrompt.ts';
import { asDemo01 } from './players.ts';

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

const playButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Play / });
/**
 * Checks that every game shown is one the search finds, once the answer has replaced what was shown before (the
 * list of the category until Enter): no game without the word, and at least one game.
 */
async function expectOnlyGamesNamed(page: Page, word: string) {
  const without = new RegExp(`^Play (?!.*${word})`, 'i');
  await expect(page.getByRole('main').getByRole('button', { name: without })).toHaveCount(0);
  await expect(playButtons(page).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: without })).toHaveCount(0);
}
const favouriteButtons = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Favourite / });
const shown = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /games shown/ });
const vendorTab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Vendors' }).getByRole('button', { name, exact: true });

async function nameOf(button: Locator): Promise<string> {
  const label = await button.getAttribute('aria-label');
  return (label ?? '').replace(/^Play /, '');
}

async function filterByName(page: Page, name: string) {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter games' });
  await dialog.getByRole('searchbox', { name: 'Game name' }).fill(name);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('category screens', () => {
  const CATEGORIES = [
    ['/m/live-games', 'Live casino'],
    ['/m/slot-games', 'Slots'],
    ['/m/sport-games', 'Sports'],
    ['/m/fishing-games', 'Fishing'],
    ['/m/poker-games', 'Poker'],
    ['/m/lott', 'Lottery'],
    ['/m/elott', 'E-lottery'],
    ['/m/hot-games', 'Hot games'],
    ['/m/inHouse', 'In-house'],
    ['/m/cockfight', 'Cockfight'],
  ] as const;

  test('each category route shows its screen: heading, notices, category menu and its games or vendors', async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    for (const [path, heading] of CATEGORIES) {
      await page.goto(`${path}?lng=en`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
      await expect(page.getByRole('tab', { name: heading, selected: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
      // A list category shows games, the others their vendors.
      await expect(
        playButtons(page)
          .first()
          .or(page.getByRole('list', { name: `${heading} providers` })),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("a category screen asks for its own games and vendors, not for the lobby's hot games", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/wps/relay/GCSGAME_')) asked.push(pathname.replace('/wps/relay/', ''));
    });
    await page.goto('/m/slot-games?lng=en');
    await expect(playButtons(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toContain('GCSGAME_gameList');
    expect(asked).not.toContain('GCSGAME_hotGames');
  });

  test('the search button opens the game search of the category type', async ({ page }) => {
    await page.goto('/m/live-games?lng=en');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/search-games\?gameType=LIVE$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Live casino' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search games' }).fill('baccarat');
    await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
    await expectOnlyGamesNamed(page, 'baccarat');
  });

  test('/m/provider shows every vendor by category, /m/gameCenter every game', async ({ page }) => {
    await page.goto('/m/provider?lng=en');
    await expect(page.getByRole('heading', { level: 2, name: 'Providers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Slots' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Evolution/ })).toBeVisible();
    await page.goto('/m/gameCenter?lng=en');
    await expect(page.getByRole('heading', { level: 2, name: 'All games' })).toBeVisible();
    await expect(playButtons(page)).toHaveCount(18);
  });
});

test.describe('game list', () => {
  test('a vendor tab and a name filter narrow the grid', async ({ page }) => {
    await page.goto('/m/slot-games?lng=en');
    await expect(shown(page)).toHaveText('18 games shown');
    await expect(vendorTab(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await vendorTab(page, 'Nolimit City').click();
    await expect(vendorTab(page, 'Nolimit City')).toHaveAttribute('aria-pressed', 'true');
    // Nolimit City has 55 games: three pages of 18 and one of 1, where every slot vendor together has many more.
    for (const count of [36, 54, 55]) {
      await page.getByRole('button', { name: 'More' }).click();
      await expect(shown(page)).toHaveText(`${count} games shown`);
    }
    await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);

    // The name is trimmed and lower-cased: "  LUCKY " finds the Lucky games of the vendor, and only those.
    await filterByName(page, '  LUCKY ');
    await expect(shown(page)).not.toHaveText('55 games shown');
    await expectOnlyGamesNamed(page, 'lucky');
    await expect(vendorTab(page, 'Nolimit City')).toHaveAttribute('aria-pressed', 'true');
  });

  test('load more appends 18 games a page until the last page, then the button goes', async ({ page }) => {
    await page.goto('/m/slot-games?vassalage=PG&lng=en');
    await expect(shown(page)).toHaveText('18 games shown');
    await expect(vendorTab(page, 'PG Soft')).toHaveAttribute('aria-pressed', 'true');
    const first = await nameOf(playButtons(page).first());
    for (const count of [36, 54, 55]) {
      await page.getByRole('button', { name: 'More' }).click();
      await expect(shown(page)).toHaveText(`${count} games shown`);
    }
    await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
    // Appended: the first game is still the first.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(playButtons(page).first()).toHaveAccessibleName(`Play ${first}`);
  });

  // The device's draw picks the CDN: the demo's list is the site itself (`/`), then `/art/mirror`.
  for (const [draw, cdn] of [
    ['0.1', '/'],
    ['0.9', '/art/mirror/'],
  ] as const) {
    test(`the vendor strip shows each vendor's grey logo, drawn, from the visit's image CDN ${cdn}`, async ({
      page,
    }) => {
      await page.addInitScript((kept) => localStorage.setItem('imageCdnDraw', kept), draw);
      await page.goto('/m/slot-games?lng=en');
      // The list drawn from the boot's answers gives way to the live one, whose logos are looked at one by one.
      const list = page.getByRole('region', { name: 'Slots' });
      await expect(list).toBeVisible();
      await expect(list).not.toHaveAttribute('aria-busy', 'true');
      const tabs = page.getByRole('group', { name: 'Vendors' }).getByRole('button');
      // Every tab but "All" is a vendor.
      await expect(tabs.nth(1)).toBeVisible();
      const vendors = (await tabs.count()) - 1;
      const strip = page.getByRole('list', { name: 'Game vendors' });
      await expect(strip.getByRole('listitem')).toHaveCount(vendors);
      const logos = strip.getByRole('img');
      await expect(logos).toHaveCount(vendors);
      for (const logo of await logos.all()) {
        await expect(logo).toHaveAccessibleName(/\S/);
        await expect(logo).toHaveAttribute('src', new RegExp(`^${cdn}[A-Za-z0-9_-]+_grey\\.png$`));
        await logo.scrollIntoViewIfNeeded();
        // Drawn: the picture decoded to its own size (a logo that fails shows the vendor's name instead of an image).
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
          .toBe(360);
      }
    });
  }

  test('a name that matches nothing shows the empty state', async ({ page }) => {
    await page.goto('/m/slot-games?lng=en');
    await expect(shown(page)).toHaveText('18 games shown');
    await filterByName(page, 'no such game zzz');
    await expect(page.getByText('No games match. Try another name or theme.')).toBeVisible();
    await expect(playButtons(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(shown(page)).toHaveText('18 games shown');
  });

  test('lottery games have no favourite toggle', async ({ page }) => {
    await page.goto('/m/search-games?gameType=LOTT&lng=en');
    await expect(playButtons(page).first()).toBeVisible();
    await expect(favouriteButtons(page)).toHaveCount(0);
    await page.goto('/m/search-games?gameType=RNG&lng=en');
    await expect(favouriteButtons(page).first()).toBeVisible();
  });
});

test.describe('guests', () => {
  test("a guest's favourite tap goes to /m/login", async ({ page }) => {
    await page.goto('/m/slot-games?lng=en');
    await favouriteButtons(page).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('favourites and recent games send a guest to /m/login', async ({ page }) => {
    await page.goto('/m/fav-games?lng=en');
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a guest launching a game goes to /m/login', async ({ page }) => {
    await page.goto('/m/slot-games?lng=en');
    await playButtons(page).first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

asDemo01.describe('members', () => {
  asDemo01('a favourite appears in /m/fav-games and goes away on untoggle', async ({ page }) => {
    await page.goto('/m/slot-games?vassalage=HABA&lng=en');
    const toggle = favouriteButtons(page).nth(2);
    await expect(toggle).toBeVisible();
    const name = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Favourite /, '');
    // Left over from an earlier run: start from "not a favourite".
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/fav-games?lng=en');
    await expect(page.getByRole('heading', { level: 2, name: 'My favourites' })).toBeVisible();
    const favourite = page.getByRole('button', { name: `Favourite ${name}`, exact: true });
    await expect(page.getByRole('button', { name: `Play ${name}`, exact: true })).toBeVisible();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await favourite.click();
    await expect(page.getByRole('button', { name: `Play ${name}`, exact: true })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'My favourites' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Play ${name}`, exact: true })).toHaveCount(0);
  });

  asDemo01(
    'a launch opens the game in the same tab, its back link returns, and the game joins the recent games',
    async ({ page }) => {
      await page.goto('/m/slot-games?vassalage=SPADE&lng=en');
      const play = playButtons(page).nth(4);
      const name = await nameOf(play);
      await play.click();
      await expect(page).toHaveURL(/\/lgw\/games\/play\//);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=SPADE/);
      await expect(vendorTab(page, 'Spadegaming')).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/m/search-games?gameType=RECENT&lng=en');
      await expect(page.getByRole('heading', { level: 2, name: 'Recent games' })).toBeVisible();
      await expect(page.getByRole('button', { name: `Play ${name}`, exact: true }).first()).toBeVisible();
    },
  );

  asDemo01('the phone back from a game returns to where the player was', async ({ page }) => {
    await page.goto('/m/fishing-games?lng=en');
    const play = playButtons(page).first();
    const name = await nameOf(play);
    await play.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/fishing-games/);
    await expect(page.getByRole('heading', { level: 2, name: 'Fishing' })).toBeVisible();
  });
});
