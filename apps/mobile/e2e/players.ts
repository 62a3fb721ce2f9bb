import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { putOffContractPrompts } from './contractPrompt.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Logs a player in on /m/login, as a person would, and waits for the header to show them. */
export async function logIn(page: Page, username: string, password: string, shownAs: string): Promise<void> {
  await putOffContractPrompts(page);
  await page.goto('/m/login?lng=en');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: shownAs })).toBeVisible();
}

/** demo01 / Demo1234 of the demo data, shown as "Demo Player". */
export const logInAsDemo01 = (page: Page) => logIn(page, 'demo01', 'Demo1234', 'Demo Player');

/**
 * The gateway allows a limited number of logins a minute from one address, shared by every spec of the suite: tests
 * that need a player start from one login per worker, kept as the browser keeps it (the stored session), as a
 * returning player has it. Their pages put off a contract prompt and close the login pop-ups whenever they show.
 */
export function asPlayer(username: string, password: string, shownAs: string) {
  return test.extend<object, { playerState: StorageState }>({
    playerState: [
      async ({ browser }, use, workerInfo) => {
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        await logIn(await context.newPage(), username, password, shownAs);
        const state = await context.storageState();
        await context.close();
        await use(state);
      },
      { scope: 'worker' },
    ],
    storageState: async ({ playerState }, use) => use(playerState),
    page: async ({ page }, use) => {
      await putOffContractPrompts(page);
      await use(page);
    },
  });
}

/** demo01 / Demo1234 of the demo data, logged in once per worker. */
export const asDemo01 = asPlayer('demo01', 'Demo1234', 'Demo Player');
