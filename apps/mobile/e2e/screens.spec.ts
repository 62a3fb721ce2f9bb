import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectLayoutClean, expectNoAxeViolations, waitForSettled } from '@wl/testing/audit';
import { devGateway } from '@wl/testing/dev-gateway';
import { asDemo01, asPlayer } from './players.ts';

/**
 * Every player screen on a 360 x 800 phone, left to right in Malay (the longest words) and right to left in Arabic
 * (English words, mirrored): axe finds no violation, the kit's layout checks find nothing (no overflow, no overlap,
 * no text squeezed to 0 px, 44 px targets, whole focus rings), and the screen matches its committed screenshot.
 *
 * After a deliberate change, look at the new pictures before committing them:
 *   pnpm test:audit --update-snapshots
 */

// The kit's phone: 360 CSS px wide, at 1x so the baselines stay small (a Pixel 7 otherwise, touch and all).
test.use({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 1 });

/** The words a test taps, in each language it runs in; Arabic has no catalogue and falls back to English. */
const WORDS = {
  ms: {
    menu: 'Menu',
    sideMenu: 'Menu',
    logIn: 'Log masuk',
    appDownload: 'Muat turun aplikasi',
    logOut: 'Log keluar',
    newCaptcha: 'Imej captcha baharu',
    footer: 'Utama',
    banners: 'Promosi',
    jackpot: 'Jackpot',
    winners: 'Pemenang terkini',
  },
  // Arabic has no catalogue yet: its texts are the English ones, each isolated left to right (docs/decisions.md,
  // "Catalogues load per language"), which the names matched exactly carry too.
  ar: {
    menu: '\u2066Menu\u2069',
    sideMenu: 'Menu',
    logIn: '\u2066Log in\u2069',
    appDownload: 'Download the app',
    logOut: 'Log out',
    newCaptcha: 'New captcha image',
    footer: 'Main',
    banners: 'Promotions',
    jackpot: 'Jackpot',
    winners: 'Latest winners',
  },
} as const;

type Language = keyof typeof WORDS;
type Words = (typeof WORDS)[Language];

const LANGUAGES: readonly { lng: Language; direction: 'ltr' | 'rtl' }[] = [
  { lng: 'ms', direction: 'ltr' },
  { lng: 'ar', direction: 'rtl' },
];

interface Screen {
  /** The screenshot's name, and the test's. */
  name: string;
  path: string;
  /** What the player does once the page has loaded (open a menu or a dialog, put off a prompt), by role and name. */
  open?: (page: Page, words: Words) => Promise<void>;
  /** What differs between runs and so stays out of the screenshot. */
  mask?: (page: Page, words: Words) => Locator[];
  /** A menu or dialog over the page is pictured as the screen shows it, without the inert page's length under it. */
  overlay?: boolean;
  /**
   * A list other specs of the run add to (promotions, notices) has no stable picture: axe and the layout checks run,
   * the screenshot does not.
   */
  growsDuringRun?: boolean;
}

/**
 * What opens by itself over demo01's home once the page is quiet (the prompt of a contract from its agent awaiting
 * review, unless an earlier test of the run has answered it; any other prompt of the home screen): put off as the
 * player would, one Escape each, so the screen under them is what is checked. The contract prompt is the kit's
 * ContractReviewDialog, which the kit's visual project checks.
 */
async function putOffPrompts(page: Page) {
  await page.waitForLoadState('networkidle');
  const prompts = page.getByRole('main').getByRole('dialog');
  // One Escape at a time until none is left (a locator handler of the run may close one of them meanwhile).
  await expect(async () => {
    if ((await prompts.count()) > 0) await page.keyboard.press('Escape');
    await expect(prompts).toHaveCount(0, { timeout: 500 });
  }).toPass();
}

async function openSideMenu(page: Page, words: Words) {
  await page.getByRole('banner').getByRole('button', { name: words.menu, exact: true }).click();
  await expect(page.getByRole('dialog', { name: words.sideMenu })).toBeVisible();
}

async function openAppDownload(page: Page, words: Words) {
  await openSideMenu(page, words);
  await page.getByRole('dialog', { name: words.sideMenu }).getByRole('button', { name: words.appDownload }).click();
  await expect(page.getByRole('dialog').last()).toBeVisible();
}

async function openLoginModal(page: Page, words: Words) {
  await page.getByRole('banner').getByRole('button', { name: words.logIn, exact: true }).click();
  await expect(page.getByRole('dialog', { name: words.logIn })).toBeVisible();
}

async function openLogout(page: Page, words: Words) {
  await page.getByRole('banner').getByRole('button', { name: words.logOut }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
}

const captcha = (page: Page, words: Words) => [page.getByRole('button', { name: words.newCaptcha })];

/** A member's figures that other tests of the run may change: the unread count on the footer, and money. */
const memberFigures = (page: Page, words: Words) => [
  page.getByRole('navigation', { name: words.footer }).getByText(/^(\d+|99\+)$/),
  page.getByText(/^RM\s?[\d,]+\.\d\d$/),
];

/** What moves on its own on home: the banners' slide show, the jackpot, and the latest winners. */
const homeFigures = (page: Page, words: Words) => [
  page.getByRole('region', { name: words.banners }),
  page.getByRole('paragraph').filter({ hasText: words.jackpot }),
  page.getByRole('region', { name: words.winners }),
];

/**
 * What a visitor sees. The side menu and the popups belong to every page; they open over a light one, so the check
 * does not wait for home's games under them.
 */
/** Dates a promotion or notice added for the audit carries: the day the suite runs. */
const dates = (page: Page) => [page.getByText(/\d{4}-\d{2}-\d{2}/)];

/** And a promotion's cover, which the gateway draws from its id: the id depends on what other specs added first. */
const promotionFigures = (page: Page) => [...dates(page), page.getByRole('main').locator('img').first()];

/** A promotion and a notice of fixed words, added once per run, for their detail pages' pictures. */
let added: Promise<{ promotion: number; notice: number }> | undefined;
function auditContent(page: Page) {
  added ??= (async () => {
    const gateway = devGateway(page.request);
    const promotion = await gateway.addContent({
      kind: 'promotion',
      title: 'Weekend reload bonus',
      content: '<p>Reload on Saturday or Sunday for a 20% bonus, up to MYR 200. One claim a weekend.</p>',
      categories: ['MANUAL'],
      participation: 'apply',
    });
    const notice = await gateway.addContent({
      kind: 'notice',
      title: 'New payment channel',
      content: '<p>DuitNow QR is now open for deposits, credited within a minute.</p>',
    });
    return { promotion, notice };
  })();
  return added;
}

const VISITOR_SCREENS: readonly Screen[] = [
  { name: 'home', path: '/m/home', mask: homeFigures },
  { name: 'slot-games', path: '/m/slot-games' },
  { name: 'search-games', path: '/m/search-games?gameType=RNG' },
  { name: 'providers', path: '/m/provider' },
  { name: 'promotions', path: '/m/activity', growsDuringRun: true },
  { name: 'promotion-detail', path: '/m/activityDetail?id=promotion', mask: promotionFigures },
  { name: 'notices', path: '/m/notice', growsDuringRun: true },
  { name: 'notice-detail', path: '/m/noticeDetail?id=notice', mask: dates },
  { name: 'help', path: '/m/help' },
  { name: 'help-detail', path: '/m/helpDetail?tag=register' },
  { name: 'app', path: '/m/app' },
  { name: 'login', path: '/m/login', mask: captcha },
  { name: 'register', path: '/m/register', mask: captcha },
  { name: 'forget', path: '/m/forget' },
  { name: 'settings', path: '/m/set' },
  { name: 'side-menu', path: '/m/forget', open: openSideMenu, overlay: true },
  { name: 'app-download', path: '/m/forget', open: openAppDownload, overlay: true },
  { name: 'login-modal', path: '/m/forget', open: openLoginModal, overlay: true },
];

/**
 * What demo01 sees. The services not offered yet are one screen under eight titles: the longest title in Malay
 * ("Rebat tunai tunggal") stands for them. The side menu and the log-out dialog open over the member centre.
 */
const MEMBER_SCREENS: readonly Screen[] = [
  { name: 'home', path: '/m/home', open: putOffPrompts, mask: homeFigures },
  { name: 'member-centre', path: '/m/member/home' },
  { name: 'vip-benefits', path: '/m/member/benefits' },
  { name: 'change-password', path: '/m/changePsw' },
  { name: 'settings', path: '/m/set' },
  { name: 'not-offered', path: '/m/member/manualRebate' },
  { name: 'side-menu', path: '/m/member/home', open: openSideMenu, overlay: true },
  { name: 'logout', path: '/m/member/home', open: openLogout, overlay: true },
];

/**
 * The security centre and its forms show what the member has set, which the security spec of the run changes for
 * demo01 (a payment password once set stays set): agent01, whom no other spec changes there, stands for them.
 */
const SECURITY_SCREENS: readonly Screen[] = [
  { name: 'security-centre', path: '/m/securityCenter' },
  { name: 'security-nickname', path: '/m/securityCenter/nickname' },
  { name: 'security-email', path: '/m/securityCenter/email' },
  { name: 'security-payee-name', path: '/m/securityCenter/payeeName' },
];

async function audit(page: Page, screen: Screen, who: string, lng: Language, direction: 'ltr' | 'rtl') {
  const words = WORDS[lng];
  let path = screen.path;
  if (/id=(promotion|notice)$/.test(path)) {
    const ids = await auditContent(page);
    path = path.replace(/id=(promotion|notice)$/, (_, kind: 'promotion' | 'notice') => `id=${ids[kind]}`);
  }
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
  // The footer comes with the services: once it is there, so is the session's header.
  await expect(page.getByRole('navigation', { name: words.footer })).toBeVisible();
  await waitForSettled(page, { wholePage: !screen.overlay });
  if (screen.open) {
    await screen.open(page, words);
    await waitForSettled(page, { wholePage: !screen.overlay });
  }
  await expectNoAxeViolations(page, { soft: true });
  if (!screen.growsDuringRun)
    await expect.soft(page).toHaveScreenshot(`${who}-${screen.name}-${direction}.png`, {
      fullPage: !screen.overlay,
      animations: 'disabled',
      caret: 'hide',
      mask: screen.mask?.(page, words) ?? [],
    });
  // After the screenshot: its last check moves the focus from control to control, which may scroll the page.
  await expectLayoutClean(page, { soft: true });
}

test.describe('a visitor', () => {
  for (const screen of VISITOR_SCREENS) {
    for (const { lng, direction } of LANGUAGES) {
      test(`${screen.name} (${direction}, ${lng})`, async ({ page }) => {
        await audit(page, screen, 'visitor', lng, direction);
      });
    }
  }
});

/** demo01 and agent01 each log in once per worker; each test starts from that session. */
const asAgent01 = asPlayer('agent01', 'Agent1234', 'Agent One');

for (const [who, as, screens] of [
  ['demo01', asDemo01, MEMBER_SCREENS],
  ['agent01', asAgent01, SECURITY_SCREENS],
] as const) {
  as.describe(who, () => {
    for (const screen of screens) {
      for (const { lng, direction } of LANGUAGES) {
        as(`${screen.name} (${direction}, ${lng})`, async ({ page }) => {
          const mask = (page: Page, words: Words) => [
            ...memberFigures(page, words),
            ...(screen.mask?.(page, words) ?? []),
          ];
          await audit(page, { ...screen, mask }, who, lng, direction);
        });
      }
    }
  });
}
