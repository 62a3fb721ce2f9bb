import { expect, type Page } from '@playwright/test';

/** The player site the start command serves beside the agent build. */
export const PLAYER_SITE = 'http://127.0.0.1:5173';

/** Logs in on the agent page (/m/agent), as a person would. */
export async function logInAsAgent(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/agent?lng=en');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

/** agent01 / Agent1234 of the demo data, on the agent home. */
export async function logInAsAgent01(page: Page): Promise<void> {
  await logInAsAgent(page, 'agent01', 'Agent1234');
  await expect(page).toHaveURL(/\/m\/agent\/home$/);
  await expect(page.getByRole('heading', { name: 'Agent One', level: 1 })).toBeVisible();
}

/** Logs in on the player site's /m/login; the merchant's login pop-ups are closed whenever they show. */
export async function logInToPlayerSite(page: Page, username: string, password: string): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog').filter({ has: page.getByRole('region', { name: 'Announcements' }) }),
    async (dialog) => {
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden({ timeout: 500 });
      }).toPass();
    },
  );
  await page.goto(`${PLAYER_SITE}/m/login?lng=en`);
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
}

/** The contract review dialog on the player site's home; its name is the contract's title. */
export const contractDialog = (page: Page) => page.getByRole('dialog', { name: /contract/i });
