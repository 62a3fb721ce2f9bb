import { type Browser, expect, type Page, test } from '@playwright/test';
import { contractDialog, logInAsAgent01, logInToPlayerSite, PLAYER_SITE } from './people.ts';

/**
 * Contracts from proposal to review, across both apps: agent01 proposes to demo01 on the agent build, demo01 is asked
 * on the player site's home, and agent01 sees the answer. The demo data has agent01's daily wage contract awaiting
 * demo01's review; each test starts from it.
 */
// Each test goes through both apps with two people, each logging in: more than a one-page test's time.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await request.post('http://127.0.0.1:8787/__dev/reset');
});

// The contracts' days are the people's days: the demo data's contract was proposed on 2024-01-01 (UTC midnight).
test.use({ timezoneId: 'Asia/Kuala_Lumpur' });

/** demo01 logs in to the player site in a browser of their own, and answers the contract they are asked about. */
async function demo01Answers(browser: Browser, title: string, answer: 'Accept' | 'Reject', terms?: RegExp) {
  const context = await browser.newContext({ baseURL: PLAYER_SITE });
  const page = await context.newPage();
  await logInToPlayerSite(page, 'demo01', 'Demo1234');
  await expect(page).toHaveURL(/\/m\/home$/);
  const dialog = contractDialog(page);
  // Home asks once the session has renewed the member and checked the contracts, after the first paint.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveAccessibleName(title);
  await expect(dialog.getByText(/Proposed by agent01 on \d{4}-\d{2}-\d{2}/)).toBeVisible();
  if (terms) await expect(dialog.getByRole('cell', { name: terms })).toBeVisible();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toBeHidden();
  // The decision reached the gateway: a new page load asks no more.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Demo Player' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(contractDialog(page)).toHaveCount(0);
  await context.close();
}

/** The contract screen's card of a member's latest contract of its kind. */
const contractOf = (page: Page, member: string) =>
  page.getByRole('main').getByRole('listitem', { name: member, exact: true });

/** A contract's terms as a person reads them ("1.5% from RM 1,000.00"); each figure is kept whole in its own direction. */
const terms = (rate: string, threshold: string) =>
  new RegExp(`\u2068?${rate.replace('.', '\\.')}\u2069? from \u2068?RM\\s${threshold.replace(/[.,]/g, '\\$&')}\u2069?`);

const downlineMember = (page: Page, member: string) => page.getByRole('radio', { name: new RegExp(`^${member}`) });

test('a read that fails says why beside what the screen showed, and Try again reads again', async ({ page }) => {
  await logInAsAgent01(page);
  await page.getByRole('link', { name: /Daily wage contract/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const current = page.getByRole('region', { name: 'Current contracts' });
  await expect(current.getByRole('listitem', { name: 'demo01' })).toContainText('Awaiting review');
  await page.route(/\/wps\/relay\/MCSFE_get\w+Contract/, (route) =>
    route.fulfill({ status: 500, json: { success: false, errorCode: 'unknown.error' } }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Your downline and contracts could not be loaded.' });
  await expect(failed).toBeVisible();
  // What the screen had read stays, beside the failure.
  await expect(current.getByRole('listitem', { name: 'demo01' })).toContainText('Awaiting review');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(failed).toBeHidden();
  await expect(current.getByRole('listitem', { name: 'demo01' })).toContainText('Awaiting review');
});

test('agent01 cannot propose a second daily wage contract while one awaits demo01’s review', async ({ page }) => {
  await logInAsAgent01(page);
  // The home says so: one contract awaits review, and demo01's daily wage contract is the one.
  const downline = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'demo01' }) });
  await expect(downline.getByRole('definition').first()).toHaveText('Awaiting review');
  await page.getByRole('link', { name: /Daily wage contract/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await expect(page.getByRole('heading', { name: 'Daily wage contract', level: 1 })).toBeVisible();
  await expect(contractOf(page, 'demo01')).toContainText('Awaiting review');
  await expect(contractOf(page, 'demo01')).toContainText(terms('1.5%', '1,000.00'));
  await expect(downlineMember(page, 'demo01')).toBeDisabled();
});

test('daily wage: demo01 answers the awaiting one, agent01 proposes a new one, demo01 accepts, agent01 sees it accepted', async ({
  page,
  browser,
}) => {
  await demo01Answers(browser, 'Daily wage contract', 'Reject');

  await logInAsAgent01(page);
  await page.getByRole('link', { name: /Daily wage contract/ }).click();
  await expect(contractOf(page, 'demo01')).toContainText('Rejected');
  await downlineMember(page, 'demo01').check();
  await page.getByRole('textbox', { name: 'Daily valid bet' }).fill('2500');
  await page.getByRole('textbox', { name: 'Rate' }).fill('0.8');
  // Read back as it will be sent, before sending.
  await expect(page.getByRole('listitem', { name: 'Tier 1' })).toContainText(/≥ RM\s2,500\.00/);
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Proposal sent to demo01' })).toBeVisible();
  await expect(contractOf(page, 'demo01')).toContainText('Awaiting review');
  await expect(contractOf(page, 'demo01')).toContainText(terms('0.8%', '2,500.00'));

  await demo01Answers(browser, 'Daily wage contract', 'Accept', /^≥ RM\s2,500\.00$/);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(contractOf(page, 'demo01')).toContainText('Accepted');
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/home$/);
  const downline = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'demo01' }) });
  await expect(downline.getByRole('definition').first()).toHaveText('Accepted');
});

/** agent01 logs in and opens the hourly wage contract from the agent home. */
async function openHourlyWageContract(page: Page) {
  await logInAsAgent01(page);
  await page.getByRole('link', { name: /Hourly wage contract/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
}

test('hourly wage: bad terms are refused with a reason and kept; demo01 rejects the proposal; agent01 sees it rejected', async ({
  page,
  browser,
}) => {
  await openHourlyWageContract(page);
  await expect(page.getByText('You have not proposed this contract to anyone yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('group', { name: 'Downline member' })).toContainText('This field is required');
  // The focus goes to what must be put right first.
  await expect(downlineMember(page, 'demo01')).toBeFocused();
  await downlineMember(page, 'demo01').check();
  const rate = page.getByRole('textbox', { name: 'Rate' });
  const threshold = page.getByRole('textbox', { name: 'Hourly valid bet' });
  await threshold.fill('-5');
  await rate.fill('150');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByText('Enter a rate from 0 to 100 %')).toBeVisible();
  await expect(page.getByText('Enter a threshold of 0 or more')).toBeVisible();
  await expect(threshold).toBeFocused();
  await expect(rate).toHaveValue('150');
  await expect(threshold).toHaveValue('-5');
  await expect(page.getByText('You have not proposed this contract to anyone yet.')).toBeVisible();

  await threshold.fill('300');
  await rate.fill('2');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(contractOf(page, 'demo01')).toContainText('Awaiting review');

  await demo01Answers(browser, 'Hourly wage contract', 'Reject', /^≥ RM\s300\.00$/);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(contractOf(page, 'demo01')).toContainText('Rejected');
});

test('dividend: agent01 proposes a monthly dividend, demo01 rejects it, agent01 sees it rejected', async ({
  page,
  browser,
}) => {
  await logInAsAgent01(page);
  await page.getByRole('link', { name: /Dividend contract/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
  await downlineMember(page, 'demo01').check();
  // The settlement is a segmented choice: its words are what a person taps.
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked();
  await page.getByRole('textbox', { name: 'Net loss in period' }).fill('10000');
  await page.getByRole('textbox', { name: 'Rate' }).fill('7.5');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(contractOf(page, 'demo01')).toContainText('Awaiting review');
  await expect(contractOf(page, 'demo01')).toContainText(terms('7.5%', '10,000.00'));

  await demo01Answers(browser, 'Dividend contract', 'Reject', /^≥ RM\s10,000\.00$/);

  await page.reload();
  await expect(contractOf(page, 'demo01')).toContainText('Rejected');
});

test('a trial session on the player site is never asked about a contract', async ({ page }) => {
  await page.goto(`${PLAYER_SITE}/m/login?lng=en`);
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await expect(contractDialog(page)).toHaveCount(0);
});

test('an ended session keeps the proposal typed; agent01 logs in again on the screen and sends it', async ({
  page,
  browser,
}) => {
  await openHourlyWageContract(page);
  await downlineMember(page, 'demo01').check();
  const rate = page.getByRole('textbox', { name: 'Rate' });
  const threshold = page.getByRole('textbox', { name: 'Hourly valid bet' });
  await threshold.fill('400');
  await rate.fill('3');
  // The gateway answers as it does once the session has ended.
  await page.route(/\/(wps|lgw)\//, (route) =>
    route.fulfill({ status: 401, json: { success: false, errorCode: 'session.expired' } }),
  );
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Account logged out, log in again' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
  await expect(downlineMember(page, 'demo01')).toBeChecked();
  await expect(threshold).toHaveValue('400');
  await expect(rate).toHaveValue('3');
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  const login = page.getByRole('region', { name: 'Agent login' });
  await login.getByRole('textbox', { name: 'Username' }).fill('agent01');
  await login.getByLabel('Password', { exact: true }).fill('Agent1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getHourContract$/);
  await expect(threshold).toHaveValue('400');
  await expect(rate).toHaveValue('3');
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await expect(contractOf(page, 'demo01')).toContainText('Awaiting review');
  await expect(contractOf(page, 'demo01')).toContainText(terms('3%', '400.00'));

  // demo01 answers it, so the demo's hourly wage contract is not left awaiting.
  await demo01Answers(browser, 'Hourly wage contract', 'Reject', /^≥ RM\s400\.00$/);
});
