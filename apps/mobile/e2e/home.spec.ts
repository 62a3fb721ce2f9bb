import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '@wl/testing/playwright';
import { putOffContractPrompts } from './contractPrompt.ts';

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
    const errors = watchErrors(page);
    // How many hot games the merchant has, as the gateway answers home: home shows 60 a page.
    const hotAnswer = page.waitForResponse((response) => response.url().includes('GCSGAME_hotGames'));
    await page.goto('/m/home?lng=en');
    const total = Number((await (await hotAnswer).json()).value.totalCount);
    expect(total).toBeGreaterThan(0);

    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(banners.getByRole('img', { name: 'Promotion 1' })).toBeAttached();
    await expect(banners.getByRole('img', { name: 'Promotion 2' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Announcements' })).toContainText('Welcome to the demo site');

    await expect(rail(page).getByRole('tab', { name: 'Hot games' })).toHaveAttribute('aria-selected', 'true');
    await expect(gameTiles(page, 'Hot games')).toHaveCount(Math.min(total, 60));
    const more = panel(page, 'Hot games').getByRole('button', { name: 'More' });
    if (total > 60) {
      await more.click();
      await expect(gameTiles(page, 'Hot games')).toHaveCount(Math.min(total, 120));
    } else {
      await expect(more).toHaveCount(0);
    }
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
