import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as agent from '@wl/api/agent';
import * as chat from '@wl/api/chat';
import { createApiClients } from '@wl/api/client';
import * as content from '@wl/api/content';
import * as games from '@wl/api/games';
import * as member from '@wl/api/member';
import * as password from '@wl/api/password';
import * as registration from '@wl/api/registration';
import * as session from '@wl/api/session';
import * as system from '@wl/api/system';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from './db/database.ts';
import { openSession } from './http/session.ts';
import { sharedKeyRing } from './security/encryption.ts';
import { DEMO_HEADERS, sealRequest, testGateway } from './testGateway.ts';

/**
 * The contract tests: every operation of openapi/wps.yaml and openapi/lgw.yaml has a route, and a request to each
 * gets an answer that validates against the operation's response schema in the document.
 */
interface OpenApiOperation {
  operationId: string;
  'x-encrypted'?: boolean;
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A contract document, through @wl/openapi's exports map. */
const contract = (name: string) =>
  parse(readFileSync(fileURLToPath(import.meta.resolve(`@wl/openapi/${name}.yaml`)), 'utf8')) as OpenApiDocument;
const DOCUMENTS = { wps: contract('wps'), lgw: contract('lgw') };
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

interface Operation {
  document: keyof typeof DOCUMENTS;
  path: string;
  method: string;
  operationId: string;
  encrypted: boolean;
  statuses: string[];
}

const OPERATIONS: Operation[] = Object.entries(DOCUMENTS).flatMap(([document, doc]) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        document: document as keyof typeof DOCUMENTS,
        path,
        method: method.toUpperCase(),
        operationId: operation.operationId,
        encrypted: operation['x-encrypted'] === true,
        statuses: Object.keys(operation.responses),
      })),
  ),
);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
for (const [name, doc] of Object.entries(DOCUMENTS)) ajv.addSchema(doc, `${name}.yaml`);
const pointer = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');

function validatorFor(operation: Operation, status: number) {
  const ref = `${operation.document}.yaml#/paths/${pointer(operation.path)}/${operation.method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  return ajv.compile({ $ref: ref });
}

interface Answer {
  status: number;
  body: unknown;
}

interface Seen {
  method: string;
  path: string;
  status: number;
  text: string;
}

interface Scenario {
  db: Database;
  /** Every answer the gateway gave in this scenario, in order, as sent on the wire. */
  seen: Seen[];
  request: (path: string, init?: RequestInit & { token?: string }) => Promise<Answer>;
  sealed: (method: string, path: string, payload: unknown) => Promise<Answer>;
  clients: (token?: string) => ReturnType<typeof createApiClients>;
  tokens: { demo: string; agent: string; agentOnly: string; trial: string };
}

function scenario(): Scenario {
  const { db, app } = testGateway();
  const seen: Seen[] = [];
  const send = async (request: Request): Promise<Response> => {
    const response = await app.fetch(request);
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      status: response.status,
      text: await response.clone().text(),
    });
    return response;
  };
  const member = (username: string) =>
    Number(db.prepare("SELECT id FROM member WHERE merchant_code = 'DEMO' AND username = ?").get(username)?.id);
  const trialId = Number(
    db
      .prepare(
        "INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES ('DEMO', 'trial_1', 'x', 4, ?)",
      )
      .run(Date.now()).lastInsertRowid,
  );
  const now = Date.now();
  const tokens = {
    demo: openSession(db, member('demo01'), 'DEMO', now).token,
    agent: openSession(db, member('agent01'), 'DEMO', now).token,
    agentOnly: openSession(db, member('agentonly'), 'DEMO', now).token,
    trial: openSession(db, trialId, 'DEMO', now).token,
  };
  const answer = async (response: Response): Promise<Answer> => ({
    status: response.status,
    body: await response.json(),
  });
  return {
    db,
    seen,
    tokens,
    request: async (path, init = {}) => {
      const { token, ...rest } = init;
      const headers = new Headers({ ...DEMO_HEADERS, ...(token ? { Authorization: token } : {}) });
      new Headers(rest.headers).forEach((value, key) => {
        headers.set(key, value);
      });
      return answer(await send(new Request(`http://gateway.test${path}`, { ...rest, headers })));
    },
    sealed: async (method, path, payload) => {
      const sealed = sealRequest(sharedKeyRing(), method, path, payload);
      return answer(
        await send(
          new Request(`http://gateway.test${path}`, {
            method,
            headers: { ...DEMO_HEADERS, ...sealed.headers },
            body: sealed.body,
          }),
        ),
      );
    },
    clients: (token) =>
      createApiClients({
        baseUrl: 'http://gateway.test',
        merchant: 'DEMO',
        device: '3',
        language: () => 'EN',
        token: () => token,
        fetch: async (input: string | URL | Request, init?: RequestInit) => send(new Request(input, init)),
      }),
  };
}

/** Sends an openapi-fetch call and answers its status and parsed body, success or not. */
async function through(call: Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<Answer> {
  const { data, error, response } = await call;
  return { status: response.status, body: data ?? error };
}

const json = (body: unknown) => ({
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

function sendCode(s: Scenario, path: string, mobileNum: string): Promise<Answer> {
  return s.request(path, { method: 'POST', ...json({ countryDialingCode: '+60', mobileNum }) });
}
function latestCode(s: Scenario): string {
  return String(s.db.prepare("SELECT code FROM outbox WHERE channel = 'sms' ORDER BY id DESC LIMIT 1").get()?.code);
}
function firstNode(s: Scenario, gameType: string): { nodeId: string; vendor: string } {
  const row = s.db
    .prepare('SELECT node_id, vassalage FROM game WHERE game_type = ? ORDER BY node_id LIMIT 1')
    .get(gameType);
  return { nodeId: String(row?.node_id), vendor: String(row?.vassalage) };
}

/** A fresh captcha and its answer, read as a tester would from the development endpoint. */
async function captchaFor(s: Scenario): Promise<{ captchaId: string; captcha: string }> {
  const issued = await session.fetchCaptcha(s.clients());
  if (!issued.ok) throw new Error('no captcha');
  const latest = (await s.request('/__dev/captcha')).body as { value: { answer: string } };
  return { captchaId: issued.value.captchaId, captcha: latest.value.answer };
}

const MOBILE = { countryDialingCode: '+60', mobileNum: '123456789' } as const;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
function promotionId(s: Scenario, title: string): number {
  return Number(s.db.prepare("SELECT id FROM announcement WHERE type = 'PR' AND title = ?").get(title)?.id);
}

/**
 * One successful request per operation, named by operationId, sent through packages/api's call for it (the
 * encrypted ones sealed by the client's own middleware).
 */
const SCENARIOS: Record<string, (s: Scenario) => Promise<unknown>> = {
  login: (s) => session.login(s.clients(), { type: 'username', username: 'demo01', password: 'Demo1234' }),
  loginFreePlay: (s) => session.loginFreePlay(s.clients()),
  createTrialAccount: (s) => session.createTrialAccount(s.clients()),
  logout: (s) => session.logout(s.clients(s.tokens.demo)),
  renewSession: (s) => session.renewSession(s.clients(s.tokens.demo)),
  getCaptcha: (s) => session.fetchCaptcha(s.clients()),
  sendLoginSms: (s) => session.sendLoginSms(s.clients(), MOBILE),
  registerByUsername: async (s) => {
    await registration.sendRegisterSms(s.clients(), { countryDialingCode: '+60', mobileNum: '177000111' });
    const verificationCode = latestCode(s);
    return registration.registerByUsername(s.clients(), {
      type: 0,
      registerUrl: 'm.demo.test',
      registerMethod: 'H5',
      username: 'newplayer1',
      password: 'Newplay1',
      confirmPassword: 'Newplay1',
      countryDialingCode: '+60',
      mobileNum: '177000111',
      verificationCode,
      ...(await captchaFor(s)),
    });
  },
  registerByMobile: async (s) => {
    await registration.sendRegisterSms(s.clients(), { countryDialingCode: '+60', mobileNum: '177000222' });
    const verificationCode = latestCode(s);
    return registration.registerByMobile(s.clients(), {
      type: 0,
      registerUrl: 'm.demo.test',
      registerMethod: 'PWA',
      countryDialingCode: '+60',
      mobileNum: '177000222',
      verificationCode,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      ...(await captchaFor(s)),
    });
  },
  sendRegisterSms: (s) =>
    registration.sendRegisterSms(s.clients(), { countryDialingCode: '+60', mobileNum: '177000333' }),
  getRegisterSettings: (s) => registration.fetchRegisterSettings(s.clients()),
  getRegisterValidation: (s) => registration.fetchRegisterValidation(s.clients()),
  checkUsername: (s) => registration.checkUsername(s.clients(), 'freshname'),
  checkAffiliateCode: (s) => registration.checkAffiliateCode(s.clients(), { code: 'AGENT01', domain: 'm.demo.test' }),
  setPasswordByPhone: async (s) => {
    await password.sendPasswordSms(s.clients(), MOBILE);
    return password.setPasswordByPhone(s.clients(), {
      ...MOBILE,
      verificationCode: latestCode(s),
      newPassword: 'Demo5678',
    });
  },
  sendPasswordSms: (s) => password.sendPasswordSms(s.clients(), MOBILE),
  recoverPasswordByEmail: (s) =>
    password.recoverPasswordByEmail(s.clients(), { username: 'demo01', email: 'demo01@example.com' }),
  resetPassword: async (s) => {
    // The page the mailed link opens posts the link's token: no call of @wl/api serves it, so it goes through the
    // typed client directly.
    await password.recoverPasswordByEmail(s.clients(), { username: 'demo01', email: 'demo01@example.com' });
    const mail = String(s.db.prepare("SELECT body FROM outbox WHERE channel = 'email' ORDER BY id DESC").get()?.body);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
    const answer = await through(
      s.clients().wps.POST('/wps/member/password/reset', { body: { token, newPassword: 'Demo5678' } }),
    );
    return { ok: answer.status === 200, value: answer.body };
  },
  changePassword: (s) =>
    password.changePassword(s.clients(s.tokens.demo), {
      oldPassword: 'Demo1234',
      newPassword: 'Demo5678',
      confirmNewPassword: 'Demo5678',
    }),
  setPaymentPassword: (s) =>
    member.setPaymentPassword(s.clients(s.tokens.demo), {
      paymentPassword: '123456',
      confirmPaymentPassword: '123456',
    }),
  resetPaymentPassword: (s) =>
    member.resetPaymentPassword(s.clients(s.tokens.demo), {
      password: 'Demo1234',
      paymentPassword: '654321',
      confirmPaymentPassword: '654321',
    }),
  getMemberInfo: (s) => member.fetchMemberInfo(s.clients(s.tokens.demo)),
  getWallet: (s) => member.fetchWallet(s.clients(s.tokens.demo)),
  getHeadIcon: (s) => member.fetchHeadIcon(s.clients(s.tokens.demo)),
  setHeadIcon: (s) => member.setHeadIcon(s.clients(s.tokens.demo), 'a3'),
  setNickname: (s) => member.setNickname(s.clients(s.tokens.demo), 'Lucky Star'),
  setEmail: (s) => member.setEmail(s.clients(s.tokens.demo), 'new@example.com'),
  setPayeeName: (s) => member.setPayeeName(s.clients(s.tokens.demo), 'Demo Player'),
  hasWithdrawalPassword: (s) => member.hasWithdrawalPassword(s.clients(s.tokens.demo)),
  getSecurityConfig: (s) => member.fetchSecurityConfig(s.clients(s.tokens.demo)),
  getSecurityQuestions: (s) => member.fetchSecurityQuestions(s.clients(s.tokens.demo)),
  setSecurityAnswer: (s) => member.setSecurityAnswer(s.clients(s.tokens.demo), 1, 'Pizza'),
  listBankCards: (s) => member.listBankCards(s.clients(s.tokens.demo)),
  addBankCard: async (s) => {
    const demo = s.clients(s.tokens.demo);
    await member.setPaymentPassword(demo, { paymentPassword: '123456', confirmPaymentPassword: '123456' });
    return member.addBankCard(demo, {
      bankName: 'CIMB',
      accountName: 'Demo Player',
      accountNumber: '8001234567',
      paymentPassword: '123456',
    });
  },
  getRankProgress: (s) => member.fetchRankProgress(s.clients(s.tokens.demo)),
  sendFeedback: (s) =>
    member.sendFeedback(s.clients(s.tokens.demo), 'The new slots are great fun', [
      new Blob([PNG], { type: 'image/png' }),
    ]),
  getInboxUnread: (s) => member.fetchInboxUnread(s.clients(s.tokens.demo)),
  markAnnouncementRead: (s) => {
    const notice = s.db.prepare("SELECT id FROM announcement WHERE type = 'PL' ORDER BY id DESC LIMIT 1").get();
    return content.markAnnouncementRead(s.clients(s.tokens.demo), Number(notice?.id));
  },
  getSystemStatus: (s) => system.fetchSystemStatus(s.clients()),
  getPublicKey: (s) => system.fetchPublicKey(s.clients()),
  getWhitelabel: (s) => system.fetchWhitelabel(s.clients()),
  getCustomerService: (s) => system.fetchCustomerService(s.clients()),
  getDownloadLinks: (s) => system.fetchDownloadLinks(s.clients()),
  getAnnouncements: (s) =>
    content.fetchAnnouncements(s.clients(s.tokens.demo), { types: 'B,PL,PU,PR,H', groupName: 'm_home', platform: 'M' }),
  listNotices: (s) => content.listNotices(s.clients(s.tokens.demo)),
  listPopularAnnouncements: (s) => content.listPopularAnnouncements(s.clients()),
  listPromotionCategories: (s) => content.listPromotionCategories(s.clients()),
  listPromotions: (s) => content.listPromotions(s.clients(s.tokens.demo)),
  applyForPromotion: (s) =>
    content.applyForPromotion(s.clients(s.tokens.demo), {
      promotionId: promotionId(s, 'Weekly missions'),
      comment: 'Missions done',
      images: [new Blob([PNG], { type: 'image/png' })],
    }),
  claimPromotion: (s) => content.claimPromotion(s.clients(s.tokens.demo), promotionId(s, 'Daily login reward')),
  getImageCdns: (s) => system.fetchImageCdns(s.clients()),
  getHelpCentre: (s) => content.fetchHelpCentre(s.clients(), 'EN'),
  listGames: (s) =>
    games.listGames(s.clients(), { gameType: 'RNG', pageNo: 2, pageSize: 18, platform: 'html5', clientType: 2 }),
  listVendorGameTypes: (s) => games.listVendorGameTypes(s.clients()),
  listVendors: (s) => games.listVendors(s.clients(), { typeId: 1, gameType: 'LIVE' }),
  listVendorCategories: (s) => games.listVendorCategories(s.clients()),
  listHotGames: (s) => games.listHotGames(s.clients(), { isPlatform: 2, pageNo: 1 }),
  listWinners: (s) => games.listWinners(s.clients(), { gameCategory: 'ALL', limitNum: 20 }),
  listFavourites: async (s) => {
    const demo = s.clients(s.tokens.demo);
    const game = firstNode(s, 'RNG');
    await games.addFavourite(demo, game.nodeId, game.vendor);
    return games.listFavourites(demo, { pageNo: 1, pageSize: 100 });
  },
  listFavouriteIds: async (s) => {
    const demo = s.clients(s.tokens.demo);
    const game = firstNode(s, 'FISH');
    await games.addFavourite(demo, game.nodeId, game.vendor);
    return games.listFavouriteIds(demo);
  },
  addFavourite: (s) => {
    const game = firstNode(s, 'LIVE');
    return games.addFavourite(s.clients(s.tokens.demo), game.nodeId, game.vendor);
  },
  removeFavourite: (s) => {
    const game = firstNode(s, 'RNG');
    return games.removeFavourite(s.clients(s.tokens.demo), game.nodeId, game.vendor);
  },
  addRecentGame: (s) => {
    const game = firstNode(s, 'RNG');
    return games.addRecentGame(s.clients(s.tokens.demo), game.nodeId, game.vendor);
  },
  listRecentGames: async (s) => {
    const demo = s.clients(s.tokens.demo);
    const game = firstNode(s, 'PVP');
    await games.addRecentGame(demo, game.nodeId, game.vendor);
    return games.listRecentGames(demo, { page: 1 });
  },
  launchChat: (s) => chat.launchChat(s.clients(s.tokens.demo), { language: 'EN' }),
  getChatUnread: (s) => chat.fetchChatUnread(s.clients(s.tokens.demo)),
  listLiveModels: (s) => chat.listLiveModels(s.clients()),
  checkContracts: (s) => agent.checkContracts(s.clients(s.tokens.demo)),
  listDownline: (s) => agent.listDownline(s.clients(s.tokens.agent)),
  getDailySalaryContract: (s) => agent.fetchContracts(s.clients(s.tokens.agent), 'daily'),
  proposeDailySalaryContract: (s) => {
    s.db.prepare("UPDATE contract SET state = 'rejected', reviewed_at = 1").run();
    return agent.proposeContract(s.clients(s.tokens.agent), 'daily', { member: 'demo01', rate: 2, threshold: 500 });
  },
  processDailySalaryContract: (s) => {
    const pending = s.db.prepare("SELECT id FROM contract WHERE kind = 'daily' AND state = 'proposed'").get();
    return agent.reviewContract(s.clients(s.tokens.demo), 'daily', Number(pending?.id), 'accept');
  },
  getHourSalaryContract: (s) => agent.fetchContracts(s.clients(s.tokens.demo), 'hourly'),
  proposeHourSalaryContract: (s) =>
    agent.proposeContract(s.clients(s.tokens.agent), 'hourly', {
      member: 'demo01',
      rate: 1,
      threshold: 100,
      period: 'hour',
    }),
  processHourSalaryContract: async (s) => {
    const proposed = await agent.proposeContract(s.clients(s.tokens.agent), 'hourly', {
      member: 'demo01',
      rate: 1,
      threshold: 100,
    });
    if (!proposed.ok) throw new Error('proposal refused');
    return agent.reviewContract(s.clients(s.tokens.demo), 'hourly', proposed.value.id, 'reject');
  },
  getDividendContract: (s) => agent.fetchContracts(s.clients(s.tokens.agent), 'dividend'),
  proposeDividendContract: (s) =>
    agent.proposeContract(s.clients(s.tokens.agent), 'dividend', {
      member: 'demo01',
      rate: 10,
      threshold: 5000,
      period: 'month',
    }),
  processDividendContract: async (s) => {
    const proposed = await agent.proposeContract(s.clients(s.tokens.agent), 'dividend', {
      member: 'demo01',
      rate: 10,
      threshold: 5000,
    });
    if (!proposed.ok) throw new Error('proposal refused');
    return agent.reviewContract(s.clients(s.tokens.demo), 'dividend', proposed.value.id, 'accept');
  },
  getGameMenus: (s) => games.listGameMenus(s.clients()),
  launchGame: (s) => {
    const game = firstNode(s, 'RNG');
    return games.launchGame(s.clients(s.tokens.demo), { vassalage: game.vendor, nodeId: game.nodeId });
  },
  listLotteries: (s) => games.listLotteries(s.clients(), 'LOTT'),
  listELotteries: (s) => games.listLotteries(s.clients(), 'ELOTT'),
  getLotteryMenu: (s) => games.fetchLotteryMenu(s.clients()),
  listNumeroDraws: (s) => games.listLotteryDraws(s.clients(), 'numero', 'EN'),
  listVietnamNumeroDraws: (s) => games.listLotteryDraws(s.clients(), 'vietnamNumero'),
  listRecentVietnamLottery: (s) => games.listLotteryDraws(s.clients(), 'recentVietnam', 'CN'),
};

/** Failures worth checking against the documents too: each must be a listed status with a listed code. */
const FAILURES: [operationId: string, send: (s: Scenario) => Promise<Answer>, status: number, code: string][] = [
  [
    'applyForPromotion',
    (s) => applyThrough(s, promotionId(s, 'Weekly missions'), { comment: 'x'.repeat(141) }),
    400,
    'comment.too.long',
  ],
  [
    'applyForPromotion',
    (s) =>
      applyThrough(s, promotionId(s, 'Weekly missions'), { images: [new Blob(['GIF89a;'], { type: 'image/gif' })] }),
    400,
    'image.type.invalid',
  ],
  [
    'applyForPromotion',
    (s) =>
      applyThrough(s, promotionId(s, 'Weekly missions'), { images: [PNG, PNG, PNG, PNG].map((b) => new Blob([b])) }),
    400,
    'image.count.exceeded',
  ],
  [
    'applyForPromotion',
    (s) => {
      const large = Buffer.alloc(5_242_881);
      PNG.copy(large);
      return applyThrough(s, promotionId(s, 'Weekly missions'), { images: [new Blob([large])] });
    },
    413,
    'image.too.large',
  ],
  [
    'applyForPromotion',
    (s) => applyThrough(s, promotionId(s, 'First deposit bonus'), {}),
    409,
    'promotion.state.invalid',
  ],
  [
    'claimPromotion',
    (s) =>
      through(
        s.clients(s.tokens.demo).wps.POST('/wps/member/promotions/claim', {
          body: { promotionId: promotionId(s, 'Weekly missions') },
        }),
      ),
    409,
    'promotion.state.invalid',
  ],
  [
    'sendFeedback',
    async (s) => {
      await member.sendFeedback(
        s.clients(s.tokens.demo),
        'Four pictures attached',
        [PNG, PNG, PNG, PNG].map((bytes) => new Blob([bytes])),
      );
      return lastAnswer(s);
    },
    400,
    'image.count.exceeded',
  ],
  [
    'login',
    (s) => s.sealed('POST', '/wps/session/login', { type: 'username', username: 'agentonly', password: 'Agent1234' }),
    403,
    'member.not.member',
  ],
  [
    'getMemberInfo',
    (s) => through(s.clients('not-a-real-token-at-all-xyz').wps.GET('/wps/member/info')),
    401,
    'token.invalid',
  ],
  ['getWallet', (s) => through(s.clients().wps.GET('/wps/member/wallet')), 401, 'auth.required'],
  [
    'addFavourite',
    (s) => through(s.clients(s.tokens.demo).wps.POST('/wps/relay/GCSGAME_favourite', { body: firstNode(s, 'LOTT') })),
    400,
    'favourite.unsupported',
  ],
  [
    'markAnnouncementRead',
    (s) =>
      through(
        s
          .clients(s.tokens.trial)
          .wps.POST('/wps/member/announcements/read', { body: { announcementId: 1, read: true } }),
      ),
    403,
    'trial.forbidden',
  ],
  [
    'sendLoginSms',
    async (s) => {
      await sendCode(s, '/wps/session/sms', '123456789');
      return sendCode(s, '/wps/session/sms', '123456789');
    },
    429,
    'sms.too.soon',
  ],
  [
    'changePassword',
    (s) =>
      through(
        s.clients(s.tokens.demo).wps.POST('/wps/member/password', {
          body: { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
        }),
      ),
    400,
    'modify.new.old.same',
  ],
  [
    'processDailySalaryContract',
    (s) =>
      through(
        s.clients(s.tokens.demo).wps.POST('/wps/relay/MCSFE_processDailySalaryContract', {
          body: { contractId: 9999, decision: 'accept' },
        }),
      ),
    404,
    'resource.not.found',
  ],
  [
    'launchGame',
    (s) =>
      through(s.clients(s.tokens.agentOnly).lgw.GET('/lgw/games/launch', { params: { query: { vassalage: 'PG' } } })),
    403,
    'permission.denied',
  ],
  ['listGames', (s) => s.request('/wps/relay/GCSGAME_gameList?pageSize=1000'), 400, 'request.invalid'],
  [
    'resetPassword',
    (s) =>
      through(
        s.clients().wps.POST('/wps/member/password/reset', {
          body: { token: 'A'.repeat(43), newPassword: 'Demo5678' },
        }),
      ),
    400,
    'reset.token.invalid',
  ],
  [
    'listGames',
    (s) => {
      s.db.prepare("UPDATE merchant SET region_restriction = 1 WHERE code = 'DEMO'").run();
      return through(s.clients().wps.GET('/wps/relay/GCSGAME_gameList', { params: { query: { gameType: 'RNG' } } }));
    },
    403,
    'region.restricted',
  ],
  [
    'loginFreePlay',
    (s) => {
      s.db.prepare("UPDATE merchant SET region_restriction = 1 WHERE code = 'DEMO'").run();
      return through(s.clients().wps.POST('/wps/session/login/freeplay', {}));
    },
    403,
    'region.restricted',
  ],
];

/** An application as the client sends it; answers what came back on the wire. */
async function applyThrough(s: Scenario, id: number, extra: { comment?: string; images?: Blob[] }): Promise<Answer> {
  await content.applyForPromotion(s.clients(s.tokens.demo), { promotionId: id, ...extra });
  return lastAnswer(s);
}

/** The last answer the gateway gave in a scenario, as sent on the wire. */
function lastAnswer(s: Scenario): Answer {
  const wire = s.seen.at(-1);
  return { status: wire?.status ?? 0, body: JSON.parse(wire?.text ?? '{}') };
}

function check(operation: Operation, answer: Answer) {
  const validate = validatorFor(operation, answer.status);
  const valid = validate(answer.body);
  expect(valid ? [] : validate.errors, JSON.stringify(answer.body).slice(0, 500)).toEqual([]);
}

describe('contract', () => {
  it('reads both documents whole', () => {
    expect(OPERATIONS.filter((operation) => operation.document === 'wps').length).toBeGreaterThan(60);
    expect(OPERATIONS.filter((operation) => operation.document === 'lgw').length).toBeGreaterThan(3);
  });

  it('routes every operation of both documents', () => {
    const { app } = testGateway();
    const routed = new Set(
      app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    const missing = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`).filter(
      (key) => !routed.has(key),
    );
    expect(missing).toEqual([]);
  });

  it('refuses an answer that breaks the document, so the checks below can fail', () => {
    const login = OPERATIONS.find((operation) => operation.operationId === 'login');
    if (!login) throw new Error('login is not in the documents');
    const validate = validatorFor(login, 200);
    const good = {
      token: 'tkn_3Fq9xZ2b7LkP0aWc8NvR1sYh',
      userName: 'demo01',
      type: 0,
      firstTimeLogin: false,
      expiresAt: 1,
    };
    expect(validate({ success: true, value: good })).toBe(true);
    expect(validate({ success: true, value: { ...good, type: 3 } })).toBe(false);
    expect(validate({ success: true, value: { ...good, extra: 1 } })).toBe(false);
    expect(validatorFor(login, 400)({ success: false, errorCode: 'not.a.code' })).toBe(false);
  });

  it('has a request for every operation', () => {
    expect(OPERATIONS.map((operation) => operation.operationId).filter((id) => !SCENARIOS[id])).toEqual([]);
  });

  for (const operation of OPERATIONS) {
    it(`${operation.operationId}: ${operation.method} ${operation.path} answers as the document says`, async () => {
      const send = SCENARIOS[operation.operationId];
      if (!send) throw new Error(`no request for ${operation.operationId}`);
      const s = scenario();
      const result = await send(s);
      // The client's own view: an ApiResult that is ok, which means its zod schema took the answer too.
      expect(result, JSON.stringify(result).slice(0, 300)).toMatchObject({ ok: true });
      const wire = s.seen.findLast((seen) => seen.method === operation.method && seen.path === operation.path);
      if (!wire) throw new Error(`${operation.operationId} sent no request to ${operation.path}`);
      expect(wire.status, wire.text.slice(0, 300)).toBe(200);
      check(operation, { status: wire.status, body: JSON.parse(wire.text) });
    });
  }

  for (const [operationId, send, status, code] of FAILURES) {
    it(`${operationId} fails with ${code} as the document lists it`, async () => {
      const operation = OPERATIONS.find((candidate) => candidate.operationId === operationId);
      if (!operation) throw new Error(`${operationId} is not in the documents`);
      const answer = await send(scenario());
      expect(answer).toMatchObject({ status, body: { success: false, errorCode: code } });
      expect(operation.statuses).toContain(String(status));
      check(operation, answer);
    });
  }
});
