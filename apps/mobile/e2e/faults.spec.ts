import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { devGateway } from '@wl/testing/dev-gateway';
import {
  armFault,
  type Cell,
  disarmFault,
  expectFailureMessage,
  FAULTS,
  type Fault,
  type FaultForm,
  type Language,
  matrixComplete,
  matrixReport,
  recordedCells,
  runCell,
} from '@wl/testing/faults';
import { watchErrors } from '@wl/testing/playwright';
import { asDemo01, asPlayer } from './players.ts';

/**
 * The fault matrix of the player site: every screen under each of the gateway's failures (offline, HTTP 500, a call
 * left unanswered past the clients' time limit, a cut JSON answer, and 401 session.expired). Every cell shows a
 * failure text of the catalogue in the page's language, keeps the page's main content, raises no uncaught error, and
 * on a form keeps what was typed. A session is there before the fault is armed, so each cell is about its screen.
 * The matrix is printed at the end: "fault matrix: N of M cells passed".
 */

interface Screen {
  name: string;
  path: string;
  /** A form: what the person types, the values to find in the fields after the failure, and how it is sent. */
  form?: FaultForm;
  /** A logged-in screen: after session.expired the header offers "Log in" again. */
  member?: boolean;
  /**
   * A screen that asks the gateway nothing of its own (a visitor's settings): it stays whole, and says something only
   * when the phone is offline (the connection banner).
   */
  standalone?: (page: Page) => Locator;
}

const main = (page: Page) => page.getByRole('main');

function typed(entries: [(page: Page) => Locator, string][]): Pick<NonNullable<Screen['form']>, 'fill' | 'fields'> {
  return {
    fill: async (page) => {
      for (const [field, value] of entries) await field(page).fill(value);
    },
    fields: (page) => entries.map(([field, value]) => [field(page), value]),
  };
}

const LOGIN_FORM: Screen['form'] = {
  ...typed([
    [(page) => main(page).getByRole('textbox', { name: 'Username' }), 'demo01'],
    [(page) => main(page).getByLabel('Password', { exact: true }), 'Demo1234'],
  ]),
  submit: (page) => main(page).getByRole('button', { name: 'Log in' }).click(),
};

const LOGIN_FORM_MS: Screen['form'] = {
  ...typed([
    [(page) => main(page).getByRole('textbox', { name: 'Nama pengguna' }), 'demo01'],
    [(page) => main(page).getByLabel('Kata laluan', { exact: true }), 'Demo1234'],
  ]),
  submit: (page) => main(page).getByRole('button', { name: 'Log masuk' }).click(),
};

/** Each register cell asks for its own number's SMS code: the gateway allows one a minute per number. */
let registerCells = 0;
const REGISTER_NUMBER = () => `12987654${registerCells % 10}`;

const REGISTER_FORM: Screen['form'] = {
  fill: async (page) => {
    registerCells += 1;
    const gateway = devGateway(page.request);
    await typed([
      [(page) => main(page).getByRole('textbox', { name: 'Username', exact: true }), 'faultcell01'],
      [(page) => main(page).getByLabel('Password', { exact: true }), 'Secret123'],
      [(page) => main(page).getByLabel('Confirm password', { exact: true }), 'Secret123'],
      [(page) => main(page).getByRole('textbox', { name: 'Mobile number', exact: true }), REGISTER_NUMBER()],
    ]).fill(page);
    // The code field opens once a code is sent; the code and the captcha's answer are read as the phone and the eye would.
    await main(page).getByRole('button', { name: 'Send code' }).click();
    await expect(main(page).getByText('SMS code sent, please check')).toBeVisible();
    const sms = (await gateway.outbox()).findLast((sent) => sent.recipient === `+60 ${REGISTER_NUMBER()}` && sent.code);
    await main(page)
      .getByRole('textbox', { name: 'Verification code', exact: true })
      .fill(sms?.code ?? '');
    await expect(main(page).getByRole('button', { name: 'New captcha image' }).locator('img')).toBeVisible();
    await main(page)
      .getByRole('textbox', { name: 'Captcha', exact: true })
      .fill((await gateway.latestCaptcha()).answer);
    await main(page)
      .getByRole('checkbox', { name: 'I am 18 years old or over and accept the terms and conditions' })
      .check();
  },
  fields: (page) => [
    [main(page).getByRole('textbox', { name: 'Username', exact: true }), 'faultcell01'],
    [main(page).getByLabel('Password', { exact: true }), 'Secret123'],
    [main(page).getByRole('textbox', { name: 'Mobile number', exact: true }), REGISTER_NUMBER()],
  ],
  submit: (page) => main(page).getByRole('button', { name: 'Register', exact: true }).click(),
};

const FORGET_FORM: Screen['form'] = {
  ...typed([
    [(page) => page.getByRole('textbox', { name: 'Username' }), 'demo01'],
    [(page) => page.getByRole('textbox', { name: 'E-mail address' }), 'demo01@example.com'],
  ]),
  submit: (page) => main(page).getByRole('button', { name: 'Submit' }).click(),
};

const CHANGE_PASSWORD_FORM: Screen['form'] = {
  ...typed([
    [(page) => page.getByLabel('Current password', { exact: true }), 'Demo1234'],
    [(page) => page.getByLabel('New password', { exact: true }), 'Change5678'],
    [(page) => page.getByLabel('Confirm new password', { exact: true }), 'Change5678'],
  ]),
  submit: (page) => page.getByRole('button', { name: 'Submit' }).click(),
};

const FEEDBACK_FORM: Screen['form'] = {
  fill: async (page) => {
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page
      .getByRole('dialog', { name: 'Feedback' })
      .getByRole('textbox', { name: 'Your feedback' })
      .fill('The fishing games load slowly in the evening.');
  },
  fields: (page) => [
    [
      page.getByRole('dialog', { name: 'Feedback' }).getByRole('textbox', { name: 'Your feedback' }),
      'The fishing games load slowly in the evening.',
    ],
  ],
  submit: (page) => page.getByRole('dialog', { name: 'Feedback' }).getByRole('button', { name: 'Send' }).click(),
};

/** A field of the security centre's forms, then Save. */
const securityForm = (label: string, value: string): Screen['form'] => ({
  ...typed([[(page) => page.getByRole('textbox', { name: label }), value]]),
  submit: (page) => page.getByRole('button', { name: 'Save' }).click(),
});

const VISITOR_SCREENS: readonly Screen[] = [
  { name: 'home', path: '/m/home' },
  { name: 'slot-games', path: '/m/slot-games' },
  { name: 'search-games', path: '/m/search-games?gameType=RNG' },
  { name: 'providers', path: '/m/provider' },
  { name: 'promotions', path: '/m/activity' },
  { name: 'promotion-detail', path: '/m/activityDetail?id=promotion' },
  { name: 'notices', path: '/m/notice' },
  { name: 'notice-detail', path: '/m/noticeDetail?id=notice' },
  { name: 'help', path: '/m/help' },
  { name: 'help-detail', path: '/m/helpDetail?tag=register' },
  { name: 'app', path: '/m/app' },
  { name: 'settings', path: '/m/set', standalone: (page) => page.getByRole('group', { name: 'Language' }) },
  { name: 'login', path: '/m/login', form: LOGIN_FORM },
  { name: 'register', path: '/m/register', form: REGISTER_FORM },
  { name: 'forget', path: '/m/forget', form: FORGET_FORM },
];

const MEMBER_SCREENS: readonly Screen[] = [
  { name: 'member home', path: '/m/home', member: true },
  { name: 'member-centre', path: '/m/member/home', member: true },
  { name: 'vip-benefits', path: '/m/member/benefits', member: true },
  { name: 'not-offered', path: '/m/member/manualRebate', member: true },
  { name: 'change-password', path: '/m/changePsw', member: true, form: CHANGE_PASSWORD_FORM },
  { name: 'help feedback', path: '/m/help', member: true, form: FEEDBACK_FORM },
];

const SECURITY_SCREENS: readonly Screen[] = [
  { name: 'security-centre', path: '/m/securityCenter', member: true },
  {
    name: 'security-nickname',
    path: '/m/securityCenter/nickname',
    member: true,
    form: securityForm('Nickname', 'Lucky Fault'),
  },
  {
    name: 'security-email',
    path: '/m/securityCenter/email',
    member: true,
    form: securityForm('E-mail', 'agent01@example.com'),
  },
  {
    name: 'security-payee-name',
    path: '/m/securityCenter/payeeName',
    member: true,
    form: securityForm('Payee name', 'Agent One'),
  },
];

/** A promotion and a notice added once per run, for their detail pages. */
let added: Promise<{ promotion: number; notice: number }> | undefined;
function detailContent(page: Page) {
  added ??= (async () => {
    const gateway = devGateway(page.request);
    const promotion = await gateway.addContent({
      kind: 'promotion',
      title: 'Fault matrix reload bonus',
      content: '<p>Reload on Saturday for a 20% bonus.</p>',
      categories: ['MANUAL'],
      participation: 'apply',
    });
    const notice = await gateway.addContent({
      kind: 'notice',
      title: 'Fault matrix notice',
      content: '<p>A notice for the detail page.</p>',
    });
    return { promotion, notice };
  })();
  return added;
}

async function pathOf(page: Page, screen: Screen, lng: Language) {
  let path = screen.path;
  if (/id=(promotion|notice)$/.test(path)) {
    const ids = await detailContent(page);
    path = path.replace(/id=(promotion|notice)$/, (_, kind: 'promotion' | 'notice') => `id=${ids[kind]}`);
  }
  return `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
}

/** The browser's own note of a failed request is no uncaught error; anything else on the console or thrown is. */
const uncaught = (errors: string[]) =>
  errors.filter((error) => !/^Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(error));

const LOG_IN = { en: 'Log in', ms: 'Log masuk' } as const;

async function cell(page: Page, context: BrowserContext, screen: Screen, fault: Fault, lng: Language) {
  const errors = await watchErrors(page);
  try {
    const path = await pathOf(page, screen, lng);
    if (screen.form) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await screen.form.fill(page);
      await armFault(page, fault);
      if (fault === 'offline') await context.setOffline(true);
      await screen.form.submit(page);
    } else {
      await armFault(page, fault);
      await page.goto(path);
      // Offline once the page has its code (the screen's and the services', which load after the first paint).
      if (fault === 'offline') {
        await page.waitForLoadState('networkidle');
        await context.setOffline(true);
      }
    }
    if (screen.standalone && fault !== 'offline') await expect(screen.standalone(page)).toBeVisible();
    else await expectFailureMessage(page, lng, fault);
    await expect(main(page)).toContainText(/\S/);
    for (const [field, value] of screen.form?.fields(page) ?? []) await expect(field).toHaveValue(value);
    if (fault === '401 session.expired' && screen.member)
      await expect(page.getByRole('banner').getByRole('button', { name: LOG_IN[lng], exact: true })).toBeVisible();
    expect(uncaught(errors), `uncaught: ${uncaught(errors).join(' / ')}`).toEqual([]);
  } catch (error) {
    // What the page threw or logged goes with the failure, whichever check it was.
    const thrown = uncaught(errors);
    if (thrown.length === 0) throw error;
    throw new Error(
      `${error instanceof Error ? error.message.split('\n')[0] : error} | page errors: ${thrown.join(' / ')}`,
    );
  } finally {
    await disarmFault(page, context);
  }
}

/**
 * Cells that fail today for a defect of the product not yet fixed, by row: each is printed as open when it fails, does not
 * fail its row, and leaves the list with its fix; any other failing cell fails its row.
 */
const OPEN_DEFECTS: Readonly<Record<string, readonly Fault[]>> = {};

/** The matrix's rows: a screen in a language. */
const ROWS = VISITOR_SCREENS.length + 2 + MEMBER_SCREENS.length + SECURITY_SCREENS.length;

// Printed once every row has its cells, whichever worker ran them.
test.afterAll(() => {
  const cells = recordedCells();
  if (matrixComplete(cells, ROWS)) console.info(matrixReport('player site fault matrix', cells));
});

/** Five cells (a few seconds each, the retries' waits included) and a login's worth of margin. */
const ROW_TIMEOUT_MS = 120_000;

async function row(page: Page, context: BrowserContext, screen: Screen, lng: Language) {
  test.setTimeout(ROW_TIMEOUT_MS);
  // The page's clock, so a call held past the clients' time limit is passed on it rather than waited for.
  await page.clock.install();
  const name = lng === 'en' ? screen.name : `${screen.name} (${lng})`;
  const cells: Cell[] = [];
  for (const fault of FAULTS)
    cells.push(
      await runCell(
        page,
        name,
        fault,
        () => cell(page, context, screen, fault, lng),
        OPEN_DEFECTS[name]?.includes(fault),
      ),
    );
  const failed = cells.filter((c) => c.problem !== undefined && !c.open);
  expect(failed.map((c) => `${c.fault}: ${c.problem}`)).toEqual([]);
}

test.describe('a visitor', () => {
  for (const screen of VISITOR_SCREENS)
    test(`${screen.name} under every fault`, async ({ page, context }) => {
      await row(page, context, screen, 'en');
    });

  test('login under every fault, in Malay', async ({ page, context }) => {
    await row(page, context, { name: 'login', path: '/m/login', form: LOGIN_FORM_MS }, 'ms');
  });
  test('home under every fault, in Malay', async ({ page, context }) => {
    await row(page, context, { name: 'home', path: '/m/home' }, 'ms');
  });
});

asDemo01.describe('demo01', () => {
  for (const screen of MEMBER_SCREENS)
    asDemo01(`${screen.name} under every fault`, async ({ page, context }) => {
      await row(page, context, screen, 'en');
    });
});

const asAgent01 = asPlayer('agent01', 'Agent1234', 'Agent One');
asAgent01.describe('agent01', () => {
  for (const screen of SECURITY_SCREENS)
    asAgent01(`${screen.name} under every fault`, async ({ page, context }) => {
      await row(page, context, screen, 'en');
    });
});
