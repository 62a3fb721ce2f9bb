import { describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from '../http/session.ts';
import { sharedKeyRing } from '../security/encryption.ts';
import { CAPTCHA_AFTER, LOCK_AFTER } from '../security/loginGuard.ts';
import { DEMO_HEADERS, fingerprint, login, sealRequest, testGateway } from '../testGateway.ts';

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

async function devCaptcha(app: ReturnType<typeof testGateway>['app']) {
  const issued = (await get(app, '/wps/session/captcha')).body.value as { captchaId: string };
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

  it('locks the account after repeated failures, even for the right password, and keeps the count in the database', async () => {
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

  it('refuses sending a login code to an unknown number', async () => {
    const { app } = testGateway();
    const response = await app.request('/wps/session/sms', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ countryDialingCode: '+60', mobileNum: '199999999' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: 'member.not.exist' });
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

  it('limits logins per address', async () => {
    const { app } = testGateway({ limits: { login: { max: 2, windowMs: 60_000 } } });
    expect((await login(app, wrong)).status).toBe(400);
    expect((await login(app, wrong)).status).toBe(400);
    expect(await login(app, demo)).toMatchObject({ status: 429, body: { errorCode: 'rate.limited' } });
  });
});
