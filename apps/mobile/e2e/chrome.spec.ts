import { expect, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchErrors } from '@wl/testing/playwright';
import { logOutWith, putOffContractPrompts } from './contractPrompt.ts';
import { asDemo01, logInAsDemo01 } from './players.ts';

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

const footerOf = (page: Page, name = 'Main') => page.getByRole('navigation', { name });

async function openSideMenu(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Menu' });
  // The menu's code loads on the first tap, which takes a few seconds on a busy machine: the menu may open just after
  // it was last looked for, and cover the button (a click on it then waits, so it gives up soon and looks again).
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click({ timeout: 2_000 });
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return menu;
}

/** Every member's service the site does not offer yet, with the title its header shows. */
const NOT_OFFERED = [
  ['/m/voucherCenter', 'Deposit'],
  ['/m/withdraw', 'Withdrawal'],
  ['/m/transaction/record', 'Account record'],
  ['/m/gameRecord', 'Betting record'],
  ['/m/profitandloss', 'Profit and loss'],
  ['/m/rewardCenter', 'Reward center'],
  ['/m/mall/mallHome', 'Points mall'],
  ['/m/member/manualRebate', 'Single cash back'],
] as const;

test.describe('a visitor', () => {
  test('tapping Deposit or Member Center in the footer is sent to log in; Home stays open', async ({ page }) => {
    const errors = await watchErrors(page);
    await page.goto('/m/home?lng=en');
    const footer = footerOf(page);
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    // A visitor has nothing unread.
    await expect(footer.getByRole('link', { name: 'Member Center' })).toHaveAccessibleName('Member Center');
    await footer.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await footer.getByRole('link', { name: 'Member Center' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);

    await footer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(errors).toEqual([]);
  });

  test('tapping a member shortcut other than promotions is sent to log in', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const strip = page.getByRole('navigation', { name: 'Member shortcuts' });
    await expect(strip.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/m/activity');
    await strip.getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("gets log in and register in the side menu, and the menu's profile sends them to log in", async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const menu = await openSideMenu(page);
    await expect(menu.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('is offered the app download outside the installed app, with a button per platform', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: 'Download the app' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the Mobile Games app' });
    await expect(popup.getByRole('button', { name: 'Download for Android' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Download for iOS' })).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
  });

  test('goes home with the header logo', async ({ page }) => {
    await page.goto('/m/set?lng=en');
    await page.getByRole('banner').getByRole('button', { name: 'Mobile Games home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('opening a service the site does not offer is sent to log in', async ({ page }) => {
    for (const [path] of NOT_OFFERED) {
      await page.goto(`${path}?lng=en`);
      await expect(page, path).toHaveURL(/\/m\/login$/);
    }
  });
});

test.describe('languages', () => {
  test('choosing CN, EN and MS in the settings switches the header, the footer and the page', async ({ page }) => {
    await page.goto('/m/set?lng=ms');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('heading', { level: 1, name: 'Tetapan' })).toBeVisible();
    await expect(footerOf(page, 'Utama').getByRole('link', { name: 'Pusat Ahli' })).toBeVisible();

    await page.getByRole('radio', { name: '简体中文' }).click();
    await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(banner.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(banner.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(banner.getByRole('button', { name: '菜单' })).toBeVisible();
    const cnFooter = footerOf(page, '主菜单');
    for (const tab of ['首页', '存款', '邀请', '会员中心', '奖励']) {
      await expect(cnFooter.getByRole('link', { name: tab })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: '显示' })).toBeVisible();

    await page.getByRole('radio', { name: 'English' }).click();
    await expect(banner.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(footerOf(page).getByRole('link', { name: 'Member Center' })).toBeVisible();

    await page.getByRole('radio', { name: 'Bahasa Melayu' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(banner.getByRole('heading', { level: 1, name: 'Tetapan' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Log masuk' })).toBeVisible();
    await expect(footerOf(page, 'Utama').getByRole('link', { name: 'Utama' })).toBeVisible();
    // The choice is kept: the next page opens in it without ?lng=.
    await page.goto('/m/home');
    await expect(footerOf(page, 'Utama').getByRole('link', { name: 'Deposit' })).toBeVisible();
  });

  test('the side menu chooses the language too', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('dialog', { name: 'Choose a language' }).getByRole('radio', { name: '简体中文' }).click();
    const cnMenu = page.getByRole('dialog', { name: '菜单' });
    await expect(cnMenu.getByRole('link', { name: '帮助中心' })).toBeVisible();
    await cnMenu.getByRole('button', { name: '关闭' }).click();
    await expect(footerOf(page, '主菜单').getByRole('link', { name: '首页' })).toBeVisible();
  });
});

asDemo01.describe('demo01', () => {
  asDemo01('sees the total unread count on Member Center in the footer', async ({ page }) => {
    await page.goto('/m/home');
    // Unread announcements, the two inbox messages and the chat message: at least three, however many notices are read.
    const memberCentre = footerOf(page).getByRole('link', { name: /^Member Center/ });
    await expect(memberCentre).toHaveAccessibleName(/^Member Center ([3-9]|[1-9]\d|99\+) unread$/);
    await memberCentre.click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(footerOf(page).getByRole('link', { name: /^Member/ })).toHaveAttribute('aria-current', 'page');
  });

  asDemo01(
    'opens the referral popup from Invite, with the link to register with demo01 as referrer',
    async ({ page }) => {
      await page.goto('/m/home');
      // Home's prompts for demo01 (a contract to review, the login pop-ups) come once its calls are answered: they are
      // put off before the popup opens, so their Escape cannot close it instead.
      await page.waitForLoadState('networkidle');
      await footerOf(page).getByRole('button', { name: 'Invite' }).click();
      const popup = page.getByRole('dialog', { name: 'Invite friends' });
      await expect(popup.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
        /^http:\/\/127\.0\.0\.1:5173\/m\/register\?recommenderId=demo01$/,
      );
      await expect(popup.getByRole('textbox', { name: 'Invite code' })).toHaveValue('demo01');
    },
  );

  asDemo01(
    'sees their name, VIP label, balance, wallet buttons, entries and sign out in the side menu',
    async ({ page }) => {
      const errors = await watchErrors(page);
      await page.goto('/m/home');
      const menu = await openSideMenu(page);
      await expect(menu.getByText('Demo Player')).toBeVisible();
      await expect(menu.getByText('VIP 1')).toBeVisible();
      await expect(menu.getByRole('status')).toHaveText('RM\u00a01,234.56');
      await expect(menu.getByRole('button', { name: 'Deposit' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Withdraw' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
      for (const entry of ['Profile', 'Account record', 'Betting record', 'Help center']) {
        await expect(menu.getByRole('link', { name: entry })).toBeVisible();
      }
      expect(errors).toEqual([]);
    },
  );

  asDemo01('opens the VIP benefits from the side menu, with their rank progress', async ({ page }) => {
    await page.goto('/m/home');
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: 'VIP benefits' }).click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
    const rank = page.getByRole('region', { name: 'Your VIP rank' });
    await expect(rank.getByText('VIP 1')).toBeVisible();
    await expect(rank.getByText('1 of 3 conditions met')).toBeVisible();
    await expect(rank.getByRole('progressbar', { name: 'Progress to the next rank' })).toHaveAttribute('value', '33');
  });

  asDemo01('loses the entries whose white-label switches are turned off', async ({ page }) => {
    const dev = devGateway(page.request);
    await page.goto('/m/home');
    const strip = page.getByRole('navigation', { name: 'Member shortcuts' });
    await expect(strip.getByRole('link', { name: 'Points' })).toBeVisible();
    await expect(strip.getByRole('link', { name: 'Cash back' })).toBeVisible();

    const switches = { TRANSREC3: false, TRANSBETREPMEM3: false, PTSYS3: false, MANPLAYREB3: false };
    await dev.setMerchant({ switches });
    try {
      await page.reload();
      await expect(strip.getByRole('link', { name: 'Rewards' })).toBeVisible();
      await expect(strip.getByRole('link', { name: 'Points' })).toHaveCount(0);
      await expect(strip.getByRole('link', { name: 'Cash back' })).toHaveCount(0);
      const menu = await openSideMenu(page);
      await expect(menu.getByRole('link', { name: 'Help center' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Account record' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Betting record' })).toHaveCount(0);
    } finally {
      await dev.setMerchant({ switches: Object.fromEntries(Object.keys(switches).map((key) => [key, true])) });
    }
  });

  asDemo01('is told plainly, under the title, that the site does not offer each service yet', async ({ page }) => {
    for (const [path, title] of NOT_OFFERED) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      await expect(page.getByText('Not available yet'), path).toBeVisible();
      await expect(
        page.getByText('This site does not offer this service yet. Please check again later.'),
      ).toBeVisible();
    }
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  asDemo01('is told so in Malay and Chinese too', async ({ page }) => {
    await page.goto('/m/withdraw?lng=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengeluaran' })).toBeVisible();
    await expect(
      page.getByText('Laman ini belum menawarkan perkhidmatan ini. Sila semak semula kemudian.'),
    ).toBeVisible();
    await page.goto('/m/withdraw?lng=cn');
    await expect(page.getByRole('heading', { level: 1, name: '取款' })).toBeVisible();
    await expect(page.getByText('本站暂未提供此项服务，请稍后再查看。')).toBeVisible();
  });

  asDemo01('stays logged in through a reload: header, footer and side menu', async ({ page }) => {
    await page.goto('/m/rewardCenter');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
    await expect(page.getByText('Not available yet')).toBeVisible();
    await expect(footerOf(page).getByRole('link', { name: /^Reward/ })).toHaveAttribute('aria-current', 'page');
    const menu = await openSideMenu(page);
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test('signing out from the side menu asks first, then ends the session for good', async ({ page }) => {
  const errors = await watchErrors(page);
  await logInAsDemo01(page);
  await logOutWith(page, async () => {
    const menu = await openSideMenu(page);
    await menu.getByRole('button', { name: 'Sign out' }).click({ timeout: 2_000 });
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a free-play account opening a service the site does not offer gets the trial refusal', async ({ page }) => {
  await page.goto('/m/login?lng=en');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('alert')).toHaveText('Please login an actual account to use this function');
  await expect(page.getByRole('button', { name: 'Register now' })).toBeVisible();
});
