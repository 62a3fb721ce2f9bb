import { expect, type Page, test } from '@playwright/test';
import { holdRoute, watchErrors } from '@wl/testing/playwright';
import { loginPopups, putOffContractPrompts } from './contractPrompt.ts';

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

const rail = (page: Page) => page.getByRole('tablist', { name: /^(Game categories|游戏类别)$/ });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const gameTiles = (page: Page, name: string) => panel(page, name).getByRole('button', { name: /^Play / });

test.describe('home as a visitor', () => {
  test('shows the m_home banners, the notice marquee, and HOT 60 games a page, More adding the next', async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    // The hot games the merchant has, as the gateway answers home: home shows 60 a page.
    const firstPage = page.waitForResponse((response) => response.url().includes('GCSGAME_hotGames'));
    await page.goto('/m/home?lng=en');
    const first = (await (await firstPage).json()).value as { totalCount: number; games: { gameName: string }[] };
    expect(first.totalCount).toBeGreaterThan(60);
    expect(first.games).toHaveLength(60);

    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.getByRole('img', { name: 'Promotion 1' })).toBeAttached();
    await expect(banners.getByRole('img', { name: 'Promotion 2' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('Welcome to the demo site');

    await expect(rail(page).getByRole('tab', { name: 'Hot games' })).toHaveAttribute('aria-selected', 'true');
    const hot = panel(page, 'Hot games');
    await expect(gameTiles(page, 'Hot games').first()).toHaveAccessibleName(`Play ${first.games[0]?.gameName}`);
    // The grid draws the rows near the screen: at the end of the list, the 60th game and More.
    const more = hot.getByRole('button', { name: 'More' });
    await expect(async () => {
      await page.mouse.wheel(0, 2_000);
      await expect(more).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(hot.getByRole('button', { name: `Play ${first.games[59]?.gameName}` })).toBeAttached();
    const secondPage = page.waitForResponse((response) => response.url().includes('GCSGAME_hotGames'));
    await more.click();
    const second = (await (await secondPage).json()).value as { games: { gameName: string }[] };
    expect(new URL((await secondPage).url()).searchParams.get('pageNo')).toBe('2');
    const last = second.games.at(-1)?.gameName;
    await expect(async () => {
      await page.mouse.wheel(0, 2_000);
      await expect(hot.getByRole('button', { name: `Play ${last}` })).toBeAttached({ timeout: 500 });
    }).toPass();
    expect(errors).toEqual([]);
  });

  test('the categories are HOT, RECENT, then the vendor categories with cockfight after slots', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const names = rail(page).getByRole('tab');
    await expect(names.first()).toHaveText('Hot games');
    await expect(names.nth(1)).toHaveText('Recent games');
    await expect(names.nth(2)).toHaveText('Slots');
    await expect(names.nth(3)).toHaveText('Cockfight');
  });

  test('RECENT sends a visitor to log in', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await rail(page).getByRole('tab', { name: 'Recent games' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a vendor category shows its vendors, and a vendor tile asks a visitor to log in', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await rail(page).getByRole('tab', { name: 'Live casino' }).click();
    const live = panel(page, 'Live casino');
    await expect(live.getByRole('button', { name: /Evolution/ })).toBeVisible();
    await live.getByRole('button', { name: /Evolution/ }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a list-type category shows its games', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await rail(page).getByRole('tab', { name: 'Fishing' }).click();
    await expect(gameTiles(page, 'Fishing').first()).toBeVisible();
  });

  test('after choosing CN, home names its categories and its jackpot in Chinese', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await expect(rail(page).getByRole('tab', { name: 'Hot games' })).toBeVisible();
    await page.goto('/m/set?lng=en');
    await page.getByRole('radio', { name: '简体中文' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await page.goto('/m/home');
    const chinese = rail(page);
    await expect(chinese.getByRole('tab', { name: '热门游戏' })).toHaveAttribute('aria-selected', 'true');
    await expect(chinese.getByRole('tab', { name: '最近游戏' })).toBeVisible();
    await expect(chinese.getByRole('tab', { name: '老虎机' })).toBeVisible();
    await expect(page.getByText('奖池', { exact: true })).toBeVisible();
  });

  test('a notice of the marquee opens the notice page at that notice', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    // The marquee moves: Enter on the notice, as a keyboard would, rather than a click on a moving target.
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('button', { name: 'Scheduled maintenance' })
      .press('Enter');
    await expect(page).toHaveURL(/\/m\/notice\?index=\d+$/);
    // The notice page opens on the notice clicked.
    await expect(page.getByText('Slots from PG Soft will be under maintenance', { exact: false })).toBeVisible();
  });

  test('the header logo brings home back to HOT', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await rail(page).getByRole('tab', { name: 'Live casino' }).click();
    await expect(rail(page).getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Mobile Games home' }).click();
    await expect(rail(page).getByRole('tab', { name: 'Hot games' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('a logged-in player sees the merchant login pop-ups, goes through them by their dots, and closes them', async ({
  page,
}) => {
  // This spec is about the pop-ups: they are not closed for it as for the other specs.
  await page.removeLocatorHandler(loginPopups(page));
  // A free-play account: logged in, and never asked about an agent contract, so the pop-ups are the only dialog.
  await page.goto('/m/login?lng=en');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The demo merchant's two pop-ups, in the order the back office sorts them.
  const titles = /^(Welcome bonus|Refer a friend)$/;
  const popup = page.getByRole('dialog', { name: titles });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByRole('region', { name: 'Announcements' })).toBeVisible();
  const welcomeFirst = await page.getByRole('dialog', { name: 'Welcome bonus' }).isVisible();
  await popup.getByRole('button', { name: 'Show slide 2' }).click();
  const second = page.getByRole('dialog', { name: welcomeFirst ? 'Refer a friend' : 'Welcome bonus' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a repeat visit draws the banner the last visit showed first, while the announcements are on their way', async ({
  page,
}) => {
  const first = page.waitForResponse((response) => response.url().includes('/wps/system/announcements'));
  await page.goto('/m/home?lng=en');
  const banners = ((await (await first).json()).value as { banners: { url: string }[] }).banners;
  const firstBanner = banners[0]?.url ?? '';
  expect(firstBanner).toMatch(/\/banner\//);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();

  // The next visit's announcements are held back: what it draws meanwhile comes from what the last visit kept.
  const announcements = await holdRoute(page, '**/wps/system/announcements**');
  await page.reload();
  // The picture, drawn as the page's decoration until the carousel takes over (the carousel names its slides).
  const drawn = page.getByRole('main').locator(`img[src$="${firstBanner}"]`);
  await expect(drawn.first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Promotions' })).toHaveCount(0);
  announcements.release();
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
});

test("a repeat visit's page draws that banner where home draws it before any of the site's code has run", async ({
  page,
}) => {
  const first = page.waitForResponse((response) => response.url().includes('/wps/system/announcements'));
  await page.goto('/m/home?lng=en');
  const firstBanner = ((await (await first).json()).value as { banners: { url: string }[] }).banners[0]?.url ?? '';
  expect(firstBanner).toMatch(/\/banner\//);
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  const drawnByHome = await page.getByRole('main').locator(`img[src$="${firstBanner}"]`).first().boundingBox();

  // The site's code is held back: what the page shows meanwhile is its own.
  const code = await holdRoute(page, '**/assets/*.js');
  // Held back, the code keeps the page from its load event: the reload waits only for the page to arrive.
  await page.reload({ waitUntil: 'commit' });
  const early = page.locator(`img[src$="${firstBanner}"]`);
  await expect(early).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(0);
  const drawnEarly = await early.boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(drawnEarly?.[side], side).toBeCloseTo(drawnByHome?.[side] ?? Number.NaN, 0);
  }

  // Home draws it itself once its code is in, and the early picture gives way.
  code.release();
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(page.locator(`html > img[src$="${firstBanner}"]`)).toHaveCount(0);
});

test('the announcements follow the language the player chooses in the settings', async ({ page }) => {
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('Welcome to the demo site');
  await page.goto('/m/set');
  await page.getByRole('radio', { name: '简体中文' }).click();
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  const marquee = page.getByRole('region', { name: '公告' });
  await expect(marquee).toContainText('欢迎来到演示站点');
  await expect(marquee).not.toContainText('Welcome to the demo site');
});

test('the banner is not drawn early in another language than the last visit drew it in', async ({ page }) => {
  await page.goto('/m/home?lng=en');
  await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  const code = await holdRoute(page, '**/assets/*.js');
  await page.goto('/m/home?lng=cn', { waitUntil: 'commit' });
  // The page has been read to its end, its own script run; the site's code, held back, has drawn nothing.
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
  await expect(page.locator('img')).toHaveCount(0);
  code.release();
  await expect(page.getByRole('main')).toBeVisible();
});
