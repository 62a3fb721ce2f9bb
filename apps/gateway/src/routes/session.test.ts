import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../http/session.ts';
import { sharedKeyRing } from '../security/encryption.ts';
import { CAPTCHA_AFTER, LOCK_AFTER } from '../security/loginGuard.ts';
import { DEMO_HEADERS, fingerprint, fromAddress, login, sealRequest, testGateway } from '../testGateway.ts';

const demo = { type: 'username', username: 'demo01', password: 'Demo1234' };
const wrong = { ...demo, password: 'Wrong999' };

async function get(app: ReturnType<typeof testGateway>['app'], path: string, token?: string) {
  const response = await app.request(path, {
    headers: { ...DEMO_HEADERS, ...(token ? { Authorization: token } : {}) },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; errorCode?: string; value?: unknown },
  };
}

async function devCaptcha(app: ReturnType<typeof testGateway>['app'], address?: string) {
  const response = await app.request(
    '/wps/session/captcha',
    { headers: DEMO_HEADERS },
    address ? fromAddress(address) : undefined,
  );
  const issued = ((await response.json()) as { value: { captchaId: string } }).value;
  const latest = (await (await app.request('/__dev/captcha')).json()) as { value: { answer: string } };
  return { captchaId: issued.captchaId, captcha: latest.value.answer };
}

describe('login', () => {
  it('logs demo01 in through the encrypted call and stores the session', async () => {
    const { app, db } = testGateway();
    const { status, body } = await login(app, demo);
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ userName: 'demo01', type: 0 });
    const token = body.value?.token ?? '';
    expect(db.prepare('SELECT count(*) AS n FROM session WHERE token = ?').get(token)?.n).toBe(1);
    const info = await get(app, '/wps/member/info', token);
    expect(info.body.value).toMatchObject({ account: 'demo01', email: 'demo01@example.com', mobileNum: '123456789' });
    const wallet = await get(app, '/wps/member/wallet', token);
    expect(wallet.body.value).toMatchObject({ sumBalance: 1234.56, currency: 'MYR' });
  });

  it('asks for a captcha on the third failure, accepts the right answer, and refuses a wrong one', async () => {
    const { app } = testGateway();
    for (let attempt = 1; attempt < CAPTCHA_AFTER.account; attempt++) {
      expect((await login(app, wrong)).body.errorCode).toBe('login.failed');
    }
    expect((await login(app, wrong)).body.errorCode).toBe('login.captcha.required');
    // The right password alone is not enough any more.
    expect((await login(app, demo)).body.errorCode).toBe('login.captcha.required');
    const first = await devCaptcha(app);
    expect(
      (
        await login(app, {
          ...demo,
          captchaId: first.captchaId,
          captcha: first.captcha === '0000' ? '1111' : '0000',
        })
      ).body.errorCode,
    ).toBe('captcha.invalid');
    // A captcha is spent by one try, right or wrong.
    expect((await login(app, { ...demo, ...first })).body.errorCode).toBe('captcha.invalid');
    const second = await devCaptcha(app);
    const ok = await login(app, { ...demo, ...second });
    expect(ok.status).toBe(200);
  });

  it('locks the account after repeated failures, even for the right password, and keeps the count in the database', {
    timeout: 30_000,
  }, async () => {
    const { app, db } = testGateway();
    let last = '';
    for (let attempt = 0; attempt < LOCK_AFTER.account; attempt++) {
      const captcha = attempt >= CAPTCHA_AFTER.account ? await devCaptcha(app) : {};
      last = (await login(app, { ...wrong, ...captcha })).body.errorCode ?? '';
    }
    expect(last).toBe('login.locked');
    const locked = await login(app, { ...demo, ...(await devCaptcha(app)) });
    expect(locked).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
    const row = db.prepare("SELECT count, locked_until FROM login_failure WHERE scope = 'account'").get();
    expect(Number(row?.count)).toBe(LOCK_AFTER.account);
    expect(Number(row?.locked_until)).toBeGreaterThan(Date.now());
  });

  it('counts failures per address across accounts', async () => {
    const { app } = testGateway();
    const codes: string[] = [];
    for (let index = 0; index < CAPTCHA_AFTER.address; index++) {
      codes.push(
        (await login(app, { type: 'username', username: `nobody${index}`, password: 'Wrong999' })).body.errorCode ?? '',
      );
    }
    expect(codes.slice(0, -1).every((code) => code === 'login.failed')).toBe(true);
    expect(codes.at(-1)).toBe('login.captcha.required');
  });

  it('keeps each side to its own account types', async () => {
    const { app } = testGateway();
    const agentOnly = { type: 'username', username: 'agentonly', password: 'Agent1234' };
    const agent = { type: 'username', username: 'agent01', password: 'Agent1234' };
    expect(await login(app, agentOnly)).toMatchObject({ status: 403, body: { errorCode: 'member.not.member' } });
    expect(await login(app, { ...demo, side: 'agent' })).toMatchObject({
      status: 403,
      body: { errorCode: 'agent.not.agent' },
    });
    expect((await login(app, { ...agentOnly, side: 'agent' })).body.value).toMatchObject({ type: 40 });
    expect((await login(app, agent)).body.value).toMatchObject({ type: 1 });
    expect((await login(app, { ...agent, side: 'agent' })).body.value).toMatchObject({ type: 1 });
  });

  it('answers a blank username as missing credentials', async () => {
    const { app } = testGateway();
    expect((await login(app, { type: 'username', username: '   ', password: 'x' })).body.errorCode).toBe(
      'login.credentials.missing',
    );
  });

  it('refuses a replayed or stale request and stores nothing for it', async () => {
    const { app, db } = testGateway();
    const sealed = sealRequest(sharedKeyRing(), 'POST', '/wps/session/login', demo);
    const send = (body = sealed) =>
      app.request('/wps/session/login', {
        method: 'POST',
        headers: { ...DEMO_HEADERS, ...body.headers },
        body: body.body,
      });
    expect((await send()).status).toBe(200);
    const before = fingerprint(db);
    const replay = await send();
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ errorCode: 'crypto.replay' });
    const stale = await send(
      sealRequest(sharedKeyRing(), 'POST', '/wps/session/login', demo, { timestamp: Date.now() - 600_000 }),
    );
    expect(await stale.json()).toMatchObject({ errorCode: 'crypto.stale' });
    expect(fingerprint(db)).toEqual(before);
  });

  it('logs in by SMS code read from the outbox, and refuses a resend before the code expires', async () => {
    let now = Date.now();
    const { app } = testGateway({ now: () => now });
    const send = () =>
      app.request('/wps/session/sms', {
        method: 'POST',
        headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ countryDialingCode: '+60', mobileNum: '123456789' }),
      });
    const sent = (await (await send()).json()) as { value: { expirationTime: number } };
    expect(sent.value.expirationTime).toBeGreaterThan(now);
    expect((await send()).status).toBe(429);
    const outbox = (await (await app.request('/__dev/outbox')).json()) as {
      value: { recipient: string; code: string }[];
    };
    expect(outbox.value[0]?.recipient).toBe('+60 123456789');
    const code = outbox.value[0]?.code ?? '';
    const sms = { type: 'sms', countryDialingCode: '+60', mobileNum: '123456789' };
    expect(
      (await login(app, { ...sms, verificationCode: code === '000000' ? '111111' : '000000' })).body.errorCode,
    ).toBe('verification.code.invalid');
    expect((await login(app, { ...sms, verificationCode: code })).body.value).toMatchObject({ userName: 'demo01' });
    now = sent.value.expirationTime + 1;
    expect((await send()).status).toBe(200);
  });
});

describe('sessions', () => {
  it('expire after their time, renew on request, and end on logout', async () => {
    let now = Date.now();
    const { app } = testGateway({ now: () => now });
    const token = (await login(app, demo)).body.value?.token ?? '';
    now += SESSION_TTL_MS - 60_000;
    const renewed = await app.request('/wps/session/renew', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, Authorization: token },
    });
    expect(((await renewed.json()) as { value: { expiresAt: number } }).value.expiresAt).toBe(now + SESSION_TTL_MS);
    now += SESSION_TTL_MS - 60_000;
    expect((await get(app, '/wps/member/info', token)).status).toBe(200);
    now += SESSION_TTL_MS + 1;
    expect((await get(app, '/wps/member/info', token)).body.errorCode).toBe('session.expired');

    now = Date.now();
    const second = (await login(app, demo)).body.value?.token ?? '';
    const out = await app.request('/wps/session', {
      method: 'DELETE',
      headers: { ...DEMO_HEADERS, Authorization: second },
    });
    expect(out.status).toBe(200);
    expect((await get(app, '/wps/member/info', second)).body.errorCode).toBe('token.invalid');
  });

  it('does not accept a token of another merchant', async () => {
    const { app, db } = testGateway();
    const { seed } = await import('../db/seed.ts');
    seed(db, { merchant: 'OTHER' });
    const token = (await login(app, demo, { ...DEMO_HEADERS, Merchant: 'OTHER' })).body.value?.token ?? '';
    expect(token).not.toBe('');
    expect((await get(app, '/wps/member/info', token)).body.errorCode).toBe('token.invalid');
  });

  it('starts free play as a trial session that cannot mark notices read', async () => {
    const { app } = testGateway();
    const response = await app.request('/wps/session/login/freeplay', { method: 'POST', headers: DEMO_HEADERS });
    const trial = ((await response.json()) as { value: { token: string; customerType: number; merchantCode: string } })
      .value;
    expect(trial).toMatchObject({ customerType: 4, merchantCode: 'DEMO_TRIAL' });
    const headers = {
      ...DEMO_HEADERS,
      Merchant: trial.merchantCode,
      Authorization: trial.token,
      'Content-Type': 'application/json',
    };
    const notices = (await (await app.request('/wps/system/notices', { headers })).json()) as {
      value: { id: number; read: boolean }[];
    };
    expect(notices.value.every((notice) => notice.read)).toBe(true);
    const mark = await app.request('/wps/member/announcements/read', {
      method: 'POST',
      headers,
      body: JSON.stringify({ announcementId: notices.value[0]?.id, read: true }),
    });
    expect(mark.status).toBe(403);
    expect(await mark.json()).toMatchObject({ errorCode: 'trial.forbidden' });
  });

  it('ends the session whose token came with a login: a trial, an earlier login, and a token made up beforehand', async () => {
    const { app, db } = testGateway();
    const withToken = (token: string) => ({ ...DEMO_HEADERS, Authorization: token });
    const stored = (token: string) => db.prepare('SELECT count(*) AS n FROM session WHERE token = ?').get(token)?.n;

    const opened = await app.request('/wps/session/login/freeplay', { method: 'POST', headers: DEMO_HEADERS });
    const trial = ((await opened.json()) as { value: { token: string } }).value.token;
    const first = await login(app, demo, withToken(trial));
    expect(first.status).toBe(200);
    const member = first.body.value?.token ?? '';
    expect(member).not.toBe(trial);
    expect(stored(trial)).toBe(0);
    expect(await get(app, '/wps/member/info', trial)).toMatchObject({
      status: 401,
      body: { errorCode: 'token.invalid' },
    });

    // A failed login leaves the session as it was.
    expect((await login(app, wrong, withToken(member))).status).toBe(400);
    expect((await get(app, '/wps/member/info', member)).status).toBe(200);

    const second = await login(app, demo, withToken(member));
    const again = second.body.value?.token ?? '';
    expect(again).not.toBe(member);
    expect(await get(app, '/wps/member/info', member)).toMatchObject({
      status: 401,
      body: { errorCode: 'token.invalid' },
    });
    expect((await get(app, '/wps/member/info', again)).status).toBe(200);

    // A token planted before the login is never the one the login answers, nor does it become valid.
    const planted = 'planted-token-0123456789abcdefghijklmnopqr';
    const third = await login(app, demo, withToken(`Bearer ${planted}`));
    expect(third.status).toBe(200);
    expect(third.body.value?.token).not.toBe(planted);
    expect(await get(app, '/wps/member/info', planted)).toMatchObject({
      status: 401,
      body: { errorCode: 'token.invalid' },
    });
    expect((await get(app, '/wps/member/info', again)).status).toBe(200);
  });

  it('limits logins per address', async () => {
    const { app } = testGateway({ limits: { login: { max: 2, windowMs: 60_000 } } });
    expect((await login(app, wrong)).status).toBe(400);
    expect((await login(app, wrong)).status).toBe(400);
    expect(await login(app, demo)).toMatchObject({ status: 429, body: { errorCode: 'rate.limited' } });
  });
});

describe('login failures', () => {
  it('counts wrong captchas against the address only, so nobody can lock an account out from elsewhere', {
    timeout: 20_000,
  }, async () => {
    const { app } = testGateway();
    const attacker = '10.0.4.1';
    for (let attempt = 0; attempt < 3; attempt++) await login(app, wrong, DEMO_HEADERS, attacker);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const { captchaId, captcha } = await devCaptcha(app, attacker);
      const wrongAnswer = captcha === '0000' ? '1111' : '0000';
      codes.push(
        (await login(app, { ...wrong, captchaId, captcha: wrongAnswer }, DEMO_HEADERS, attacker)).body.errorCode ?? '',
      );
    }
    expect(new Set(codes)).toEqual(new Set(['captcha.invalid']));
    // The owner, elsewhere: the account asks a captcha (three wrong passwords), and lets the right answer in.
    const owner = '10.0.4.2';
    expect((await login(app, demo, DEMO_HEADERS, owner)).body.errorCode).toBe('login.captcha.required');
    const answered = await login(app, { ...demo, ...(await devCaptcha(app, owner)) }, DEMO_HEADERS, owner);
    expect(answered).toMatchObject({ status: 200, body: { value: { userName: 'demo01' } } });
    // The ten failures the attacker's address earned count against it: a captcha for any account from there.
    const agent = { type: 'username', username: 'agent01', password: 'Agent1234' };
    expect((await login(app, agent, DEMO_HEADERS, attacker)).body.errorCode).toBe('login.captcha.required');
  });

  it('answers the failure that locks an account with Retry-After, the seconds until the lock ends', {
    timeout: 20_000,
  }, async () => {
    const now = Date.now();
    const { app } = testGateway({ now: () => now });
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let attempt = 0; attempt < LOCK_AFTER.account; attempt++) {
      const captcha = attempt >= CAPTCHA_AFTER.account ? await devCaptcha(app) : {};
      last = await login(app, { ...wrong, ...captcha });
    }
    expect(last).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
    expect(last?.headers.get('Retry-After')).toBe('900');
    const again = await login(app, { ...demo, ...(await devCaptcha(app)) });
    expect(again.headers.get('Retry-After')).toBe('900');
  });
});

describe('free play', () => {
  async function freePlay(
    app: ReturnType<typeof testGateway>['app'],
    body?: unknown,
    options: { token?: string; address?: string } = {},
  ) {
    const response = await app.request(
      '/wps/session/login/freeplay',
      {
        method: 'POST',
        headers: {
          ...DEMO_HEADERS,
          ...(options.token ? { Authorization: options.token } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      options.address ? fromAddress(options.address) : undefined,
    );
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { errorCode?: string; value?: { token: string; userName: string } },
    };
  }

  it("does not hand a visitor's trial to someone who only names it: its own token resumes it", async () => {
    const { app } = testGateway();
    const first = (await freePlay(app, undefined, { address: '10.0.5.1' })).body.value;
    const other = (await freePlay(app, undefined, { address: '10.0.5.2' })).body.value;
    if (!first || !other) throw new Error('free play refused');
    const named = { trialName: first.userName };
    expect(await freePlay(app, named, { address: '10.0.5.2' })).toMatchObject({
      status: 404,
      body: { errorCode: 'resource.not.found' },
    });
    expect((await freePlay(app, named, { token: other.token, address: '10.0.5.2' })).status).toBe(404);
    const resumed = await freePlay(app, named, { token: first.token, address: '10.0.5.1' });
    expect(resumed.body.value).toMatchObject({ userName: first.userName, token: first.token });
    // Nor does a player's name open anything.
    expect((await freePlay(app, { trialName: 'demo01' })).status).toBe(404);
  });

  it('opens at most 5 trials an hour per address: the 6th answers 429 with Retry-After', async () => {
    let now = Date.now();
    const { app } = testGateway({ now: () => now });
    for (let index = 0; index < 5; index++)
      expect((await freePlay(app, undefined, { address: '10.0.6.1' })).status).toBe(200);
    const sixth = await freePlay(app, undefined, { address: '10.0.6.1' });
    expect(sixth).toMatchObject({ status: 429, body: { errorCode: 'rate.limited' } });
    expect(sixth.headers.get('Retry-After')).toBe('3600');
    expect((await freePlay(app, undefined, { address: '10.0.6.2' })).status).toBe(200);
    now += 3_600_000;
    expect((await freePlay(app, undefined, { address: '10.0.6.1' })).status).toBe(200);
  });

  it('ends a trial and its sessions 24 hours after it was made, and removes its account', async () => {
    let now = Date.now();
    const { app, db } = testGateway({ now: () => now });
    const trial = (await freePlay(app)).body.value;
    if (!trial) throw new Error('free play refused');
    const trialHeaders = { ...DEMO_HEADERS, Merchant: 'DEMO_TRIAL', Authorization: trial.token };
    const wallet = () => app.request('/wps/member/wallet', { headers: trialHeaders });
    // Played every hour, the session renews itself; the day still ends it.
    for (let hour = 1; hour < 24; hour++) {
      now += 3_600_000;
      expect((await wallet()).status, `hour ${hour}`).toBe(200);
    }
    now += 3_600_000 - 1_000;
    expect((await wallet()).status).toBe(200);
    now += 1_000;
    expect(await (await wallet()).json()).toMatchObject({ errorCode: 'session.expired' });
    expect(db.prepare('SELECT count(*) AS n FROM member WHERE username = ?').get(trial.userName)?.n).toBe(0);
  });

  it('removes day-old trials that were never used again when the next trial opens', async () => {
    let now = Date.now();
    const { app, db } = testGateway({ now: () => now });
    const old = (await freePlay(app)).body.value;
    now += 86_400_000;
    await freePlay(app);
    expect(db.prepare('SELECT count(*) AS n FROM member WHERE username = ?').get(old?.userName ?? '')?.n).toBe(0);
    expect(
      db.prepare('SELECT count(*) AS n FROM session s JOIN member m ON m.id = s.member_id WHERE m.type = 4').get()?.n,
    ).toBe(1);
  });

  it('answers a trial name without storing anything; free play then opens the trial under that name', async () => {
    const { app, db } = testGateway();
    const before = fingerprint(db);
    const named = (await get(app, '/wps/session/trial')).body.value as { trialName: string };
    expect(fingerprint(db)).toEqual(before);
    const opened = await freePlay(app, { trialName: named.trialName });
    expect(opened.body.value?.userName).toBe(named.trialName);
  });

  it('answers free play and trial names with 403 region.restricted where the merchant restricts the region', async () => {
    const { app, db } = testGateway();
    db.prepare("UPDATE merchant SET region_restriction = 1 WHERE code = 'DEMO'").run();
    expect(await freePlay(app)).toMatchObject({ status: 403, body: { errorCode: 'region.restricted' } });
    expect(await get(app, '/wps/session/trial')).toMatchObject({
      status: 403,
      body: { errorCode: 'region.restricted' },
    });
  });
});
