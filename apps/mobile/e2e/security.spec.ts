import { expect, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchErrors } from '@wl/testing/playwright';
import { asDemo01, logIn } from './players.ts';

/**
 * Puts demo01's nickname or e-mail back as the demo data has it, through the gateway with the page's own session, so
 * a test stopped half-way leaves the other specs what they expect.
 */
async function restoreProfile(page: Page, field: 'nickname' | 'email', value: string) {
  await page.evaluate(
    async ({ field, value }) => {
      const session = JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string };
      await fetch(`/wps/member/info/${field}`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Merchant: 'DEMO',
          Device: '3',
          Language: 'EN',
          Authorization: session.token ?? '',
        },
        body: JSON.stringify({ [field]: value }),
      });
    },
    { field, value },
  );
}

const securityList = (page: Page) => page.getByRole('main');
const row = (page: Page, title: string) => securityList(page).getByRole('link', { name: new RegExp(`^${title}`) });

async function openSecurityCentre(page: Page) {
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Security center' }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
}

async function openSideMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a visitor opening the security centre or one of its forms is sent to log in', async ({ page }) => {
  for (const path of ['/m/securityCenter', '/m/securityCenter/nickname']) {
    await page.goto(`${path}?lng=en`);
    await expect(page).toHaveURL(/\/m\/login$/);
  }
});

asDemo01.describe('demo01 in the security centre', () => {
  asDemo01('opens it from the member centre and sees each item with its current value', async ({ page }) => {
    const errors = await watchErrors(page);
    await openSecurityCentre(page);
    await expect(page.getByRole('banner')).toContainText('Security center');
    await expect(row(page, 'Nickname')).toContainText('Demo Player');
    // The e-mail is shown partly masked.
    await expect(row(page, 'E-mail')).toContainText('@example.com');
    await expect(row(page, 'E-mail')).not.toContainText('demo01@');
    await expect(row(page, 'Login password')).toHaveAttribute('href', '/m/changePsw');
    await expect(row(page, 'Payment password')).toBeVisible();
    expect(errors).toEqual([]);
  });

  asDemo01(
    'changes the nickname, sees it in the member centre and side menu, then changes it back',
    async ({ page }) => {
      try {
        await openSecurityCentre(page);
        await row(page, 'Nickname').click();
        await expect(page).toHaveURL(/\/m\/securityCenter\/nickname$/);
        await expect(page.getByRole('heading', { name: 'Change nickname' })).toBeVisible();
        const nickname = page.getByRole('textbox', { name: 'Nickname' });
        await expect(nickname).toHaveValue('Demo Player');
        // One character is below the merchant's nickname rule (2 to 20).
        await nickname.fill('L');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Enter 2 to 20 characters')).toBeVisible();
        await expect(nickname).toHaveValue('L');
        await nickname.fill('Lucky Demo');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Change saved')).toBeVisible();
        await expect(page).toHaveURL(/\/m\/securityCenter$/);
        await expect(row(page, 'Nickname')).toContainText('Lucky Demo');

        await page.goto('/m/member/home');
        await expect(page.getByRole('main').getByText('Lucky Demo')).toBeVisible();
        const menu = await openSideMenu(page);
        await expect(menu.getByText('Lucky Demo')).toBeVisible();
        await page.keyboard.press('Escape');

        await page.goto('/m/securityCenter/nickname');
        await page.getByRole('textbox', { name: 'Nickname' }).fill('Demo Player');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Change saved')).toBeVisible();
        // Opened by its address, the form gives way to the list.
        await expect(page).toHaveURL(/\/m\/securityCenter$/);
        await expect(row(page, 'Nickname')).toContainText('Demo Player');
        await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
      } finally {
        await restoreProfile(page, 'nickname', 'Demo Player');
      }
    },
  );

  asDemo01(
    'an ended session keeps the nickname typed, and it is saved once logged in again from the header',
    async ({ page }) => {
      try {
        await page.goto('/m/securityCenter/nickname?lng=en');
        const nickname = page.getByRole('textbox', { name: 'Nickname' });
        await expect(nickname).toHaveValue('Demo Player');
        await nickname.fill('Lucky Again');
        // The gateway answers as it does once the session has ended.
        await page.route(/\/(wps|lgw)\//, (route) =>
          route.fulfill({ status: 401, json: { success: false, errorCode: 'session.expired' } }),
        );
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByRole('alert')).toHaveText('Account logged out, log in again');
        await expect(page).toHaveURL(/\/m\/securityCenter\/nickname\?lng=en$/);
        await expect(nickname).toHaveValue('Lucky Again');
        await page.unrouteAll({ behavior: 'ignoreErrors' });

        await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
        const login = page.getByRole('dialog', { name: 'Log in' });
        await login.getByRole('textbox', { name: 'Username' }).fill('demo01');
        await login.getByLabel('Password', { exact: true }).fill('Demo1234');
        await login.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
        // Logged in again: the message has gone, and what was typed is there to send.
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(nickname).toHaveValue('Lucky Again');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Change saved')).toBeVisible();
        await expect(page).toHaveURL(/\/m\/securityCenter$/);
        await expect(row(page, 'Nickname')).toContainText('Lucky Again');
      } finally {
        await restoreProfile(page, 'nickname', 'Demo Player');
      }
    },
  );

  asDemo01('is told a bad e-mail is wrong, keeping what was typed, then saves a good one', async ({ page }) => {
    try {
      await openSecurityCentre(page);
      await row(page, 'E-mail').click();
      await expect(page.getByRole('heading', { name: 'Change e-mail' })).toBeVisible();
      const email = page.getByRole('textbox', { name: 'E-mail' });
      await email.fill('not-an-email');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('E-mail format is incorrect')).toBeVisible();
      await expect(email).toHaveValue('not-an-email');
      await expect(email).toBeFocused();

      await email.fill('e2e.demo01@example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Change saved')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/securityCenter$/);
      await expect(row(page, 'E-mail')).toContainText('e2***@example.com');

      await row(page, 'E-mail').click();
      await page.getByRole('textbox', { name: 'E-mail' }).fill('demo01@example.com');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(row(page, 'E-mail')).toContainText('de***@example.com');
    } finally {
      await restoreProfile(page, 'email', 'demo01@example.com');
    }
  });

  asDemo01(
    'sets, resets and changes the payment password, refused first for a mismatched confirmation',
    async ({ page }) => {
      await openSecurityCentre(page);
      if ((await row(page, 'Payment password').textContent())?.includes('Not set')) {
        await row(page, 'Payment password').click();
        await expect(page.getByRole('heading', { name: 'Set payment password' })).toBeVisible();
        await page.getByLabel('Payment password', { exact: true }).fill('246810');
        await page.getByLabel('Confirm payment password', { exact: true }).fill('246811');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Confirmation password not matched')).toBeVisible();
        await page.getByLabel('Confirm payment password', { exact: true }).fill('246810');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Change saved')).toBeVisible();
        await expect(page).toHaveURL(/\/m\/securityCenter$/);
      }
      await expect(row(page, 'Payment password')).toContainText('Set');

      // Whatever it was, the login password resets it to a known one.
      await row(page, 'Reset payment password').click();
      await expect(page.getByRole('heading', { name: 'Reset payment password' })).toBeVisible();
      await page.getByLabel('Login password', { exact: true }).fill('Wrong1234');
      await page.getByLabel('New payment password', { exact: true }).fill('246810');
      await page.getByLabel('Confirm payment password', { exact: true }).fill('246810');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The current password is incorrect')).toBeVisible();
      await page.getByLabel('Login password', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Change saved')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/securityCenter$/);

      await row(page, 'Payment password').click();
      await expect(page.getByRole('heading', { name: 'Change payment password' })).toBeVisible();
      await page.getByLabel('Current payment password', { exact: true }).fill('246810');
      await page.getByLabel('New payment password', { exact: true }).fill('135790');
      await page.getByLabel('Confirm payment password', { exact: true }).fill('135791');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Confirmation password not matched')).toBeVisible();
      await expect(page.getByLabel('New payment password', { exact: true })).toHaveValue('135790');
      await page.getByLabel('Confirm payment password', { exact: true }).fill('135790');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Change saved')).toBeVisible();
      await expect(page).toHaveURL(/\/m\/securityCenter$/);
    },
  );

  asDemo01('loses the entry with SECPRIV3 off, and the page says it is not offered', async ({ page }) => {
    const dev = devGateway(page.request);
    await dev.setMerchant({ switches: { SECPRIV3: false } });
    try {
      await page.goto('/m/member/home');
      await expect(page.getByRole('link', { name: 'Account record' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Security center' })).toHaveCount(0);
      await page.goto('/m/securityCenter');
      await expect(page.getByText('Not available yet')).toBeVisible();
    } finally {
      await dev.setMerchant({ switches: { SECPRIV3: true } });
    }
  });
});

asDemo01.describe('demo01 in the member centre', () => {
  asDemo01('sees the VIP label as "VIP 1", and no agency centre', async ({ page }) => {
    await page.goto('/m/member/home');
    await expect(page.getByRole('main').getByText('VIP 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('VIP VIP1')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Security center' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agency center' })).toHaveCount(0);
  });
});

test('agent01, a member-agent, finds the agency centre in the member centre, leading to the agent home', async ({
  page,
}) => {
  await logIn(page, 'agent01', 'Agent1234', 'Agent One');
  await page.goto('/m/member/home');
  const agency = page.getByRole('link', { name: 'Agency center' });
  await expect(agency).toBeVisible();
  await expect(agency).toHaveAttribute('href', /\/m\/agent\/home$/);
});
