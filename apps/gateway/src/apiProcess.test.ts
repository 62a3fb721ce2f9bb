import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { checkContracts, fetchContracts, listDownline } from '@wl/api/agent';
import { fetchChatUnread, launchChat, listLiveModels } from '@wl/api/chat';
import { type ApiClients, createApiClients } from '@wl/api/client';
import {
  fetchAnnouncements,
  fetchHelpCentre,
  listNotices,
  listPopularAnnouncements,
  listPromotionCategories,
  markAnnouncementRead,
} from '@wl/api/content';
import {
  addFavourite,
  fetchLotteryMenu,
  launchGame,
  listFavouriteIds,
  listFavourites,
  listGameMenus,
  listGames,
  listHotGames,
  listLotteries,
  listRecentGames,
  listVendorCategories,
  listVendorGameTypes,
  listVendors,
  listWinners,
  removeFavourite,
} from '@wl/api/games';
import {
  fetchHeadIcon,
  fetchInboxUnread,
  fetchMemberInfo,
  fetchRankProgress,
  fetchSecurityConfig,
  fetchSecurityQuestions,
  fetchWallet,
  hasWithdrawalPassword,
  listBankCards,
} from '@wl/api/member';
import {
  checkUsername,
  fetchRegisterSettings,
  fetchRegisterValidation,
  registerByUsername,
  sendRegisterSms,
} from '@wl/api/registration';
import type { ApiResult } from '@wl/api/result';
import { createTrialAccount, fetchCaptcha, login, loginFreePlay, renewSession } from '@wl/api/session';
import { fetchCustomerService, fetchDownloadLinks, fetchSystemStatus, fetchWhitelabel } from '@wl/api/system';
import { type RunningGateway, startGatewayProcess } from '@wl/testing/gateway-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The calls of @wl/api against the gateway as `pnpm start` runs it: a real process over a database file, which the
 * tests read to check what the gateway stored. contract.test.ts covers every operation in process; these cover what
 * only a process shows (a restart with a new key pair) and what a call leaves in the database.
 */
const SERVER = resolve(import.meta.dirname, 'server.ts');

let gateway: RunningGateway;
let database: DatabaseSync;

beforeAll(async () => {
  gateway = await startGatewayProcess({ command: process.execPath, args: [SERVER] });
  database = new DatabaseSync(gateway.databasePath, { readOnly: true });
}, 60_000);

afterAll(async () => {
  database?.close();
  await gateway?.stop();
}, 30_000);

function clientsFor(session: { token?: string } = {}): ApiClients {
  return createApiClients({
    baseUrl: gateway.baseUrl,
    merchant: 'DEMO',
    device: '3',
    language: () => 'EN',
    token: () => session.token,
  });
}

async function dev<T>(path: string): Promise<T> {
  const response = await fetch(`${gateway.baseUrl}${path}`);
  const body = (await response.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.value;
}

const memberId = (username: string) =>
  Number(database.prepare("SELECT id FROM member WHERE merchant_code = 'DEMO' AND username = ?").get(username)?.id);

async function loggedIn(username = 'demo01', password = 'Demo1234') {
  const session: { token?: string } = {};
  const clients = clientsFor(session);
  const result = await login(clients, { type: 'username', username, password });
  if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result.error)}`);
  session.token = result.value.token;
  return { clients, token: result.value.token };
}

// A call waits on a real process and on scrypt; the defaults are sized for in-process tests.
describe('@wl/api against the gateway process', { timeout: 30_000 }, () => {
  it('logs demo01 in through the encrypted call, and the gateway holds the session', async () => {
    const result = await login(clientsFor(), { type: 'username', username: 'demo01', password: 'Demo1234' });
    expect(result.ok && result.value).toMatchObject({ userName: 'demo01', type: 0 });
    const token = result.ok ? result.value.token : '';
    const stored = database.prepare('SELECT member_id, expires_at FROM session WHERE token = ?').get(token);
    expect(Number(stored?.member_id)).toBe(memberId('demo01'));
    expect(Number(stored?.expires_at)).toBeGreaterThan(Date.now());
  });

  it('asks for a captcha at the third failed login, and counts the failures per account', async () => {
    const clients = clientsFor();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await login(clients, { type: 'username', username: 'agentonly', password: 'wrong-password-1' });
      codes.push(result.ok ? 'ok' : result.error.kind === 'server' ? result.error.code : result.error.kind);
    }
    expect(codes).toEqual(['login.failed', 'login.failed', 'login.captcha.required']);
    const failures = database
      .prepare("SELECT count FROM login_failure WHERE merchant_code = 'DEMO' AND scope = 'account' AND subject = ?")
      .get('u:agentonly');
    expect(Number(failures?.count)).toBe(3);
  });

  it('registers a new player with the SMS code the gateway sent', async () => {
    const clients = clientsFor();
    const settings = await fetchRegisterSettings(clients);
    expect(settings.ok && settings.value.mobileVerification).toBe(true);
    const sent = await sendRegisterSms(clients, { countryDialingCode: '60', mobileNum: '176543210' });
    expect(sent.ok && sent.value.expirationTime).toBeGreaterThan(Date.now());
    const outbox = await dev<{ channel: string; recipient: string; code?: string }[]>('/__dev/outbox');
    const sms = outbox.find((message) => message.channel === 'sms' && message.recipient.endsWith('176543210'));
    expect(sms?.code).toMatch(/^[0-9]{4,10}$/);
    const captcha = await fetchCaptcha(clients);
    const { answer } = await dev<{ answer: string }>('/__dev/captcha');

    const result = await registerByUsername(clients, {
      registerUrl: 'm.demo.example.test',
      registerMethod: 'H5',
      type: 0,
      username: 'newplayer7',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '60',
      mobileNum: '176543210',
      verificationCode: sms?.code ?? '',
      captchaId: captcha.ok ? captcha.value.captchaId : '',
      captcha: answer,
    });
    expect(result).toEqual({ ok: true, value: { userName: 'newplayer7' } });
    const row = database
      .prepare("SELECT type, mobile_num, password_hash FROM member WHERE merchant_code = 'DEMO' AND username = ?")
      .get('newplayer7');
    expect(row).toMatchObject({ type: 0, mobile_num: '176543210' });
    expect(String(row?.password_hash)).not.toContain('Secret123');
    const again = await login(clientsFor(), { type: 'username', username: 'newplayer7', password: 'Secret123' });
    expect(again.ok).toBe(true);
  });

  it('adds and removes a favourite', async () => {
    const { clients } = await loggedIn();
    const games = await listGames(clients, { gameType: 'RNG' });
    const game = games.ok ? games.value.games[0] : undefined;
    if (!game) throw new Error('no RNG game in the demo data');
    const stored = () =>
      database
        .prepare('SELECT 1 AS present FROM favourite WHERE member_id = ? AND node_id = ?')
        .get(memberId('demo01'), Number(game.nodeId)) !== undefined;

    expect(await addFavourite(clients, game.nodeId, game.vassalage)).toEqual({ ok: true, value: true });
    expect(stored()).toBe(true);
    const ids = await listFavouriteIds(clients);
    expect(ids.ok && ids.value).toContain(game.nodeId);

    expect(await removeFavourite(clients, game.nodeId, game.vassalage)).toEqual({ ok: true, value: true });
    expect(stored()).toBe(false);
  });

  it('marks a notice read for this member only', async () => {
    const { clients } = await loggedIn();
    const notices = await listNotices(clients);
    const unread = notices.ok ? notices.value.find((notice) => !notice.read) : undefined;
    if (!unread) throw new Error('no unread notice in the demo data');

    expect(await markAnnouncementRead(clients, unread.id)).toEqual({ ok: true, value: true });
    const row = database
      .prepare('SELECT read_at FROM announcement_read WHERE member_id = ? AND announcement_id = ?')
      .get(memberId('demo01'), unread.id);
    expect(Number(row?.read_at)).toBeGreaterThan(0);
    const after = await listNotices(clients);
    expect(after.ok && after.value.find((notice) => notice.id === unread.id)?.read).toBe(true);
    const other = await loggedIn('agent01', 'Agent1234');
    const theirs = await listNotices(other.clients);
    expect(theirs.ok && theirs.value.find((notice) => notice.id === unread.id)?.read).toBe(false);
  });

  it('answers member info that passes the client schema', async () => {
    const { clients } = await loggedIn();
    const info = await fetchMemberInfo(clients);
    expect(info.ok && info.value).toMatchObject({ account: 'demo01', type: 0 });
  });

  it('answers every read the apps make with values that pass the client schemas', async () => {
    const { clients } = await loggedIn();
    const agent = await loggedIn('agent01', 'Agent1234');
    const reads: [string, () => Promise<ApiResult<unknown>>][] = [
      ['status', () => fetchSystemStatus(clients)],
      ['whitelabel', () => fetchWhitelabel(clients)],
      ['customer service', () => fetchCustomerService(clients)],
      ['download links', () => fetchDownloadLinks(clients)],
      ['register settings', () => fetchRegisterSettings(clients)],
      ['register validation', () => fetchRegisterValidation(clients)],
      ['username check', () => checkUsername(clients, 'freshname1')],
      ['member info', () => fetchMemberInfo(clients)],
      ['wallet', () => fetchWallet(clients)],
      ['head icon', () => fetchHeadIcon(clients)],
      ['withdrawal password', () => hasWithdrawalPassword(clients)],
      ['security config', () => fetchSecurityConfig(clients)],
      ['security questions', () => fetchSecurityQuestions(clients)],
      ['bank cards', () => listBankCards(clients)],
      ['rank progress', () => fetchRankProgress(clients)],
      ['inbox unread', () => fetchInboxUnread(clients)],
      ['renew', () => renewSession(clients)],
      ['announcements', () => fetchAnnouncements(clients, { types: 'B,PL,PU,PR,H', groupName: 'm_home' })],
      ['popular', () => listPopularAnnouncements(clients)],
      ['promotion categories', () => listPromotionCategories(clients)],
      ['help', () => fetchHelpCentre(clients, 'EN')],
      ['games', () => listGames(clients, { gameName: '  Fortune ' })],
      ['vendor game types', () => listVendorGameTypes(clients)],
      ['vendors', () => listVendors(clients)],
      ['vendor categories', () => listVendorCategories(clients)],
      ['hot games', () => listHotGames(clients)],
      ['winners', () => listWinners(clients)],
      ['favourites', () => listFavourites(clients, { pageSize: 100 })],
      ['recent', () => listRecentGames(clients)],
      ['game menus', () => listGameMenus(clients)],
      ['lotteries', () => listLotteries(clients, 'LOTT')],
      ['e-lotteries', () => listLotteries(clients, 'ELOTT')],
      ['lottery menu', () => fetchLotteryMenu(clients)],
      ['launch', () => launchGame(clients, { vassalage: 'PG' })],
      ['chat launch', () => launchChat(clients, { language: 'EN' })],
      ['chat unread', () => fetchChatUnread(clients)],
      ['live models', () => listLiveModels(clients)],
      ['contract check', () => checkContracts(clients)],
      ['daily contracts', () => fetchContracts(clients, 'daily')],
      ['hourly contracts', () => fetchContracts(clients, 'hourly')],
      ['dividend contracts', () => fetchContracts(clients, 'dividend')],
      ['downline', () => listDownline(agent.clients)],
      ['trial account', () => createTrialAccount(clients)],
      ['free play', () => loginFreePlay(clientsFor())],
    ];
    const failed: string[] = [];
    for (const [name, read] of reads) {
      const result = await read();
      if (!result.ok) failed.push(`${name}: ${JSON.stringify(result.error)}`);
    }
    expect(failed).toEqual([]);
  });

  it('opens the customer-service links with the key the gateway handed out', async () => {
    const result = await fetchCustomerService(clientsFor());
    expect(result.ok && result.value.length).toBeGreaterThan(0);
    for (const link of result.ok ? result.value : []) expect(link.url).toMatch(/^(https?:|mailto:|tel:|\/)/);
  });

  // Last: the restart gives the gateway a new key pair.
  it('keeps encrypted calls working across a gateway restart by fetching the new key once', async () => {
    const keyFetches: string[] = [];
    const clients = createApiClients({
      baseUrl: gateway.baseUrl,
      merchant: 'DEMO',
      device: '3',
      language: () => 'EN',
      fetch: (input) => {
        const request = input instanceof Request ? input : new Request(input);
        if (request.url.endsWith('/wps/system/public-key')) keyFetches.push(request.url);
        return fetch(request);
      },
    });
    const credentials = { type: 'username', username: 'demo01', password: 'Demo1234' } as const;
    expect((await login(clients, credentials)).ok).toBe(true);
    database.close();
    await gateway.restart();
    database = new DatabaseSync(gateway.databasePath, { readOnly: true });
    const after = await login(clients, credentials);
    expect(after.ok).toBe(true);
    expect(keyFetches).toHaveLength(2);
  }, 60_000);
});
