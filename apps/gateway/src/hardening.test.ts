import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
import { openSession } from './http/session.ts';
import { sharedKeyRing } from './security/encryption.ts';
import { DEMO_HEADERS, fingerprint, sealRequest, testGateway } from './testGateway.ts';

/**
 * Bad input: each gets a 4xx with an error code, changes nothing, and never reaches SQL unchecked.
 */
function gateway() {
  const { app, db } = testGateway();
  const demoId = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
  const token = openSession(db, demoId, 'DEMO', Date.now()).token;
  const send = async (path: string, init: RequestInit = {}, withToken = true) => {
    const headers = new Headers({ ...DEMO_HEADERS, ...(withToken ? { Authorization: token } : {}) });
    new Headers(init.headers).forEach((value, key) => {
      headers.set(key, value);
    });
    const response = await app.request(path, { ...init, headers });
    return { status: response.status, body: (await response.json()) as { success: boolean; errorCode?: string } };
  };
  return { app, db, token, send };
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

const BAD_BODIES: [name: string, path: string, method: string, body: string, headers?: Record<string, string>][] = [
  ['malformed JSON', '/wps/member/info/nickname', 'PUT', '{"nickname": "x"'],
  ['a JSON array', '/wps/relay/GCSGAME_favourite', 'POST', '[1, 2]'],
  ['a wrong type', '/wps/member/announcements/read', 'POST', '{"announcementId": "1", "read": true}'],
  ['a wrong literal', '/wps/member/announcements/read', 'POST', '{"announcementId": 1, "read": false}'],
  ['an unknown field', '/wps/member/info/nickname', 'PUT', '{"nickname": "Lucky", "admin": true}'],
  ['a missing field', '/wps/member/password', 'POST', '{"oldPassword": "Demo1234"}'],
  ['a number too large', '/wps/member/securityQuestions', 'PUT', '{"questionId": 1e300, "answer": "x"}'],
  [
    'the wrong content type',
    '/wps/member/info/nickname',
    'PUT',
    '{"nickname": "Lucky"}',
    { 'Content-Type': 'text/plain' },
  ],
  ['JSON where a form is expected', '/wps/member/info/icon', 'POST', '{"iconId": "a2"}'],
  ['an unknown query parameter', '/wps/relay/GCSGAME_gameList?pageNo=1&debug=1', 'GET', ''],
  ['a negative page', '/wps/relay/GCSGAME_gameList?pageNo=-1', 'GET', ''],
  ['a repeated query parameter', '/wps/relay/GCSGAME_gameList?pageNo=1&pageNo=2', 'GET', ''],
];

describe('bad input', () => {
  for (const [name, path, method, body, headers] of BAD_BODIES) {
    it(`refuses ${name} with request.invalid and changes nothing`, async () => {
      const { db, send } = gateway();
      const before = fingerprint(db);
      const answer = await send(path, { method, headers: headers ?? JSON_TYPE, ...(method === 'GET' ? {} : { body }) });
      expect(answer).toEqual({
        status: 400,
        body: { success: false, errorCode: 'request.invalid', message: expect.any(String) },
      });
      expect(fingerprint(db)).toEqual(before);
    });
  }

  it(`refuses bodies over ${MAX_BODY_BYTES / 1024} kB before reading them`, async () => {
    const { db, send } = gateway();
    const before = fingerprint(db);
    const answer = await send('/wps/member/feedback', {
      method: 'PUT',
      headers: JSON_TYPE,
      body: JSON.stringify({ content: 'word '.repeat(MAX_BODY_BYTES / 4) }),
    });
    expect(answer).toEqual({ status: 413, body: { success: false, errorCode: 'request.too.large' } });
    expect(fingerprint(db)).toEqual(before);
  });

  it('refuses a missing, made-up or foreign token without touching the member', async () => {
    const { db, send, token } = gateway();
    const before = fingerprint(db);
    const change = { method: 'PUT', headers: JSON_TYPE, body: JSON.stringify({ nickname: 'Hacked' }) };
    expect((await send('/wps/member/info/nickname', change, false)).body.errorCode).toBe('auth.required');
    expect(
      (await send('/wps/member/info/nickname', { ...change, headers: { ...JSON_TYPE, Authorization: 'x'.repeat(43) } }))
        .body.errorCode,
    ).toBe('token.invalid');
    expect(
      (await send('/wps/member/info/nickname', { ...change, headers: { ...JSON_TYPE, Authorization: "' OR '1'='1" } }))
        .body.errorCode,
    ).toBe('token.invalid');
    expect(
      (
        await send('/wps/member/info/nickname', {
          ...change,
          headers: { ...JSON_TYPE, Merchant: 'NOPE', Authorization: token },
        })
      ).body.errorCode,
    ).toBe('merchant.unknown');
    expect(fingerprint(db)).toEqual(before);
  });

  it('treats SQL-looking strings as data: refused by field rules, or matched literally', async () => {
    const { db, send, app } = gateway();
    const before = fingerprint(db);
    const injection = "x'; DROP TABLE member; --";
    expect((await send(`/wps/member/username?username=${encodeURIComponent(injection)}`)).body.errorCode).toBe(
      'username.format',
    );
    expect(
      (
        await send(`/wps/relay/GCSGAME_favourite?nodeId=${encodeURIComponent('1 OR 1=1')}&vendor=PG`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send('/wps/relay/GCSGAME_favourite', {
          method: 'POST',
          headers: JSON_TYPE,
          body: JSON.stringify({ nodeId: '1 OR 1=1', vendor: "PG' --" }),
        })
      ).body.errorCode,
    ).toBe('resource.not.found');
    expect((await send(`/wps/member/affiliate?code=${encodeURIComponent("' OR ''='")}`)).body.errorCode).toBe(
      'affiliate.code.invalid',
    );
    const sealed = sealRequest(sharedKeyRing(), 'POST', '/wps/session/login', {
      type: 'username',
      username: "demo01' --",
      password: "' OR '1'='1",
    });
    const loginAnswer = await app.request('/wps/session/login', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, ...sealed.headers },
      body: sealed.body,
    });
    expect(loginAnswer.status).toBe(400);
    expect(await loginAnswer.json()).toMatchObject({ errorCode: 'login.failed' });
    // A search is free text: it matches nothing, and the table is still whole.
    const searched = await app.request(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent("%' OR 1=1 --")}`, {
      headers: DEMO_HEADERS,
    });
    const search = (await searched.json()) as { value: { totalCount: number } };
    expect(search.value.totalCount).toBe(0);
    // Only the failed login is on record: counted as any failed login is, its nonce spent.
    db.prepare('DELETE FROM login_failure').run();
    db.prepare('DELETE FROM used_nonce').run();
    expect(fingerprint(db)).toEqual(before);
  });

  it('refuses a JSON body with a repeated key, at any depth and however it is spelled, changing nothing', async () => {
    const { db, send, app } = gateway();
    const before = fingerprint(db);
    const contract = db.prepare("SELECT id FROM contract WHERE state = 'proposed'").get();
    for (const body of [
      `{"contractId": ${Number(contract?.id)}, "decision": "reject", "decision": "accept"}`,
      `{"contractId": ${Number(contract?.id)}, "decision": "reject", "d\\u0065cision": "accept"}`,
    ]) {
      const answer = await send('/wps/relay/MCSFE_processDailySalaryContract', {
        method: 'POST',
        headers: JSON_TYPE,
        body,
      });
      expect(answer).toEqual({
        status: 400,
        body: { success: false, errorCode: 'request.invalid', message: expect.stringContaining('repeated') },
      });
    }
    const nested = await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: JSON_TYPE,
      body: '{"switches": {"PTSYS3": true, "PTSYS3": false}}',
    });
    expect(nested.status).toBe(400);
    expect(fingerprint(db)).toEqual(before);
  });

  it('refuses a NUL in a query value, a form field or a JSON string, whole, rather than cutting it short', async () => {
    const { db, send } = gateway();
    const before = fingerprint(db);
    for (const [path, init] of [
      ['/wps/relay/GCSGAME_gameList?gameName=Dragon%00%25', {}],
      ['/wps/member/username?username=demo01%00x', {}],
      ['/wps/member/info/nickname', { method: 'PUT', headers: JSON_TYPE, body: '{"nickname": "Lucky\\u0000Star"}' }],
      [
        '/wps/member/info/icon',
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'iconId=a2%00' },
      ],
    ] as const) {
      expect(await send(path, init), path).toMatchObject({ status: 400, body: { errorCode: 'request.invalid' } });
    }
    // An escaped backslash before u0000 is no NUL: the nickname rule refuses it as any other symbol.
    const literal = await send('/wps/member/info/nickname', {
      method: 'PUT',
      headers: JSON_TYPE,
      body: '{"nickname": "Lucky\\\\u0000"}',
    });
    expect(literal.body.errorCode).toBe('name.format');
    expect(fingerprint(db)).toEqual(before);
  });

  it('refuses a missing or unknown Device header on /wps and /lgw with request.invalid', async () => {
    const { app } = gateway();
    const withDevice = (device?: string) => {
      const headers: Record<string, string> = { Merchant: 'DEMO' };
      if (device !== undefined) headers.Device = device;
      return headers;
    };
    for (const path of ['/wps/system/status', '/wps/relay/GCSGAME_gameList', '/lgw/games/game_menus']) {
      for (const device of [undefined, '', '2', 'MOBILE', 'others', 'WEB']) {
        const response = await app.request(path, { headers: withDevice(device) });
        expect(response.status, `${path} ${device}`).toBe(400);
        expect(await response.json()).toMatchObject({ errorCode: 'request.invalid' });
      }
      for (const device of ['1', '3', 'OTHERS']) {
        expect((await app.request(path, { headers: withDevice(device) })).status, `${path} ${device}`).toBe(200);
      }
    }
  });

  it('answers a URL over 8 kB with 414 request.uri.too.long in the envelope', async () => {
    const { send } = gateway();
    expect(await send(`/wps/relay/GCSGAME_gameList?gameName=${'a'.repeat(9_000)}`)).toEqual({
      status: 414,
      body: { success: false, errorCode: 'request.uri.too.long' },
    });
  });

  it('answers an unknown path and an unknown method with the envelope', async () => {
    const { send } = gateway();
    expect(await send('/wps/member/nothing-here')).toEqual({
      status: 404,
      body: { success: false, errorCode: 'route.not.found' },
    });
    expect((await send('/wps/member/info', { method: 'PATCH' })).status).toBe(404);
  });
});

describe('cross-site requests', () => {
  const fromSite = (site: string) => ({ 'Sec-Fetch-Site': site });
  const STATE_CHANGES: [name: string, path: string, init: RequestInit][] = [
    [
      'a favourite added (POST)',
      '/wps/relay/GCSGAME_favourite',
      {
        method: 'POST',
        headers: JSON_TYPE,
        body: '{"nodeId": "1", "vendor": "PG"}',
      },
    ],
    [
      'a nickname set (PUT)',
      '/wps/member/info/nickname',
      { method: 'PUT', headers: JSON_TYPE, body: '{"nickname": "Lucky"}' },
    ],
    ['a recent game recorded (GET)', '/wps/relay/GCSGAME_recentAdd?nodeId=1', {}],
    ['a game launched (GET)', '/lgw/games/launch?vassalage=PG', {}],
    // Last: it ends the session the others use.
    ['a logout (DELETE)', '/wps/session', { method: 'DELETE' }],
  ];

  for (const [name, path, init] of STATE_CHANGES) {
    it(`refuses ${name} that another site sent with 403 permission.denied, and changes nothing`, async () => {
      const { db, send } = gateway();
      const before = fingerprint(db);
      const headers = { ...Object.fromEntries(new Headers(init.headers)), ...fromSite('cross-site') };
      expect(await send(path, { ...init, headers })).toMatchObject({
        status: 403,
        body: { success: false, errorCode: 'permission.denied' },
      });
      expect(fingerprint(db)).toEqual(before);
    });
  }

  it('takes the state-changing calls from the same origin, the same site, no page, or a client that says nothing', async () => {
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      const { send } = gateway();
      for (const [name, path, init] of STATE_CHANGES) {
        const headers = { ...Object.fromEntries(new Headers(init.headers)), ...(site ? fromSite(site) : {}) };
        expect(await send(path, { ...init, headers }), `${name} ${site}`).toMatchObject({
          status: 200,
          body: { success: true },
        });
      }
    }
  });

  it('refuses a value of Sec-Fetch-Site it does not know, and answers reads to any site', async () => {
    const { send } = gateway();
    expect((await send('/wps/relay/GCSGAME_recentAdd?nodeId=1', { headers: fromSite('elsewhere') })).status).toBe(403);
    expect((await send('/wps/system/status', { headers: fromSite('cross-site') })).status).toBe(200);
    expect((await send('/wps/relay/GCSGAME_recentList', { headers: fromSite('cross-site') })).status).toBe(200);
  });
});

describe('security headers', () => {
  it('mark every JSON answer: no sniffing, no referrer, no document abilities, never cached', async () => {
    const { send, app, token } = gateway();
    const answers = [
      await app.request('/wps/system/status', { headers: DEMO_HEADERS }),
      await app.request('/wps/member/info', { headers: { ...DEMO_HEADERS, Authorization: token } }),
      await app.request('/wps/relay/GCSGAME_gameList', { headers: DEMO_HEADERS }),
      await app.request('/wps/nowhere', { headers: DEMO_HEADERS }),
      await app.request('/wps/system/status', { headers: { Merchant: 'NOPE' } }),
      await app.request('/__dev/outbox'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('X-Content-Type-Options'), answer.url).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
      expect(answer.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
      expect(answer.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    void send;
  });

  it('mark the answers that carry a token or account data as never to be stored', async () => {
    const { app } = gateway();
    const login = sealRequest(sharedKeyRing(), 'POST', '/wps/session/login', {
      type: 'username',
      username: 'demo01',
      password: 'Demo1234',
    });
    const loggedIn = await app.request('/wps/session/login', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, ...login.headers },
      body: login.body,
    });
    const freePlay = await app.request('/wps/session/login/freeplay', { method: 'POST', headers: DEMO_HEADERS });
    for (const answer of [loggedIn, freePlay]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});
