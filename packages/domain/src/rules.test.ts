import { describe, expect, it } from 'vitest';
import { appDownloadDecision, type DownloadEnvironment, showsDownloadEntry } from './appDownload.ts';
import { BALANCE_MASK, formatBalance } from './balance.ts';
import { JACKPOT } from './constants.ts';
import { resolveGameLaunch } from './gameLaunch.ts';
import { imageUrl, pickImageCdn } from './imageCdn.ts';
import { homeJackpot, jackpotStart, jackpotStep } from './jackpot.ts';
import { popupPxToRem } from './popupHtml.ts';
import { backTarget, resolveRoute, routeTitle } from './routes.ts';
import { winnersBoard } from './winners.ts';

const member = { type: 0 as const };
const trial = { type: 4 as const };

describe('game launch', () => {
  it('sends a visitor to /m/login', () => {
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, undefined)).toEqual({
      kind: 'login',
      to: '/m/login',
    });
  });

  it('refuses a trial account a game without free play', () => {
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, trial)).toEqual({
      kind: 'refused',
      reason: 'trial.forbidden',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1', freeplay: true }, trial).kind).toBe(
      'launcher',
    );
  });

  it('starts a lottery launch for TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(resolveGameLaunch({ vassalage, gameType: 'LOTT' }, member)).toEqual({
        kind: 'lottery',
        vendor: vassalage,
      });
    }
    expect(resolveGameLaunch({ vassalage: 'GW', gameType: 'ELOTT', gameId: '9' }, member)).toEqual({
      kind: 'lottery',
      vendor: 'GW',
      gameId: '9',
    });
  });

  it('opens a vendor H5 game on its category path, and an RNG vendor tile on the RNG path, with ?vassalage', () => {
    expect(resolveGameLaunch({ vassalage: 'EVO', gameType: 'LIVE', h5: true }, member)).toEqual({
      kind: 'route',
      to: '/m/live-games?vassalage=EVO',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG' }, member)).toEqual({
      kind: 'route',
      to: '/m/slot-games?vassalage=PG',
    });
  });

  it('uses the generic launcher otherwise, with the lobby by default', () => {
    expect(resolveGameLaunch({ vassalage: 'SBO', gameType: 'SPORTS' }, member)).toEqual({
      kind: 'launcher',
      vendor: 'SBO',
      gameCode: 'lobby',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '7', gameCode: 'fortune' }, member)).toEqual({
      kind: 'launcher',
      vendor: 'PG',
      gameId: '7',
      gameCode: 'fortune',
    });
  });
});

describe('app download', () => {
  const ios: DownloadEnvironment = { platform: 'ios', isSafari: true, standalone: false };
  it('uses the direct iOS link first, else the mobile-config profile in Safari only, else the Safari alert', () => {
    expect(appDownloadDecision(ios, { IOS: 'https://x/ios', MOBILECONFIG: 'https://x/p' })).toEqual({
      kind: 'open',
      url: 'https://x/ios',
    });
    expect(appDownloadDecision(ios, { MOBILECONFIG: 'https://x/p' })).toEqual({ kind: 'profile', url: 'https://x/p' });
    expect(appDownloadDecision({ ...ios, isSafari: false }, { MOBILECONFIG: 'https://x/p' })).toEqual({
      kind: 'alert',
      message: 'download.safari.required',
    });
    expect(appDownloadDecision(ios, {})).toEqual({ kind: 'unavailable' });
  });

  it('uses the Android link, and hides everything inside the app or PWA', () => {
    const android: DownloadEnvironment = { platform: 'android', isSafari: false, standalone: false };
    expect(appDownloadDecision(android, { Android: 'https://x/apk' })).toEqual({ kind: 'open', url: 'https://x/apk' });
    expect(appDownloadDecision(android, {})).toEqual({ kind: 'unavailable' });
    expect(appDownloadDecision({ ...android, standalone: true }, { Android: 'https://x/apk' })).toEqual({
      kind: 'hidden',
    });
    expect(showsDownloadEntry({ standalone: true })).toBe(false);
  });
});

describe('balance display', () => {
  it('shows the symbol and 2 decimals, masked when hidden or refreshing', () => {
    const shown = { amount: 1234.5, currencySymbol: 'RM', hidden: false, refreshing: false };
    expect(formatBalance(shown)).toBe('RM1,234.50');
    expect(formatBalance({ ...shown, hidden: true })).toBe(BALANCE_MASK);
    expect(formatBalance({ ...shown, refreshing: true })).toBe(BALANCE_MASK);
    expect(formatBalance({ ...shown, amount: Number.NaN })).toBe(BALANCE_MASK);
  });
});

describe('jackpot counter', () => {
  it('starts between 1.2e9 and 1.3e9 and adds 10,000 to 50,000 every 3, 4 or 5 s', () => {
    expect(jackpotStart(() => 0)).toBe(JACKPOT.counterStart.min);
    expect(jackpotStart(() => 0.999999)).toBeLessThan(JACKPOT.counterStart.max);
    expect(jackpotStep(100, () => 0)).toEqual({ value: 10_100, nextInMs: 3_000 });
    expect(jackpotStep(100, () => 0.5)).toEqual({ value: 30_100, nextInMs: 4_000 });
    expect(jackpotStep(100, () => 0.99).nextInMs).toBe(5_000);
  });

  it('shows home a value between 20,000,000 and 30,000,000 with one decimal and the symbol', () => {
    expect(homeJackpot(() => 0, 'RM')).toBe('RM20,000,000.0');
    expect(homeJackpot(() => 0.25, '$')).toBe('$22,500,000.0');
  });
});

describe('winners board', () => {
  it('sorts by amount, keeps the first 10 in pairs, and scrolls above 3 rows', () => {
    const winners = Array.from({ length: 14 }, (_, index) =>
      index % 2 === 0
        ? { customerName: `p${index}`, gameName: 'g', winAmount: index }
        : { customerName: `p${index}`, gameName: 'g', vo: { winAmount: index } },
    );
    const board = winnersBoard(winners);
    expect(board.rows).toHaveLength(5);
    expect(board.rows[0]?.map((winner) => winner.customerName)).toEqual(['p13', 'p12']);
    expect(
      board.rows
        .flat()
        .map((winner) => winner.customerName)
        .at(-1),
    ).toBe('p4');
    expect(board.scrolls).toBe(true);
    expect(winnersBoard(winners.slice(0, 6)).scrolls).toBe(false);
    expect(winnersBoard([{ customerName: 'x', gameName: 'g' }]).rows).toEqual([[{ customerName: 'x', gameName: 'g' }]]);
  });
});

describe('image CDN', () => {
  it('picks one at random, with the default when the list is empty', () => {
    expect(pickImageCdn(['https://a', 'https://b'], 'https://d', () => 0.6)).toBe('https://b');
    expect(pickImageCdn([], 'https://d', () => 0.6)).toBe('https://d');
    expect(pickImageCdn([' '], 'https://d', () => 0)).toBe('https://d');
  });

  it('joins paths and leaves absolute URLs alone', () => {
    expect(imageUrl('https://a/', '/img/x.png')).toBe('https://a/img/x.png');
    expect(imageUrl('https://a', 'https://b/x.png')).toBe('https://b/x.png');
    expect(imageUrl('https://a', 'data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });
});

describe('popup HTML', () => {
  it('turns px into rem by dividing by 100', () => {
    expect(popupPxToRem('<p style="font-size:24px;margin:-10px 0 .5px">Win 100 spins</p>')).toBe(
      '<p style="font-size:0.24rem;margin:-0.1rem 0 0.005rem">Win 100 spins</p>',
    );
  });
});

describe('routes', () => {
  it('resolve every alias of home and redirect unknown paths to /m/home', () => {
    for (const path of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'])
      expect(resolveRoute(path)).toEqual({ screen: 'home' });
    expect(resolveRoute('/m/register.html')).toEqual({ screen: 'register' });
    expect(resolveRoute('/m/nowhere')).toEqual({ redirect: '/m/home' });
    expect(routeTitle('/m/changePsw')).toBe('changePassword');
    expect(routeTitle('/m/nowhere')).toBeUndefined();
  });

  it('go back home from login, register, activity, forget and download, nowhere from /, one step elsewhere', () => {
    for (const path of ['/m/login', '/m/register', '/m/activity', '/m/forget', '/m/download', '/m/app']) {
      expect(backTarget(path)).toEqual({ to: '/m/home' });
    }
    expect(backTarget('/')).toBeUndefined();
    expect(backTarget('/m/set')).toEqual({ back: true });
  });
});
