import { expect, type Page } from '@playwright/test';

/** The review dialog of a contract, in any of the three complete languages (its title names the contract). */
export const contractDialog = (page: Page) => page.getByRole('dialog', { name: /contract|kontrak|契约/i });

const handled = new WeakSet<Page>();

/**
 * The demo data gives demo01 a contract from agent01 awaiting review, which home asks about on every page load with
 * that session (e2e/session.spec.ts holds that). Specs about something else put the prompt off ("Later": Escape, as
 * its close button) whenever it shows, so it never covers what they act on.
 */
export async function putOffContractPrompts(page: Page): Promise<void> {
  if (handled.has(page)) return;
  handled.add(page);
  await closeLoginPopups(page);
  await page.addLocatorHandler(contractDialog(page), async (dialog) => {
    // Escape answers the top dialog: the prompt ("Later"), or a menu that opened over it as home loaded, then the prompt.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 500 });
    }).toPass();
  });
}

/** The merchant's login pop-ups on home: a dialog holding the "Announcements" carousel, in any complete language. */
export const loginPopups = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('region', { name: /Announcements|Pengumuman|公告/ }) });

/**
 * A logged-in player meets the merchant's login pop-ups on home once per login (e2e/home.spec.ts holds that). Specs
 * about something else close them whenever they show, as a player would.
 */
export async function closeLoginPopups(page: Page): Promise<void> {
  await page.addLocatorHandler(loginPopups(page), async (dialog) => {
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 500 });
    }).toPass();
  });
}

/**
 * Logs out: `ask` opens the confirmation (the header's button, or the side menu's Sign out), then its Log out. A
 * prompt arriving between the two clicks (home asks for the contract and pop-ups after loading, later on a slow
 * machine) is put off by the handlers above and may take the confirmation with it, so the player simply starts again
 * until the header offers "Log in".
 */
export async function logOutWith(page: Page, ask: () => Promise<unknown>): Promise<void> {
  const banner = page.getByRole('banner');
  const confirmation = page.getByRole('alertdialog', { name: 'Log out' });
  // Logged out only counts once the confirmation was shown: a logout that never asked fails here. (Its Log out may
  // end the session and close the dialog while the click is still being reported, so the click's own outcome is not
  // what counts.)
  let asked = false;
  await expect(async () => {
    if (asked && (await banner.getByRole('button', { name: 'Log in' }).isVisible())) return;
    if (!(await confirmation.isVisible())) await ask();
    await expect(confirmation).toBeVisible({ timeout: 2_000 });
    asked = true;
    await confirmation.getByRole('button', { name: 'Log out' }).click({ timeout: 2_000 });
    await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Logs out from the header's button and its confirmation (see logOutWith). */
export const logOutFromHeader = (page: Page): Promise<void> =>
  logOutWith(page, () => page.getByRole('banner').getByRole('button', { name: 'Log out' }).click({ timeout: 2_000 }));
