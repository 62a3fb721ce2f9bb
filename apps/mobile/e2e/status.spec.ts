import { expect, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';

test.describe('platform status pages', () => {
  test.afterEach(async ({ request }) => {
    await devGateway(request).setMerchant({ maintenance: false, regionRestriction: false });
  });

  test('maintenance set on the merchant replaces the site with the maintenance page, and it comes back after', async ({
    page,
    request,
  }) => {
    await devGateway(request).setMerchant({ maintenance: true });
    await page.goto('/m/login?lng=en');
    await expect(page.getByRole('heading', { name: 'The platform is under maintenance', level: 1 })).toBeVisible();
    await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeHidden();

    await devGateway(request).setMerchant({ maintenance: false });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  });

  test('a region restriction shows the restriction page in the chosen language', async ({ page, request }) => {
    await devGateway(request).setMerchant({ regionRestriction: true });
    await page.goto('/m/home?lng=ms');
    await expect(page.getByRole('heading', { name: 'Akses terhad', level: 1 })).toBeVisible();
    await expect(page.getByText('Maaf, laman ini tidak tersedia dari alamat IP atau lokasi anda.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cuba lagi' })).toBeVisible();
  });
});

test.describe('connection banner', () => {
  test('says so when the phone goes offline, and clears when it is back', async ({ page, context }) => {
    await page.goto('/m/home?lng=en');
    await expect(page.getByRole('heading', { name: 'Mobile Games', level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: /No internet connection/ })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/No internet connection/)).toHaveCount(0);
  });
});
