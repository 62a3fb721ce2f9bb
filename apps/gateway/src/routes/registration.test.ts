import { describe, expect, it } from 'vitest';
import { sharedKeyRing } from '../security/encryption.ts';
import { DEMO_HEADERS, fingerprint, login, sealRequest, testGateway } from '../testGateway.ts';

type Gateway = ReturnType<typeof testGateway>;

async function post(app: Gateway['app'], path: string, body: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errorCode?: string; value?: unknown } };
}

async function register(app: Gateway['app'], path: string, payload: Record<string, unknown>) {
  const sealed = sealRequest(sharedKeyRing(), 'PUT', path, payload);
  const response = await app.request(path, {
    method: 'PUT',
    headers: { ...DEMO_HEADERS, ...sealed.headers },
    body: sealed.body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { errorCode?: string; value?: { userName: string } },
  };
}

/** The code the phone would receive, and a fresh captcha with its answer. */
async function extras(app: Gateway['app'], mobileNum: string) {
  await post(app, '/wps/member/register/sms', { countryDialingCode: '+60', mobileNum });
  const outbox = (await (await app.request('/__dev/outbox')).json()) as {
    value: { recipient: string; code: string }[];
  };
  const code = outbox.value.find((message) => message.recipient === `+60 ${mobileNum}`)?.code ?? '';
  const captcha = (await (await app.request('/wps/session/captcha', { headers: DEMO_HEADERS })).json()) as {
    value: { captchaId: string };
  };
  const answer = (await (await app.request('/__dev/captcha')).json()) as { value: { answer: string } };
  return { verificationCode: code, captchaId: captcha.value.captchaId, captcha: answer.value.answer };
}

const base = {
  type: 0,
  registerUrl: 'm.demo.test',
  registerMethod: 'H5',
  countryDialingCode: '+60',
};

describe('registration', () => {
  it('registers a player with the SMS code from the outbox, who can then log in', async () => {
    const { app, db } = testGateway();
    const payload = {
      ...base,
      username: 'player77',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: '187654321',
      nickname: 'Lucky Seven',
      email: 'player77@example.com',
      birthday: '1990-05-17',
      affiliateCode: 'AGENT01',
      ...(await extras(app, '187654321')),
    };
    const answer = await register(app, '/wps/member/register', payload);
    expect(answer).toEqual({ status: 200, body: { success: true, value: { userName: 'player77' } } });
    const row = db
      .prepare(
        'SELECT m.type, m.dialing_code, m.mobile_num, m.email, a.username AS upline FROM member m JOIN member a ON a.id = m.upline_id WHERE m.username = ?',
      )
      .get('player77');
    expect(row).toEqual({
      type: 0,
      dialing_code: '60',
      mobile_num: '187654321',
      email: 'player77@example.com',
      upline: 'agent01',
    });
    expect((await login(app, { type: 'username', username: 'player77', password: 'Secret123' })).status).toBe(200);
    // With a fresh captcha the same form meets the taken name.
    const captcha = (await (await app.request('/wps/session/captcha', { headers: DEMO_HEADERS })).json()) as {
      value: { captchaId: string };
    };
    const answer2 = (await (await app.request('/__dev/captcha')).json()) as { value: { answer: string } };
    const again = await register(app, '/wps/member/register', {
      ...payload,
      captchaId: captcha.value.captchaId,
      captcha: answer2.value.answer,
    });
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'username.exists' } });
  });

  it('registers by mobile number alone when the merchant asks no password', async () => {
    const { app } = testGateway();
    await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ switches: { MOBILENUMPASSREG3: false } }),
    });
    const answer = await register(app, '/wps/member/register/mobile', {
      ...base,
      mobileNum: '166600011',
      ...(await extras(app, '166600011')),
    });
    expect(answer.body.value?.userName).toBe('m60166600011');
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a username breaking its rule', { username: '1abc' }, 'username.format'],
    ['a username starting with an underscore', { username: '_abc' }, 'username.format'],
    ['a password of 7 characters', { password: 'Secret1', confirmPassword: 'Secret1' }, 'password.format'],
    ['a password of 65 characters', { password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }, 'password.format'],
    ['a common password', { password: 'Password1', confirmPassword: 'Password1' }, 'password.format'],
    ['a confirmation that differs', { confirmPassword: 'Secret124' }, 'password.confirm.mismatch'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email.format'],
    ['a nickname of symbols', { nickname: '<script>' }, 'name.format'],
    ['an unknown affiliate code', { affiliateCode: 'NOBODY1' }, 'affiliate.code.invalid'],
    ['an unknown referrer', { recommenderId: 'nobody99' }, 'referrer.invalid'],
    ['a player under the age threshold', { birthday: `${new Date().getUTCFullYear() - 10}-01-01` }, 'age.restricted'],
    ['an impossible birthday', { birthday: '1990-02-31' }, 'field.invalid'],
    ['a wrong SMS code', { verificationCode: '0' }, 'verification.code.invalid'],
    ['a wrong captcha', { captcha: '1' }, 'captcha.invalid'],
    ['no captcha', { captcha: undefined }, 'captcha.required'],
  ];
  for (const [name, change, code] of refusals) {
    it(`refuses ${name} with ${code} and stores nothing`, async () => {
      const { app, db } = testGateway();
      const ready = await extras(app, '155500011');
      const before = fingerprint(db);
      const answer = await register(app, '/wps/member/register', {
        ...base,
        username: 'player88',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: '155500011',
        ...ready,
        ...change,
      });
      expect(answer).toMatchObject({ status: 400, body: { errorCode: code } });
      const after = fingerprint(db);
      // A captcha is spent by its one try, and the nonce of the request is spent; nothing else moves.
      expect({ ...after, captcha: '', used_nonce: '', sms_code: '' }).toEqual({
        ...before,
        captcha: '',
        used_nonce: '',
        sms_code: '',
      });
    });
  }

  it('tells whether a number is registered only to whoever holds its code: a wrong code is refused first', async () => {
    const { app } = testGateway();
    const attempt = await register(app, '/wps/member/register/mobile', {
      ...base,
      mobileNum: '123456789',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ...(await extras(app, '123456789')),
      verificationCode: '000000',
    });
    expect(attempt).toMatchObject({ status: 400, body: { errorCode: 'verification.code.invalid' } });
  });

  it('answers username availability and affiliate codes', async () => {
    const { app } = testGateway();
    const check = async (path: string) =>
      (await (await app.request(path, { headers: DEMO_HEADERS })).json()) as { value?: unknown; errorCode?: string };
    expect((await check('/wps/member/username?username=demo01')).value).toEqual({
      username: 'demo01',
      available: false,
    });
    expect((await check('/wps/member/username?username=brandnew')).value).toEqual({
      username: 'brandnew',
      available: true,
    });
    expect((await check('/wps/member/affiliate?code=agent01')).value).toEqual({
      affiliateCode: 'AGENT01',
      agentName: 'Agent One',
    });
    expect((await check('/wps/member/affiliate?code=DEMO01')).errorCode).toBe('affiliate.code.invalid');
  });
});

describe('concurrent registration', () => {
  it('registers one of two simultaneous sign-ups of the same name and refuses the other with username.exists', async () => {
    const { app, db } = testGateway();
    await app.request('/__dev/merchant', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ switches: { CAPTCHA3: false, REGMOBVERF3: false } }),
    });
    const payload = { ...base, username: 'twinname', password: 'Secret123', confirmPassword: 'Secret123' };
    const answers = await Promise.all([
      register(app, '/wps/member/register', payload),
      register(app, '/wps/member/register', payload),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(db.prepare("SELECT count(*) AS n FROM member WHERE username = 'twinname'").get()?.n).toBe(1);
  });
});
