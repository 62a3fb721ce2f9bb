import { expect, type Page, test } from '@playwright/test';
import { putOffContractPrompts } from './contractPrompt.ts';

test.beforeEach(async ({ page }) => {
  await putOffContractPrompts(page);
});

/** The merchant's social links as the gateway answers them, less the networks named: as a merchant without them. */
async function withoutSocials(page: Page, ...left: string[]) {
  await page.route('**/wps/system/whitelabel', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.settings.socialLinks = body.value.settings.socialLinks.filter(
      (link: { type: string }) => !left.includes(link.type),
    );
    await route.fulfill({ response, json: body });
  });
}

const siteFooter = (page: Page) => page.getByRole('contentinfo');

test.describe('the site footer', () => {
  test('shows the socials the merchant has, the vendors, the copyright 2024 line and the responsible-gaming text', async ({
    page,
  }) => {
    await withoutSocials(page, 'INSTAGRAM', 'WHATSAPP');
    await page.goto('/m/set?lng=en');
    const footer = siteFooter(page);
    const socials = footer.getByRole('list', { name: 'Follow us' });
    await expect(socials.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@demo',
    );
    await expect(socials.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/demo',
    );
    await expect(socials.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/demo');
    await expect(socials.getByRole('link')).toHaveCount(3);
    const vendors = footer.getByRole('region', { name: 'Game vendors' });
    for (const vendor of ['PG Soft', 'Pragmatic Play', 'Evolution']) {
      await expect(vendors.getByText(vendor, { exact: true })).toBeVisible();
    }
    await expect(footer.getByText('© 2024 Mobile Games. All rights reserved.')).toBeVisible();
    await expect(
      footer.getByText(
        'Gambling can be addictive. Play responsibly and only with money you can afford to lose. Players must be 18 or older.',
      ),
    ).toBeVisible();
  });

  test('is under every page, in Malay by default', async ({ page }) => {
    for (const path of ['/m/home', '/m/help', '/m/download']) {
      await page.goto(path);
      await expect(
        siteFooter(page).getByText('© 2024 Permainan Mudah Alih. Hak cipta terpelihara.'),
        path,
      ).toBeVisible();
    }
  });

  test('leaves out the social list when the merchant links no network', async ({ page }) => {
    await withoutSocials(page, 'YOUTUBE', 'FACEBOOK', 'INSTAGRAM', 'WHATSAPP', 'TELEGRAM');
    await page.goto('/m/set?lng=en');
    await expect(siteFooter(page).getByText('© 2024 Mobile Games. All rights reserved.')).toBeVisible();
    await expect(siteFooter(page).getByRole('list', { name: 'Follow us' })).toHaveCount(0);
  });
});

test.describe('the language picker', () => {
  test('lists the 31 languages with their flags, the current one ticked', async ({ page }) => {
    await page.goto('/m/set?lng=en');
    const picker = page.getByRole('group', { name: 'Language' });
    await expect(picker.getByRole('radio')).toHaveCount(31);
    await expect(picker.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(picker.getByRole('radio', { checked: true })).toHaveCount(1);
    for (const name of [
      '简体中文',
      'Bahasa Melayu',
      'العربية',
      'فارسی',
      'اردو',
      'Português (Brasil)',
      'Urdu (Roman)',
    ]) {
      await expect(picker.getByRole('radio', { name })).toBeVisible();
    }
    await expect(picker.getByText('🇸🇦')).toBeVisible();
  });

  test('choosing Arabic turns the page right to left; choosing CN switches the texts and turns it back', async ({
    page,
  }) => {
    await page.goto('/m/set?lng=en');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await page.getByRole('radio', { name: 'العربية' }).click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();

    await page.getByRole('radio', { name: '简体中文' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '会员中心' }),
    ).toBeVisible();
    await expect(siteFooter(page).getByText('© 2024 手机游戏。版权所有。')).toBeVisible();
    await expect(siteFooter(page).getByRole('region', { name: '游戏厂商' })).toBeVisible();
  });

  test('?lng= comes first, then the stored choice', async ({ page }) => {
    await page.goto('/m/set?lng=fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/m/set');
    await expect(page.getByRole('radio', { name: 'فارسی' })).toBeChecked();
    await page.goto('/m/set?lng=ur');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('the footer menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('shows "Member Center" whole, on two lines, in every complete language', async ({ page }) => {
    for (const [lng, menu, label] of [
      ['en', 'Main', 'Member Center'],
      ['ms', 'Utama', 'Pusat Ahli'],
      ['cn', '主菜单', '会员中心'],
    ] as const) {
      await page.goto(`/m/set?lng=${lng}`);
      const tab = page.getByRole('navigation', { name: menu }).getByRole('link', { name: label });
      await expect(tab).toBeVisible();
      const cut = await tab.evaluate((link) => {
        const text = link.querySelector('span') as HTMLElement;
        return text.scrollHeight > text.clientHeight || text.scrollWidth > text.clientWidth;
      });
      expect(cut, lng).toBe(false);
    }
  });
});
