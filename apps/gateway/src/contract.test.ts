import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApiClients } from '@wl/api/client';
import { fetchSystemStatus } from '@wl/api/system';
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

const DOCUMENTS = {
  wps: parse(readFileSync(resolve(import.meta.dirname, '../../../openapi/wps.yaml'), 'utf8')) as OpenApiDocument,
  lgw: parse(readFileSync(resolve(import.meta.dirname, '../../../openapi/lgw.yaml'), 'utf8')) as OpenApiDocument,
};
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

interface Scenario {
  db: Database;
  request: (path: string, init?: RequestInit & { token?: string }) => Promise<Answer>;
  sealed: (method: string, path: string, payload: unknown) => Promise<Answer>;
  clients: (token?: string) => ReturnType<typeof createApiClients>;
  tokens: { demo: string; agent: string; agentOnly: string; trial: string };
}

function scenario(): Scenario {
  const { db, app } = testGateway();
  const member = (username: string) =>
    Number(db.prepare("SELECT id FROM member WHERE merchant_code = 'DEMO' AND username = ?").get(username)?.id);
  const trialId = Number(
    db
      .prepare(
        "INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES ('DEMO', 'trial_1', 'x', 4, 0)",
      )
      .run().lastInsertRowid,
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
    tokens,
    request: async (path, init = {}) => {
      const { token, ...rest } = init;
      const headers = new Headers({ ...DEMO_HEADERS, ...(token ? { Authorization: token } : {}) });
      new Headers(rest.headers).forEach((value, key) => {
        headers.set(key, value);
      });
      return answer(await app.request(path, { ...rest, headers }));
    },
    sealed: async (method, path, payload) => {
      const sealed = sealRequest(sharedKeyRing(), method, path, payload);
      return answer(
        await app.request(path, { method, headers: { ...DEMO_HEADERS, ...sealed.headers }, body: sealed.body }),
      );
    },
    clients: (token) =>
      createApiClients({
        baseUrl: 'http://gateway.test',
        merchant: 'DEMO',
        device: '3',
        language: () => 'EN',
        token: () => token,
        fetch: async (input: string | URL | Request, init?: RequestInit) => app.fetch(new Request(input, init)),
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
const form = (body: Record<string, string>) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body).toString(),
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

/** One successful request per operation, named by operationId. */
const SCENARIOS: Record<string, (s: Scenario) => Promise<Answer>> = {
  login: (s) => s.sealed('POST', '/wps/session/login', { type: 'username', username: 'demo01', password: 'Demo1234' }),
  loginFreePlay: (s) => through(s.clients().wps.POST('/wps/session/login/freeplay', { body: {} })),
  createTrialAccount: (s) => through(s.clients().wps.GET('/wps/session/trial')),
  logout: (s) => through(s.clients(s.tokens.demo).wps.DELETE('/wps/session')),
  renewSession: (s) => through(s.clients(s.tokens.demo).wps.POST('/wps/session/renew')),
  getCaptcha: (s) => through(s.clients().wps.GET('/wps/session/captcha')),
  sendLoginSms: (s) => sendCode(s, '/wps/session/sms', '123456789'),
  registerByUsername: async (s) => {
    await sendCode(s, '/wps/member/register/sms', '177000111');
    const captcha = (await s.request('/wps/session/captcha')).body as { value: { captchaId: string } };
    const answer = await s.request('/__dev/captcha');
    return s.sealed('PUT', '/wps/member/register', {
      type: 0,
      registerUrl: 'm.demo.test',
      registerMethod: 'H5',
      username: 'newplayer1',
      password: 'Newplay1',
      confirmPassword: 'Newplay1',
      countryDialingCode: '+60',
      mobileNum: '177000111',
      verificationCode: latestCode(s),
      captcha: (answer.body as { value: { answer: string } }).value.answer,
      captchaId: captcha.value.captchaId,
    });
  },
  registerByMobile: async (s) => {
    await sendCode(s, '/wps/member/register/sms', '177000222');
    const captcha = (await s.request('/wps/session/captcha')).body as { value: { captchaId: string } };
    const answer = (await s.request('/__dev/captcha')).body as { value: { answer: string } };
    return s.sealed('PUT', '/wps/member/register/mobile', {
      type: 0,
      registerUrl: 'm.demo.test',
      registerMethod: 'PWA',
      countryDialingCode: '+60',
      mobileNum: '177000222',
      verificationCode: latestCode(s),
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      captcha: answer.value.answer,
      captchaId: captcha.value.captchaId,
    });
  },
  sendRegisterSms: (s) => sendCode(s, '/wps/member/register/sms', '177000333'),
  getRegisterSettings: (s) => through(s.clients().wps.GET('/wps/member/register/settings')),
  getRegisterValidation: (s) => through(s.clients().wps.GET('/wps/member/register/validation')),
  checkUsername: (s) =>
    through(s.clients().wps.GET('/wps/member/username', { params: { query: { username: 'freshname' } } })),
  checkAffiliateCode: (s) =>
    through(
      s.clients().wps.GET('/wps/member/affiliate', { params: { query: { code: 'AGENT01', domain: 'm.demo.test' } } }),
    ),
  setPasswordByPhone: async (s) => {
    await sendCode(s, '/wps/member/password/verification/sms', '123456789');
    return s.sealed('POST', '/wps/member/password/verification', {
      countryDialingCode: '+60',
      mobileNum: '123456789',
      verificationCode: latestCode(s),
      newPassword: 'Demo5678',
    });
  },
  sendPasswordSms: (s) => sendCode(s, '/wps/member/password/verification/sms', '123456789'),
  recoverPasswordByEmail: (s) =>
    s.request('/wps/member/password/email', {
      method: 'POST',
      ...form({ username: 'demo01', email: 'demo01@example.com' }),
    }),
  changePassword: (s) =>
    through(
      s.clients(s.tokens.demo).wps.POST('/wps/member/password', {
        body: { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' },
      }),
    ),
  setPaymentPassword: (s) =>
    through(
      s.clients(s.tokens.demo).wps.POST('/wps/member/paymentPassword', {
        body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
      }),
    ),
  resetPaymentPassword: (s) =>
    through(
      s.clients(s.tokens.demo).wps.POST('/wps/member/paymentPassword/reset', {
        body: { password: 'Demo1234', paymentPassword: '654321', confirmPaymentPassword: '654321' },
      }),
    ),
  getMemberInfo: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/info')),
  getWallet: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/wallet')),
  getHeadIcon: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/info/icon')),
  setHeadIcon: (s) =>
    s.request('/wps/member/info/icon', { method: 'POST', token: s.tokens.demo, ...form({ iconId: 'a3' }) }),
  setNickname: (s) =>
    through(s.clients(s.tokens.demo).wps.PUT('/wps/member/info/nickname', { body: { nickname: 'Lucky Star' } })),
  setEmail: (s) =>
    through(s.clients(s.tokens.demo).wps.PUT('/wps/member/info/email', { body: { email: 'new@example.com' } })),
  setPayeeName: (s) =>
    through(s.clients(s.tokens.demo).wps.PUT('/wps/member/info/payeename', { body: { payeeName: 'Demo Player' } })),
  hasWithdrawalPassword: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/hasWithdrawalPassword')),
  getSecurityConfig: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/securityConfig')),
  getSecurityQuestions: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/securityQuestions')),
  setSecurityAnswer: (s) =>
    through(
      s.clients(s.tokens.demo).wps.PUT('/wps/member/securityQuestions', { body: { questionId: 1, answer: 'Pizza' } }),
    ),
  listBankCards: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/bankCard')),
  addBankCard: async (s) => {
    const demo = s.clients(s.tokens.demo);
    await demo.wps.POST('/wps/member/paymentPassword', {
      body: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    return through(
      demo.wps.POST('/wps/member/bankCard', {
        body: { bankName: 'CIMB', accountName: 'Demo Player', accountNumber: '8001234567', paymentPassword: '123456' },
      }),
    );
  },
  getRankProgress: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/rank/progress')),
  sendFeedback: (s) =>
    through(
      s.clients(s.tokens.demo).wps.PUT('/wps/member/feedback', { body: { content: 'The new slots are great fun' } }),
    ),
  getInboxUnread: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/member/inbox/unread')),
  markAnnouncementRead: (s) => {
    const notice = s.db.prepare("SELECT id FROM announcement WHERE type = 'PL' ORDER BY id DESC LIMIT 1").get();
    return through(
      s.clients(s.tokens.demo).wps.POST('/wps/member/announcements/read', {
        body: { announcementId: Number(notice?.id), read: true },
      }),
    );
  },
  getSystemStatus: async (s) => {
    const result = await fetchSystemStatus(s.clients());
    return { status: result.ok ? 200 : 0, body: result.ok ? { success: true, value: result.value } : result };
  },
  getPublicKey: (s) => through(s.clients().wps.GET('/wps/system/public-key')),
  getWhitelabel: (s) => through(s.clients().wps.GET('/wps/system/whitelabel')),
  getCustomerService: (s) => through(s.clients().wps.GET('/wps/system/customer-service')),
  getDownloadLinks: (s) => through(s.clients().wps.GET('/wps/system/download-links')),
  getAnnouncements: (s) =>
    through(
      s.clients(s.tokens.demo).wps.GET('/wps/system/announcements', {
        params: { query: { types: 'B,PL,PU,PR,H', groupName: 'm_home', platform: 'M' } },
      }),
    ),
  listNotices: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/system/notices')),
  listPopularAnnouncements: (s) => through(s.clients().wps.GET('/wps/system/announcements/popular')),
  listPromotionCategories: (s) => through(s.clients().wps.GET('/wps/system/promotions/categories')),
  getHelpCentre: (s) =>
    through(s.clients().wps.GET('/wps/system/help', { params: { query: { device: 'MOBILE', language: 'EN' } } })),
  listGames: (s) =>
    through(
      s.clients().wps.GET('/wps/relay/GCSGAME_gameList', {
        params: { query: { gameType: 'RNG', pageNo: 2, pageSize: 18, platform: 'html5', clientType: 2 } },
      }),
    ),
  listVendorGameTypes: (s) => through(s.clients().wps.GET('/wps/relay/GCSGAME_gameTypes')),
  listVendors: (s) =>
    through(s.clients().wps.GET('/wps/relay/GCSGAME_vendors', { params: { query: { typeId: 1, gameType: 'LIVE' } } })),
  listVendorCategories: (s) => through(s.clients().wps.GET('/wps/relay/GCSGAME_vendorCategories')),
  listHotGames: (s) =>
    through(s.clients().wps.GET('/wps/relay/GCSGAME_hotGames', { params: { query: { isPlatform: 2, pageNo: 1 } } })),
  listWinners: (s) =>
    through(
      s.clients().wps.GET('/wps/relay/GCSGAME_winners', { params: { query: { gameCategory: 'ALL', limitNum: 20 } } }),
    ),
  listFavourites: async (s) => {
    const demo = s.clients(s.tokens.demo);
    await demo.wps.POST('/wps/relay/GCSGAME_favourite', { body: firstNode(s, 'RNG') });
    return through(
      demo.wps.GET('/wps/relay/GCSGAME_favouriteList', { params: { query: { pageNo: 1, pageSize: 100 } } }),
    );
  },
  listFavouriteIds: async (s) => {
    const demo = s.clients(s.tokens.demo);
    await demo.wps.POST('/wps/relay/GCSGAME_favourite', { body: firstNode(s, 'FISH') });
    return through(demo.wps.GET('/wps/relay/GCSGAME_favouriteIds'));
  },
  addFavourite: (s) =>
    through(s.clients(s.tokens.demo).wps.POST('/wps/relay/GCSGAME_favourite', { body: firstNode(s, 'LIVE') })),
  removeFavourite: (s) =>
    through(
      s.clients(s.tokens.demo).wps.DELETE('/wps/relay/GCSGAME_favourite', { params: { query: firstNode(s, 'RNG') } }),
    ),
  addRecentGame: (s) =>
    through(
      s.clients(s.tokens.demo).wps.GET('/wps/relay/GCSGAME_recentAdd', { params: { query: firstNode(s, 'RNG') } }),
    ),
  listRecentGames: async (s) => {
    const demo = s.clients(s.tokens.demo);
    await demo.wps.GET('/wps/relay/GCSGAME_recentAdd', { params: { query: firstNode(s, 'PVP') } });
    return through(demo.wps.GET('/wps/relay/GCSGAME_recentList', { params: { query: { page: 1 } } }));
  },
  launchChat: (s) =>
    through(
      s.clients(s.tokens.demo).wps.GET('/wps/relay/CBS_chatLaunch', {
        params: { query: { b2c: 1, language: 'EN', template: 'v2' } },
      }),
    ),
  getChatUnread: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/relay/CBS_unread')),
  listLiveModels: (s) => through(s.clients().wps.GET('/wps/relay/CBS_liveModels')),
  checkContracts: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/relay/MCSFE_checkContracts')),
  listDownline: (s) => through(s.clients(s.tokens.agent).wps.GET('/wps/relay/MCSFE_downline')),
  getDailySalaryContract: (s) => through(s.clients(s.tokens.agent).wps.GET('/wps/relay/MCSFE_getDailySalaryContract')),
  proposeDailySalaryContract: async (s) => {
    s.db.prepare("UPDATE contract SET state = 'rejected', reviewed_at = 1").run();
    return through(
      s.clients(s.tokens.agent).wps.POST('/wps/relay/MCSFE_proposeDailySalaryContract', {
        body: { member: 'demo01', rate: 2, threshold: 500 },
      }),
    );
  },
  processDailySalaryContract: (s) => {
    const pending = s.db.prepare("SELECT id FROM contract WHERE kind = 'daily' AND state = 'proposed'").get();
    return through(
      s.clients(s.tokens.demo).wps.POST('/wps/relay/MCSFE_processDailySalaryContract', {
        body: { contractId: Number(pending?.id), decision: 'accept' },
      }),
    );
  },
  getHourSalaryContract: (s) => through(s.clients(s.tokens.demo).wps.GET('/wps/relay/MCSFE_getHourSalaryContract')),
  proposeHourSalaryContract: (s) =>
    through(
      s.clients(s.tokens.agent).wps.POST('/wps/relay/MCSFE_proposeHourSalaryContract', {
        body: { member: 'demo01', rate: 1, threshold: 100, period: 'hour' },
      }),
    ),
  processHourSalaryContract: async (s) => {
    const proposed = await s.clients(s.tokens.agent).wps.POST('/wps/relay/MCSFE_proposeHourSalaryContract', {
      body: { member: 'demo01', rate: 1, threshold: 100 },
    });
    const id = (proposed.data as { value: { id: number } }).value.id;
    return through(
      s.clients(s.tokens.demo).wps.POST('/wps/relay/MCSFE_processHourSalaryContract', {
        body: { contractId: id, decision: 'reject' },
      }),
    );
  },
  getDividendContract: (s) => through(s.clients(s.tokens.agent).wps.GET('/wps/relay/MCSFE_getDividendContract')),
  proposeDividendContract: (s) =>
    through(
      s.clients(s.tokens.agent).wps.POST('/wps/relay/MCSFE_proposeDividendContract', {
        body: { member: 'demo01', rate: 10, threshold: 5000, period: 'month' },
      }),
    ),
  processDividendContract: async (s) => {
    const proposed = await s.clients(s.tokens.agent).wps.POST('/wps/relay/MCSFE_proposeDividendContract', {
      body: { member: 'demo01', rate: 10, threshold: 5000 },
    });
    const id = (proposed.data as { value: { id: number } }).value.id;
    return through(
      s.clients(s.tokens.demo).wps.POST('/wps/relay/MCSFE_processDividendContract', {
        body: { contractId: id, decision: 'accept' },
      }),
    );
  },
  getGameMenus: (s) => through(s.clients().lgw.GET('/lgw/games/game_menus')),
  launchGame: (s) =>
    through(
      s.clients(s.tokens.demo).lgw.GET('/lgw/games/launch', {
        params: { query: { vassalage: firstNode(s, 'RNG').vendor, nodeId: firstNode(s, 'RNG').nodeId } },
      }),
    ),
  listLotteries: (s) => through(s.clients().lgw.GET('/lgw/lottery/lott_list')),
  listELotteries: (s) => through(s.clients().lgw.GET('/lgw/lottery/elott_list')),
  getLotteryMenu: (s) => through(s.clients().lgw.GET('/lgw/lottery/menu')),
};

/** Failures worth checking against the documents too: each must be a listed status with a listed code. */
const FAILURES: [operationId: string, send: (s: Scenario) => Promise<Answer>, status: number, code: string][] = [
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
];

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
      const answer = await send(scenario());
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      check(operation, answer);
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
