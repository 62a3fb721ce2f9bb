import { expect, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import { watchErrors } from '@wl/testing/playwright';
import { logInAsAgent, logInAsAgent01, logInToPlayerSite, PLAYER_SITE } from './people.ts';

// Each spec of the agent suite starts from the demo data, whatever ran before it.
test.beforeAll(async ({ request }) => {
  await request.post('http://127.0.0.1:8787/__dev/reset');
});

test.describe('the agent login at /m/agent', () => {
  test('is the login form with no social sign-in, free play or registration', async ({ page }) => {
    // The merchant offers social sign-in: the player site shows it, the agent page does not.
    await devGateway(page.request).setMerchant({
      settings: {
        'socialLogin.facebook': '1',
        'socialLogin.google': '1',
        'socialLogin.facebookSignInUrl': 'https://id.example.com/facebook',
        'socialLogin.googleSignInUrl': 'https://id.example.com/google',
      },
    });
    await page.goto(`${PLAYER_SITE}/m/login?lng=en`);
    await expect(page.getByRole('main').getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();

    await page.goto('/m/agent?lng=en');
    await expect(page.getByRole('heading', { name: 'Agent login', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Continue with (Facebook|Google)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Free play' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Register now' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toHaveCount(0);
  });

  test('refuses demo01, a player: "Non-agents cannot log in", keeping what was typed', async ({ page }) => {
    await logInAsAgent(page, 'demo01', 'Demo1234');
    await expect(page.getByRole('alert')).toHaveText('Non-agents cannot log in');
    await expect(page).toHaveURL(/\/m\/agent(\?|$)/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('demo01');
    // Nothing of the refused session is kept: the agent home still sends to the login.
    await page.goto('/m/agent/home?lng=en');
    await expect(page).toHaveURL(/\/m\/agent$/);
  });

  test('answers a wrong password with "Incorrect agent information"', async ({ page }) => {
    await logInAsAgent(page, 'agent01', 'Wrong1234');
    await expect(page.getByRole('alert')).toHaveText('Incorrect agent information');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('agent01');
  });

  test('lets agent01, a member-agent, in to the agent home, and out again', async ({ page }) => {
    const errors = await watchErrors(page);
    await logInAsAgent01(page);
    await expect(page.getByText('Member agent')).toBeVisible();
    await expect(page.getByRole('link', { name: /Daily wage contract/ })).toBeVisible();
    // The password is nowhere in the address or the browser's storage.
    expect(page.url()).not.toContain('Agent1234');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain('Agent1234');
    // Logged in, the login page is not offered again: it goes home.
    await page.goto('/m/agent?lng=en');
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
    await expect(page.getByText('Member agent')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect(page.getByRole('heading', { name: 'Agent login', level: 1 })).toBeVisible();
    await page.goto('/m/agent/home?lng=en');
    await expect(page).toHaveURL(/\/m\/agent$/);
    expect(errors).toEqual([]);
  });

  test('an ended session goes back to the agent login saying so, in the agent’s language', async ({ page }) => {
    await logInAsAgent01(page);
    // A stored token the gateway does not know: the next page's reads are refused as for an ended session.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string };
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify({ ...stored, token: 'madeUpToken0123456789abcdef' }));
    });
    await page.goto('/m/agent/home?lng=ms');
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Akaun telah dilog keluar, sila log masuk semula' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('lets agentonly, an agent-only account, in to the agent home', async ({ page }) => {
    await logInAsAgent(page, 'agentonly', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/agent\/home$/);
    await expect(page.getByRole('heading', { name: 'Agent Only', level: 1 })).toBeVisible();
    await expect(page.getByText('No direct downline members yet.')).toBeVisible();
  });
});

test('agentonly cannot log in to the player site: "Non-member account unable to login"', async ({ page }) => {
  await logInToPlayerSite(page, 'agentonly', 'Agent1234');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Non-member account unable to login');
  await expect(page).toHaveURL(/\/m\/login(\?|$)/);
});

test('agent01 follows the player site’s agency centre to the agent build and logs in there', async ({ page }) => {
  await logInToPlayerSite(page, 'agent01', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(`${PLAYER_SITE}/m/member/home?lng=en`);
  await page.getByRole('link', { name: 'Agency center' }).click();
  // Another origin, so another session and no language chosen yet: the agent logs in on the agent page, in Malay,
  // and lands on the agent home.
  await expect(page).toHaveURL('http://127.0.0.1:5174/m/agent');
  await page.getByRole('textbox', { name: 'Nama pengguna' }).fill('agent01');
  await page.getByLabel('Kata laluan', { exact: true }).fill('Agent1234');
  await page.getByRole('main').getByRole('button', { name: 'Log masuk' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/home$/);
  await expect(page.getByRole('heading', { name: 'Agent One', level: 1 })).toBeVisible();
});
