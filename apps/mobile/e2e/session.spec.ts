import { expect, type Page, test } from '@playwright/test';
import { watchErrors } from '@wl/testing/playwright';
import { closeLoginPopups, contractDialog } from './contractPrompt.ts';

// The merchant's login pop-ups are closed as a player would: these specs are about the contract prompt under them.
test.beforeEach(async ({ page }) => {
  await closeLoginPopups(page);
});

// The contract's day is the player's day: the demo data proposed it on 2024-01-01 (UTC midnight).
test.use({ timezoneId: 'Asia/Kuala_Lumpur' });

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/m/login?lng=en');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

const logo = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Mobile Games home' });

/** The side menu's balance: shown once the session has renewed the member, checked contracts and fetched the wallet. */
async function balanceInSideMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const balance = menu.getByRole('status');
  return { menu, balance };
}

test.describe('home with a session', () => {
  test('demo01 logging in is asked about agent01’s daily wage contract, with its terms, and can put it off', async ({
    page,
  }) => {
    const errors = await watchErrors(page);
    await logIn(page, 'demo01', 'Demo1234');
    const dialog = contractDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Daily wage contract');
    await expect(dialog.getByText('Proposed by agent01 on 2024-01-01')).toBeVisible();
    // One tier: at least RM 1,000.00 of valid bets a day earns 1.5 %.
    await expect(dialog.getByRole('columnheader', { name: 'Daily valid bet' })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: /^≥ RM\s1,000\.00$/ })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: '1.5%' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();

    // Later: the dialog's close button. Nothing is decided: the contract still awaits review.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('after Later, going back to home within the visit does not ask again', async ({ page }) => {
    await logIn(page, 'demo01', 'Demo1234');
    const dialog = contractDialog(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Away to the member centre and back by the footer, then away again and back by the header logo: one visit.
    const footer = page.getByRole('navigation', { name: 'Main' });
    for (const back of [() => footer.getByRole('link', { name: 'Home' }), () => logo(page)]) {
      await footer.getByRole('link', { name: /^Member Center/ }).click();
      await expect(page).toHaveURL(/\/m\/member\/home$/);
      await back().click();
      await expect(page).toHaveURL(/\/m\/home$/);
    }
    // Home has everything the session gives it: the member strip, the member's name.
    await expect(page.getByRole('navigation', { name: 'Member shortcuts' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);
  });

  test('reloading /m/home with the stored session renews the member, shows RM 1,234.56, and asks again', async ({
    page,
  }) => {
    await logIn(page, 'demo01', 'Demo1234');
    await contractDialog(page).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    // The member's nickname comes from the renewed member info (the stored session holds only the account name).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
    const dialog = contractDialog(page);
    await expect(dialog).toHaveAccessibleName('Daily wage contract');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const { balance } = await balanceInSideMenu(page);
    await expect(balance).toHaveText('RM\u00a01,234.56');
  });

  test('a member with no contract awaiting review is not asked (agent01, who proposed it)', async ({ page }) => {
    await logIn(page, 'agent01', 'Agent1234');
    // The balance comes after the contract check: once it shows, the check is over.
    const { menu, balance } = await balanceInSideMenu(page);
    await expect(balance).toHaveText(/^RM\s[\d,]+\.\d\d$/);
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
    await expect(contractDialog(page)).toHaveCount(0);
  });

  test('the prompt speaks Malay on a Malay page', async ({ page }) => {
    await logIn(page, 'demo01', 'Demo1234');
    await page.goto('/m/home?lng=ms');
    const dialog = contractDialog(page);
    await expect(dialog).toHaveAccessibleName('Kontrak gaji harian');
    await expect(dialog.getByRole('button', { name: 'Terima' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
  });
});
