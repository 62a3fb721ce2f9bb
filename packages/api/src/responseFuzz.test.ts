import { createCipheriv, randomBytes, webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as agent from './agent.ts';
import * as chat from './chat.ts';
import { type ApiClients, createApiClients } from './client.ts';
import * as content from './content.ts';
import * as games from './games.ts';
import { operations } from './generated/operations.ts';
import * as member from './member.ts';
import * as password from './password.ts';
import * as registration from './registration.ts';
import type { ApiResult } from './result.ts';
import * as session from './session.ts';
import * as system from './system.ts';
import {
  type ContractOperation,
  contractOperations,
  malformedAnswers,
  responseOf,
} from './testing/malformedAnswers.ts';

/**
 * Response fuzzing (docs/decisions.md, "Response fuzzing"): malformed answers, derived from the contract's schemas,
 * through every public call of this package over the real clients, with a fake fetch. Nothing may escape as an
 * exception: each answer comes back as the typed error, and the contract's own example still comes back as a value.
 */

const SEED = 20_260_115;
const RUNS_PER_OPERATION = 120;
const MODULES = { agent, chat, content, games, member, password, registration, session, system };

type Call = (clients: ApiClients) => Promise<ApiResult<unknown>>;

/** Every operation of the contract, and the public function that calls it. */
const CALLS: Record<string, { name: string; call: Call }> = {
  'POST /wps/session/login': {
    name: 'session.login',
    call: (c) => session.login(c, { type: 'username', username: 'demo01', password: 'Demo1234' }),
  },
  'POST /wps/session/login/freeplay': {
    name: 'session.loginFreePlay',
    call: (c) => session.loginFreePlay(c, 'trial01'),
  },
  'GET /wps/session/trial': { name: 'session.createTrialAccount', call: (c) => session.createTrialAccount(c) },
  'DELETE /wps/session': { name: 'session.logout', call: (c) => session.logout(c) },
  'POST /wps/session/renew': { name: 'session.renewSession', call: (c) => session.renewSession(c) },
  'GET /wps/session/captcha': { name: 'session.fetchCaptcha', call: (c) => session.fetchCaptcha(c) },
  'POST /wps/session/sms': {
    name: 'session.sendLoginSms',
    call: (c) => session.sendLoginSms(c, { mobileNum: '123456789', countryDialingCode: '60' }),
  },
  'PUT /wps/member/register': {
    name: 'registration.registerByUsername',
    call: (c) =>
      registration.registerByUsername(c, {
        username: 'demo02',
        password: 'Demo1234',
        confirmPassword: 'Demo1234',
      } as registration.RegisterByUsername),
  },
  'PUT /wps/member/register/mobile': {
    name: 'registration.registerByMobile',
    call: (c) =>
      registration.registerByMobile(c, {
        mobileNum: '123456789',
        countryDialingCode: '60',
        verificationCode: '1234',
      } as registration.RegisterByMobile),
  },
  'POST /wps/member/register/sms': {
    name: 'registration.sendRegisterSms',
    call: (c) => registration.sendRegisterSms(c, { mobileNum: '123456789', countryDialingCode: '60' }),
  },
  'GET /wps/member/register/settings': {
    name: 'registration.fetchRegisterSettings',
    call: (c) => registration.fetchRegisterSettings(c),
  },
  'GET /wps/member/register/validation': {
    name: 'registration.fetchRegisterValidation',
    call: (c) => registration.fetchRegisterValidation(c),
  },
  'GET /wps/member/username': {
    name: 'registration.checkUsername',
    call: (c) => registration.checkUsername(c, 'demo02'),
  },
  'GET /wps/member/affiliate': {
    name: 'registration.checkAffiliateCode',
    call: (c) => registration.checkAffiliateCode(c, { affiliateCode: 'AB12' } as never),
  },
  'POST /wps/member/password/verification': {
    name: 'password.setPasswordByPhone',
    call: (c) =>
      password.setPasswordByPhone(c, {
        newPassword: 'Demo5678',
        mobileNum: '123456789',
        verificationCode: '1234',
      } as password.SetPasswordByPhonePayload),
  },
  'POST /wps/member/password/verification/sms': {
    name: 'password.sendPasswordSms',
    call: (c) => password.sendPasswordSms(c, { mobileNum: '123456789', countryDialingCode: '60' }),
  },
  'POST /wps/member/password/email': {
    name: 'password.recoverPasswordByEmail',
    call: (c) => password.recoverPasswordByEmail(c, { username: 'demo01', email: 'demo01@example.com' }),
  },
  'POST /wps/member/password': {
    name: 'password.changePassword',
    call: (c) =>
      password.changePassword(c, { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }),
  },
  'POST /wps/member/paymentPassword': {
    name: 'member.setPaymentPassword',
    call: (c) => member.setPaymentPassword(c, { paymentPassword: '123456' } as member.PaymentPasswordPayload),
  },
  'POST /wps/member/paymentPassword/reset': {
    name: 'member.resetPaymentPassword',
    call: (c) =>
      member.resetPaymentPassword(c, {
        password: 'Demo1234',
        paymentPassword: '123456',
      } as member.PaymentPasswordResetPayload),
  },
  'GET /wps/member/info': { name: 'member.fetchMemberInfo', call: (c) => member.fetchMemberInfo(c) },
  'GET /wps/member/wallet': { name: 'member.fetchWallet', call: (c) => member.fetchWallet(c) },
  'GET /wps/member/info/icon': { name: 'member.fetchHeadIcon', call: (c) => member.fetchHeadIcon(c) },
  'POST /wps/member/info/icon': { name: 'member.setHeadIcon', call: (c) => member.setHeadIcon(c, '7') },
  'PUT /wps/member/info/nickname': { name: 'member.setNickname', call: (c) => member.setNickname(c, 'Demo') },
  'PUT /wps/member/info/email': { name: 'member.setEmail', call: (c) => member.setEmail(c, 'demo01@example.com') },
  'PUT /wps/member/info/payeename': { name: 'member.setPayeeName', call: (c) => member.setPayeeName(c, 'Demo One') },
  'GET /wps/member/hasWithdrawalPassword': {
    name: 'member.hasWithdrawalPassword',
    call: (c) => member.hasWithdrawalPassword(c),
  },
  'GET /wps/member/securityConfig': { name: 'member.fetchSecurityConfig', call: (c) => member.fetchSecurityConfig(c) },
  'GET /wps/member/securityQuestions': {
    name: 'member.fetchSecurityQuestions',
    call: (c) => member.fetchSecurityQuestions(c),
  },
  'PUT /wps/member/securityQuestions': {
    name: 'member.setSecurityAnswer',
    call: (c) => member.setSecurityAnswer(c, 1, 'Kuala Lumpur'),
  },
  'GET /wps/member/bankCard': { name: 'member.listBankCards', call: (c) => member.listBankCards(c) },
  'POST /wps/member/bankCard': {
    name: 'member.addBankCard',
    call: (c) =>
      member.addBankCard(c, {
        bankName: 'Maybank',
        accountName: 'Demo One',
        accountNumber: '1234567890',
        paymentPassword: '123456',
      } as member.BankCardPayload),
  },
  'GET /wps/member/rank/progress': { name: 'member.fetchRankProgress', call: (c) => member.fetchRankProgress(c) },
  'PUT /wps/member/feedback': { name: 'member.sendFeedback', call: (c) => member.sendFeedback(c, 'Slow lobby') },
  'POST /wps/member/promotions/apply': {
    name: 'content.applyForPromotion',
    call: (c) => content.applyForPromotion(c, { promotionId: 3, comment: 'please' }),
  },
  'POST /wps/member/promotions/claim': { name: 'content.claimPromotion', call: (c) => content.claimPromotion(c, 3) },
  'GET /wps/member/inbox/unread': { name: 'member.fetchInboxUnread', call: (c) => member.fetchInboxUnread(c) },
  'POST /wps/member/announcements/read': {
    name: 'content.markAnnouncementRead',
    call: (c) => content.markAnnouncementRead(c, 3),
  },
  'GET /wps/system/status': { name: 'system.fetchSystemStatus', call: (c) => system.fetchSystemStatus(c) },
  'GET /wps/system/public-key': { name: 'system.fetchPublicKey', call: (c) => system.fetchPublicKey(c) },
  'GET /wps/system/whitelabel': { name: 'system.fetchWhitelabel', call: (c) => system.fetchWhitelabel(c) },
  'GET /wps/system/image-cdns': { name: 'system.fetchImageCdns', call: (c) => system.fetchImageCdns(c) },
  'GET /wps/system/customer-service': {
    name: 'system.fetchCustomerService',
    call: (c) => system.fetchCustomerService(c),
  },
  'GET /wps/system/download-links': { name: 'system.fetchDownloadLinks', call: (c) => system.fetchDownloadLinks(c) },
  'GET /wps/system/announcements': {
    name: 'content.fetchAnnouncements',
    call: (c) => content.fetchAnnouncements(c, { types: 'B,PL,PU' } as content.AnnouncementsQuery),
  },
  'GET /wps/system/notices': { name: 'content.listNotices', call: (c) => content.listNotices(c) },
  'GET /wps/system/announcements/popular': {
    name: 'content.listPopularAnnouncements',
    call: (c) => content.listPopularAnnouncements(c),
  },
  'GET /wps/system/promotions': { name: 'content.listPromotions', call: (c) => content.listPromotions(c) },
  'GET /wps/system/promotions/categories': {
    name: 'content.listPromotionCategories',
    call: (c) => content.listPromotionCategories(c),
  },
  'GET /wps/system/help': { name: 'content.fetchHelpCentre', call: (c) => content.fetchHelpCentre(c, 'EN') },
  'GET /wps/relay/GCSGAME_gameList': { name: 'games.listGames', call: (c) => games.listGames(c, { pageSize: 18 }) },
  'GET /wps/relay/GCSGAME_gameTypes': { name: 'games.listVendorGameTypes', call: (c) => games.listVendorGameTypes(c) },
  'GET /wps/relay/GCSGAME_vendors': { name: 'games.listVendors', call: (c) => games.listVendors(c) },
  'GET /wps/relay/GCSGAME_vendorCategories': {
    name: 'games.listVendorCategories',
    call: (c) => games.listVendorCategories(c, 'EN'),
  },
  'GET /wps/relay/GCSGAME_hotGames': { name: 'games.listHotGames', call: (c) => games.listHotGames(c) },
  'GET /wps/relay/GCSGAME_winners': { name: 'games.listWinners', call: (c) => games.listWinners(c) },
  'GET /wps/relay/GCSGAME_favouriteList': { name: 'games.listFavourites', call: (c) => games.listFavourites(c) },
  'GET /wps/relay/GCSGAME_favouriteIds': { name: 'games.listFavouriteIds', call: (c) => games.listFavouriteIds(c) },
  'POST /wps/relay/GCSGAME_favourite': {
    name: 'games.addFavourite',
    call: (c) => games.addFavourite(c, '10234', 'PG'),
  },
  'DELETE /wps/relay/GCSGAME_favourite': {
    name: 'games.removeFavourite',
    call: (c) => games.removeFavourite(c, '10234', 'PG'),
  },
  'GET /wps/relay/GCSGAME_recentAdd': {
    name: 'games.addRecentGame',
    call: (c) => games.addRecentGame(c, '10234', 'PG'),
  },
  'GET /wps/relay/GCSGAME_recentList': { name: 'games.listRecentGames', call: (c) => games.listRecentGames(c) },
  'GET /wps/relay/CBS_chatLaunch': { name: 'chat.launchChat', call: (c) => chat.launchChat(c, { language: 'EN' }) },
  'GET /wps/relay/CBS_unread': { name: 'chat.fetchChatUnread', call: (c) => chat.fetchChatUnread(c) },
  'GET /wps/relay/CBS_liveModels': { name: 'chat.listLiveModels', call: (c) => chat.listLiveModels(c) },
  'GET /wps/relay/MCSFE_checkContracts': { name: 'agent.checkContracts', call: (c) => agent.checkContracts(c) },
  'GET /wps/relay/MCSFE_downline': { name: 'agent.listDownline', call: (c) => agent.listDownline(c) },
  ...contractCalls('daily', 'DailySalary'),
  ...contractCalls('hourly', 'HourSalary'),
  ...contractCalls('dividend', 'Dividend'),
  'GET /lgw/games/game_menus': { name: 'games.listGameMenus', call: (c) => games.listGameMenus(c) },
  'GET /lgw/games/launch': {
    name: 'games.launchGame',
    call: (c) => games.launchGame(c, { vassalage: 'PG', nodeId: '10234' } as games.LaunchQuery),
  },
  'GET /lgw/lottery/lott_list': { name: 'games.listLotteries', call: (c) => games.listLotteries(c, 'LOTT', 'EN') },
  'GET /lgw/lottery/elott_list': { name: 'games.listLotteries', call: (c) => games.listLotteries(c, 'ELOTT', 'EN') },
  'GET /lgw/lottery/menu': { name: 'games.fetchLotteryMenu', call: (c) => games.fetchLotteryMenu(c, 'EN') },
  'GET /lgw/lottery/numero_list': {
    name: 'games.listLotteryDraws',
    call: (c) => games.listLotteryDraws(c, 'numero', 'EN'),
  },
  'GET /lgw/lottery/vn_numero_list': {
    name: 'games.listLotteryDraws',
    call: (c) => games.listLotteryDraws(c, 'vietnamNumero', 'EN'),
  },
  'GET /lgw/lottery/vn_recent_list': {
    name: 'games.listLotteryDraws',
    call: (c) => games.listLotteryDraws(c, 'recentVietnam', 'EN'),
  },
};

function contractCalls(kind: agent.ContractKind, infix: string): typeof CALLS {
  const proposal = { member: 'demo01', rate: 0.5, threshold: 100 } as agent.ContractProposal;
  return {
    [`GET /wps/relay/MCSFE_get${infix}Contract`]: {
      name: 'agent.fetchContracts',
      call: (c) => agent.fetchContracts(c, kind),
    },
    [`POST /wps/relay/MCSFE_propose${infix}Contract`]: {
      name: 'agent.proposeContract',
      call: (c) => agent.proposeContract(c, kind, proposal),
    },
    [`POST /wps/relay/MCSFE_process${infix}Contract`]: {
      name: 'agent.reviewContract',
      call: (c) => agent.reviewContract(c, kind, 1, 'accept'),
    },
  };
}

/** Operations of the contract with no call in this package, and why. */
const NOT_CALLED: Record<string, string> = {
  'POST /wps/member/password/reset': "sent by the gateway's own reset page (GET /password-reset), not by the site",
};

let publicKey: { keyId: string; algorithm: 'RSA-OAEP-256'; spki: string };

beforeAll(async () => {
  const pair = await webcrypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey)).toString('base64url');
  publicKey = { keyId: 'fuzz-key', algorithm: 'RSA-OAEP-256', spki };
});

/** Clients whose fetch answers the operation under test from `answer`; the public key is a real one. */
function clientsAnswering(key: string, answer: () => Response): ApiClients {
  return createApiClients({
    merchant: 'DEMO',
    device: '3',
    language: () => 'EN',
    token: () => 'tkn_0123456789abcdef',
    baseUrl: 'http://gateway.test',
    // One try per answer: a read's retries (call.test.ts) would meet the same answer again.
    readRetryWaitsMs: [],
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (key !== 'GET /wps/system/public-key' && path === '/wps/system/public-key') {
        return Response.json({ success: true, value: publicKey });
      }
      return answer();
    },
  });
}

/** The contract's example, except where a value must be made for this test to open (customer-service paths). */
function wellFormed(operation: ContractOperation): { success: true; value: unknown } {
  if (operation.key !== 'GET /wps/system/customer-service') return operation.example;
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const path = Buffer.concat([
    iv,
    cipher.update('https://cs.example.test/chat', 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    success: true,
    value: { pathKey: key.toString('base64url'), list: [{ title: 'Live chat', path: path.toString('base64url') }] },
  };
}

const contract = contractOperations();
let total = 0;
let escaped = 0;
let typed = 0;

describe('response fuzzing', () => {
  it('covers every operation of the contract and every public call of the package', () => {
    const keys = contract.map((operation) => operation.key);
    expect(keys.toSorted()).toEqual(Object.keys(operations).toSorted());
    expect(keys.filter((key) => !CALLS[key] && !NOT_CALLED[key])).toEqual([]);
    const called = new Set(Object.values(CALLS).map(({ name }) => name));
    const exported = Object.entries(MODULES).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${module}.${name}`),
    );
    // Every function these modules export is a call answering JSON (the schemas they export are objects).
    expect(exported.filter((name) => !called.has(name))).toEqual([]);
  });

  describe.each(contract.filter((operation) => CALLS[operation.key]))('$key', (operation) => {
    const { call } = CALLS[operation.key] as { call: Call };

    it('answers the contract example with its value', async () => {
      const body = wellFormed(operation);
      const result = await call(clientsAnswering(operation.key, () => Response.json(body)));
      expect(result.ok, JSON.stringify(result)).toBe(true);
    });

    it(`answers ${RUNS_PER_OPERATION} malformed answers with typed errors`, async () => {
      let current: Response | undefined;
      const clients = clientsAnswering(operation.key, () => current as Response);
      await fc.assert(
        fc.asyncProperty(malformedAnswers(operation), async (answer) => {
          current = responseOf(answer);
          let result: ApiResult<unknown>;
          total += 1;
          try {
            result = await call(clients);
          } catch (cause) {
            escaped += 1;
            throw new Error(`escaped (${answer.how}, status ${answer.status}): ${String(cause)}`);
          }
          if (answer.unknownCode !== undefined) {
            expect(result).toEqual({
              ok: false,
              error: { kind: 'server', code: answer.unknownCode, status: answer.status },
            });
          } else {
            expect(result.ok, `${answer.how}, status ${answer.status}`).toBe(false);
            expect(!result.ok && result.error.kind, `${answer.how}, status ${answer.status}`).toBe('malformed');
          }
          typed += 1;
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    });
  });

  afterAll(() => {
    const verdict = typed === total ? 'every one a typed error' : `${(total - typed).toLocaleString('en')} not`;
    console.info(
      `api response fuzzing (fast-check seed ${SEED}): ${total.toLocaleString('en')} malformed responses through ` +
        `${Object.keys(CALLS).length} operations, ${escaped} escaped, ${verdict}`,
    );
  });

  it('reaches at least 10,000 malformed responses', () => {
    // Runs after the operations above (tests run in order), so it counts what they sent.
    expect(typed).toBeGreaterThanOrEqual(10_000);
    expect([escaped, typed]).toEqual([0, total]);
  });
});
