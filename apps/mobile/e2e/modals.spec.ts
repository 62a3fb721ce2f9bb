import { expect, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchErrors } from '@wl/testing/playwright';
import { putOffContractPrompts } from './contractPrompt.ts';

const banner = (page: Page) => page.getByRole('banner');

test.describe('log in, register and forgot password as modals', () => {
  test("the header's Log in opens the login dialog over home, with the address unchanged", async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const opener = banner(page).getByRole('button', { name: 'Log in' });
    await opener.click();

    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);
    // The focus is inside the dialog.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test("the login dialog's Register link replaces it with the Register dialog, one dialog at a time", async ({
    page,
  }) => {
    await page.goto('/m/home?lng=en');
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Register now' }).click();

    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);

    // And its login link brings the login dialog back, still alone.
    await page.getByRole('dialog', { name: 'Register' }).getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test("the login dialog's forgot link replaces it with the forgot-password dialog", async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot password' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);
  });

  test('Escape closes the modal and the focus goes back to the Log in button', async ({ page }) => {
    await page.goto('/m/home?lng=en');
    const opener = banner(page).getByRole('button', { name: 'Log in' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);
  });

  test("the side menu's Register opens the Register dialog over the page", async ({ page }) => {
    await page.goto('/m/home?lng=en');
    await banner(page).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);
  });

  test('demo01 logs in through the modal: it closes and the page underneath shows the member', async ({ page }) => {
    const errors = await watchErrors(page);
    // Once logged in, home shows demo01 the merchant's login pop-ups and the contract awaiting review: put off.
    await putOffContractPrompts(page);
    await page.goto('/m/home?lng=en');
    await banner(page).getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('demo01');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(banner(page).getByRole('button', { name: 'Demo Player' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home\?lng=en$/);
    expect(errors).toEqual([]);
  });

  test('a guest sent to log in by a guarded entry still goes to the login page', async ({ page }) => {
    await page.goto('/m/member/home?lng=en');
    await expect(page).toHaveURL(/\/m\/login/);
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('social sign-in', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => {
    await devGateway(request).setMerchant({
      settings: {
        'socialLogin.facebook': '0',
        'socialLogin.google': '0',
        'socialLogin.facebookSignInUrl': '',
        'socialLogin.googleSignInUrl': '',
      },
    });
  });

  // The sign-in addresses ride on the contract's merchant settings (docs/decisions.md, "Social sign-in"); until the
  // gateway answers them, no network is ready and the buttons cannot show.
  test("with the merchant's networks on, the login page and the register modal offer them", async ({ page }) => {
    await devGateway(page.request).setMerchant({
      settings: {
        'socialLogin.facebook': '1',
        'socialLogin.google': '1',
        'socialLogin.facebookSignInUrl': 'https://id.example.com/facebook',
        'socialLogin.googleSignInUrl': 'https://id.example.com/google',
      },
    });
    try {
      await page.goto('/m/login?lng=en');
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Continue with Google' })).toBeVisible();

      await banner(page).getByRole('button', { name: 'Register' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register' });
      await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    } finally {
      await devGateway(page.request).setMerchant({
        settings: { 'socialLogin.facebook': '0', 'socialLogin.google': '0' },
      });
    }
  });

  test('with them off, neither shows', async ({ page }) => {
    await devGateway(page.request).setMerchant({
      settings: { 'socialLogin.facebook': '0', 'socialLogin.google': '0' },
    });
    await page.goto('/m/login?lng=en');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  });
});
