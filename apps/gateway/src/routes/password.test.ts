import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_HEADERS, fingerprint, fromAddress, login, sendSealed, testGateway } from '../testGateway.ts';

type Gateway = ReturnType<typeof testGateway>;

const DEMO = { type: 'username', username: 'demo01', password: 'Demo1234' } as const;
const DEMO_MOBILE = { countryDialingCode: '+60', mobileNum: '123456789' } as const;
const UNKNOWN_MOBILE = { countryDialingCode: '+60', mobileNum: '199999999' } as const;

async function postJson(app: Gateway['app'], path: string, body: unknown, address?: string) {
  const response = await app.request(
    path,
    {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    address ? fromAddress(address) : undefined,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { success: boolean; errorCode?: string; value?: unknown },
  };
}

/** The latest SMS code the outbox holds for the demo number. */
function latestCode(db: Gateway['db']): string {
  return String(
    db.prepare("SELECT code FROM outbox WHERE channel = 'sms' AND recipient = '+60 123456789' ORDER BY id DESC").get()
      ?.code,
  );
}

/** A code that is not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

function setPassword(
  app: Gateway['app'],
  verificationCode: string,
  newPassword: string,
  address?: string,
  timestamp?: number,
) {
  return sendSealed(
    app,
    'POST',
    '/wps/member/password/verification',
    { ...DEMO_MOBILE, verificationCode, newPassword },
    { ...(address ? { address } : {}), ...(timestamp ? { timestamp } : {}) },
  );
}

describe('set password by phone', () => {
  it('checks the code first: with a wrong code no guess of the new password, the current one included, tells anything', {
    timeout: 30_000,
  }, async () => {
    const { app, db } = testGateway();
    await postJson(app, '/wps/member/password/verification/sms', DEMO_MOBILE);
    const wrong = wrongCode(latestCode(db));
    const guesses = ['Guess001', 'Guess002', 'Guess003', 'Demo1234'];
    const answers = [];
    // One guess per address, so that neither the address's SMS limit nor the number's (5 wrong codes) is reached.
    for (const [index, guess] of guesses.entries()) {
      answers.push(await setPassword(app, wrong, guess, `10.0.1.${index + 1}`));
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 400, body: { success: false, errorCode: 'verification.code.invalid' } });
    }
  });

  it('answers a weak new password with a wrong code as any other wrong code', async () => {
    const { app, db } = testGateway();
    await postJson(app, '/wps/member/password/verification/sms', DEMO_MOBILE);
    const answer = await setPassword(app, wrongCode(latestCode(db)), 'x');
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'verification.code.invalid' } });
  });

  it('after 5 wrong codes for a number, from any addresses, refuses every attempt with 429 and spends the code', async () => {
    let now = Date.now();
    const { app, db } = testGateway({ now: () => now });
    await postJson(app, '/wps/member/password/verification/sms', DEMO_MOBILE, '10.0.2.1');
    const code = latestCode(db);
    for (let index = 0; index < 5; index++) {
      const answer = await setPassword(app, wrongCode(code), `Guess00${index}`, `10.0.2.${index + 10}`);
      expect(answer.body.errorCode).toBe('verification.code.invalid');
    }
    // The right code, from yet another address: the number's limit holds.
    const blocked = await setPassword(app, code, 'Fresh2026', '10.0.2.99');
    expect(blocked).toMatchObject({ status: 429, body: { errorCode: 'rate.limited' } });
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login(app, DEMO)).status).toBe(200);
    // Ten minutes on, the limit is over, and the code it spent stays spent.
    now += 600_000;
    const later = await setPassword(app, code, 'Fresh2026', '10.0.2.100', now);
    expect(later.body.errorCode).toBe('verification.code.invalid');
  });

  it('answers a locked account like any other: the code first, the lock never shown', async () => {
    const { app, db } = testGateway();
    db.prepare(
      `INSERT INTO login_failure (merchant_code, scope, subject, count, window_start, locked_until)
       VALUES ('DEMO', 'account', 'u:demo01', 10, ?, ?)`,
    ).run(Date.now(), Date.now() + 900_000);
    expect((await login(app, DEMO)).body.errorCode).toBe('login.locked');
    await postJson(app, '/wps/member/password/verification/sms', DEMO_MOBILE);
    const code = latestCode(db);
    for (const guess of ['Guess001', 'Demo1234']) {
      expect(await setPassword(app, wrongCode(code), guess)).toMatchObject({
        status: 400,
        body: { errorCode: 'verification.code.invalid' },
      });
    }
    // The owner, with the code, sets a new password, which lifts the lock whoever caused it.
    expect((await setPassword(app, code, 'Fresh2026')).body).toEqual({ success: true, value: { userName: 'demo01' } });
    expect((await login(app, { ...DEMO, password: 'Fresh2026' })).status).toBe(200);
  });

  it('with the right code, refuses the current password without spending the code, then takes another and ends old sessions', async () => {
    const { app, db } = testGateway();
    const token = (await login(app, DEMO)).body.value?.token ?? '';
    await postJson(app, '/wps/member/password/verification/sms', DEMO_MOBILE);
    const code = latestCode(db);
    expect((await setPassword(app, code, 'Demo1234')).body.errorCode).toBe('modify.new.old.same');
    expect((await setPassword(app, code, 'Fresh2026')).body.value).toEqual({ userName: 'demo01' });
    expect(db.prepare('SELECT count(*) AS n FROM session WHERE token = ?').get(token)?.n).toBe(0);
    expect((await login(app, { ...DEMO, password: 'Fresh2026' })).status).toBe(200);
    // A code is spent by the change it made.
    expect((await setPassword(app, code, 'Other2026')).body.errorCode).toBe('verification.code.invalid');
  });
});

describe('the current password, asked for again', () => {
  /** A call of the logged-in member that checks the login password again. */
  async function withSession(app: Gateway['app'], token: string, path: string, body: unknown) {
    const response = await app.request(path, {
      method: 'POST',
      headers: { ...DEMO_HEADERS, Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { success: boolean; errorCode?: string },
    };
  }
  const changePassword = (app: Gateway['app'], token: string, oldPassword: string) =>
    withSession(app, token, '/wps/member/password', {
      oldPassword,
      newPassword: 'Fresh2026',
      confirmNewPassword: 'Fresh2026',
    });
  const resetPaymentPassword = (app: Gateway['app'], token: string, password: string) =>
    withSession(app, token, '/wps/member/paymentPassword/reset', {
      password,
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });

  it('counts wrong ones as login failures: the 10th locks the account for 15 minutes, the right password and the login too', {
    timeout: 30_000,
  }, async () => {
    let now = Date.now();
    const { app } = testGateway({ now: () => now });
    const token = (await login(app, DEMO)).body.value?.token ?? '';
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(await changePassword(app, token, `Wrong${attempt}99`)).toMatchObject({
        status: 400,
        body: { errorCode: 'password.old.wrong' },
      });
    }
    const tenth = await changePassword(app, token, 'Wrong1099');
    expect(tenth).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
    expect(tenth.headers.get('Retry-After')).toBe('900');
    expect(await changePassword(app, token, 'Demo1234')).toMatchObject({
      status: 429,
      body: { errorCode: 'login.locked' },
    });
    expect(await login(app, DEMO)).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
    now += 15 * 60_000;
    expect(await changePassword(app, token, 'Demo1234')).toMatchObject({ status: 200, body: { success: true } });
    // The sealed login carries the moved clock's time.
    const fresh = { ...DEMO, password: 'Fresh2026' };
    expect((await sendSealed(app, 'POST', '/wps/session/login', fresh, { timestamp: now })).status).toBe(200);
  });

  it('counts resetting the payment password with the login, towards one count per account', {
    timeout: 30_000,
  }, async () => {
    const { app } = testGateway();
    const token = (await login(app, DEMO)).body.value?.token ?? '';
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await resetPaymentPassword(app, token, `Wrong${attempt}99`)).body.errorCode).toBe('password.old.wrong');
    }
    // Three failures ask a login for a captcha: these five count as login failures of demo01.
    expect((await login(app, DEMO)).body.errorCode).toBe('login.captcha.required');
    for (let attempt = 6; attempt <= 9; attempt++) {
      expect((await changePassword(app, token, `Wrong${attempt}99`)).body.errorCode).toBe('password.old.wrong');
    }
    expect(await resetPaymentPassword(app, token, 'Wrong1099')).toMatchObject({
      status: 429,
      body: { errorCode: 'login.locked' },
    });
    expect(await resetPaymentPassword(app, token, 'Demo1234')).toMatchObject({
      status: 429,
      body: { errorCode: 'login.locked' },
    });
  });

  it('counts wrong current payment passwords, in changing it and in adding a bank card, as login failures: the 10th locks', {
    timeout: 30_000,
  }, async () => {
    const { app } = testGateway();
    const token = (await login(app, DEMO)).body.value?.token ?? '';
    const setPayment = (oldPaymentPassword?: string) =>
      withSession(app, token, '/wps/member/paymentPassword', {
        ...(oldPaymentPassword === undefined ? {} : { oldPaymentPassword }),
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      });
    const addCard = (paymentPassword: string) =>
      withSession(app, token, '/wps/member/bankCard', {
        bankName: 'Maybank',
        accountName: 'Demo Player',
        accountNumber: '1234567890',
        paymentPassword,
      });
    expect(await setPayment()).toMatchObject({ status: 200, body: { success: true } });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await setPayment(`00000${attempt}`)).toMatchObject({
        status: 400,
        body: { errorCode: 'payment.password.wrong' },
      });
    }
    for (let attempt = 6; attempt <= 9; attempt++) {
      expect(await addCard(`00000${attempt}`)).toMatchObject({
        status: 400,
        body: { errorCode: 'payment.password.wrong' },
      });
    }
    const tenth = await setPayment('000010');
    expect(tenth).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
    expect(tenth.headers.get('Retry-After')).toBe('900');
    // Locked, the right payment password is refused too, and so is the login.
    expect(await addCard('246810')).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
    expect(await login(app, DEMO)).toMatchObject({ status: 429, body: { errorCode: 'login.locked' } });
  });

  it('clears the count with the right password, as a login does', { timeout: 30_000 }, async () => {
    const { app } = testGateway();
    const token = (await login(app, DEMO)).body.value?.token ?? '';
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await resetPaymentPassword(app, token, `Wrong${attempt}99`)).body.errorCode).toBe('password.old.wrong');
    }
    expect(await resetPaymentPassword(app, token, 'Demo1234')).toMatchObject({ status: 200, body: { success: true } });
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await resetPaymentPassword(app, token, `Again${attempt}99`)).body.errorCode).toBe('password.old.wrong');
    }
  });
});

describe('SMS codes', () => {
  const SENDS = [
    ['login', '/wps/session/sms'],
    ['recovery', '/wps/member/password/verification/sms'],
  ] as const;
  for (const [purpose, path] of SENDS) {
    it(`answers a ${purpose} code for a number without an account exactly as for a registered one`, async () => {
      let now = Date.now();
      const { app, db } = testGateway({ now: () => now });
      const first = [await postJson(app, path, DEMO_MOBILE), await postJson(app, path, UNKNOWN_MOBILE)];
      expect(first.map((answer) => answer.status)).toEqual([200, 200]);
      expect(first.map((answer) => answer.body)).toEqual([
        { success: true, value: { expirationTime: now + 120_000 } },
        { success: true, value: { expirationTime: now + 120_000 } },
      ]);
      now += 1_000;
      const again = [await postJson(app, path, DEMO_MOBILE), await postJson(app, path, UNKNOWN_MOBILE)];
      expect(again.map((answer) => [answer.status, answer.body.errorCode, answer.headers.get('Retry-After')])).toEqual([
        [429, 'sms.too.soon', '119'],
        [429, 'sms.too.soon', '119'],
      ]);
      // Only the registered number's phone receives anything.
      const sent = db.prepare("SELECT recipient FROM outbox WHERE channel = 'sms'").all();
      expect(sent.map((row) => row.recipient)).toEqual(['+60 123456789']);
    });
  }

  it('answers a registration code for a registered number as for a new one; the number gets a notice, not a code', async () => {
    const { app, db } = testGateway();
    const answers = [
      await postJson(app, '/wps/member/register/sms', DEMO_MOBILE),
      await postJson(app, '/wps/member/register/sms', UNKNOWN_MOBILE),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => Object.keys(answer.body.value as object))).toEqual([
      ['expirationTime'],
      ['expirationTime'],
    ]);
    const sent = db.prepare("SELECT recipient, body, code FROM outbox WHERE channel = 'sms' ORDER BY id").all();
    expect(sent.map((row) => [row.recipient, row.code === null])).toEqual([
      ['+60 123456789', true],
      ['+60 199999999', false],
    ]);
    expect(String(sent[0]?.body)).toContain('already has one');
  });

  it('counts every send and every set-password check of an address towards one limit: the 6th answers 429', async () => {
    const { app, db } = testGateway();
    const address = '10.0.3.1';
    expect((await postJson(app, '/wps/session/sms', DEMO_MOBILE, address)).status).toBe(200);
    expect(
      (await postJson(app, '/wps/member/register/sms', { ...UNKNOWN_MOBILE, mobileNum: '188800011' }, address)).status,
    ).toBe(200);
    expect((await postJson(app, '/wps/member/password/verification/sms', DEMO_MOBILE, address)).status).toBe(200);
    const wrong = wrongCode(latestCode(db));
    expect((await setPassword(app, wrong, 'Guess001', address)).body.errorCode).toBe('verification.code.invalid');
    expect((await setPassword(app, wrong, 'Guess002', address)).body.errorCode).toBe('verification.code.invalid');
    const sixth = await setPassword(app, wrong, 'Guess003', address);
    expect(sixth).toMatchObject({ status: 429, body: { errorCode: 'rate.limited' } });
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await postJson(app, '/wps/session/sms', UNKNOWN_MOBILE, address)).status).toBe(429);
    // Another address has its own count.
    expect((await postJson(app, '/wps/session/sms', UNKNOWN_MOBILE, '10.0.3.2')).status).toBe(200);
  });
});

async function recover(app: Gateway['app'], username: string, email: string, address?: string) {
  const response = await app.request(
    '/wps/member/password/email',
    {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, email }).toString(),
    },
    address ? fromAddress(address) : undefined,
  );
  return { status: response.status, body: (await response.json()) as { success: boolean; errorCode?: string } };
}

function mails(db: Gateway['db']) {
  return db.prepare("SELECT recipient, subject, body, code FROM outbox WHERE channel = 'email' ORDER BY id").all();
}

/** The token of the reset link in the latest mail. */
function mailedToken(db: Gateway['db']): string {
  const body = String(mails(db).at(-1)?.body ?? '');
  return /#token=([A-Za-z0-9_-]{43})\b/.exec(body)?.[1] ?? '';
}

const reset = (app: Gateway['app'], token: string, newPassword: string) =>
  postJson(app, '/wps/member/password/reset', { token, newPassword });

describe('e-mail recovery', () => {
  it('answers a matching and a non-matching pair the same, and changes nothing: the old password and sessions still work', async () => {
    const { app, db } = testGateway();
    const session = (await login(app, DEMO)).body.value?.token ?? '';
    const before = db.prepare("SELECT password_hash FROM member WHERE username = 'demo01'").get();
    const matching = await recover(app, 'demo01', 'demo01@example.com');
    const other = await recover(app, 'demo01', 'other@example.com');
    const nobody = await recover(app, 'nobody77', 'nobody77@example.com');
    expect([matching, other, nobody]).toEqual([
      { status: 200, body: { success: true, value: true } },
      { status: 200, body: { success: true, value: true } },
      { status: 200, body: { success: true, value: true } },
    ]);
    expect(db.prepare("SELECT password_hash FROM member WHERE username = 'demo01'").get()).toEqual(before);
    expect((await login(app, DEMO)).status).toBe(200);
    const info = await app.request('/wps/member/info', { headers: { ...DEMO_HEADERS, Authorization: session } });
    expect(info.status).toBe(200);
  });

  it('mails the matching account a one-time link and no password', async () => {
    const { app, db } = testGateway();
    await recover(app, 'demo01', 'demo01@example.com');
    await recover(app, 'demo01', 'other@example.com');
    const sent = mails(db);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'demo01@example.com', code: null });
    const body = String(sent[0]?.body);
    expect(body).toMatch(/http:\/\/127\.0\.0\.1:8787\/password-reset\?merchant=DEMO#token=[A-Za-z0-9_-]{43}\b/);
    expect(body).not.toContain('Demo1234');
    expect(body).not.toMatch(/temporary password/i);
    // Only a hash of the token is kept.
    const token = mailedToken(db);
    const stored = db.prepare('SELECT token_hash FROM password_reset').all();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('base64url') }]);
  });

  it('sets a new password with the link once, ending the sessions; the same link again is refused', async () => {
    const { app, db } = testGateway();
    const session = (await login(app, DEMO)).body.value?.token ?? '';
    await recover(app, 'demo01', 'demo01@example.com');
    const token = mailedToken(db);
    expect(await reset(app, token, 'Fresh2026')).toMatchObject({
      status: 200,
      body: { success: true, value: { userName: 'demo01' } },
    });
    expect((await login(app, DEMO)).body.errorCode).toBe('login.failed');
    expect((await login(app, { ...DEMO, password: 'Fresh2026' })).status).toBe(200);
    const info = await app.request('/wps/member/info', { headers: { ...DEMO_HEADERS, Authorization: session } });
    expect(info.status).toBe(401);
    expect(await reset(app, token, 'Other2026')).toMatchObject({
      status: 400,
      body: { errorCode: 'reset.token.invalid' },
    });
  });

  it('refuses a link after 30 minutes, and a made-up one, changing nothing', async () => {
    let now = Date.now();
    const { app, db } = testGateway({ now: () => now });
    await recover(app, 'demo01', 'demo01@example.com');
    const token = mailedToken(db);
    now += 1_800_000;
    const before = fingerprint(db);
    for (const candidate of [token, 'A'.repeat(43), 'not-a-token']) {
      expect(await reset(app, candidate, 'Fresh2026')).toMatchObject({
        status: 400,
        body: { errorCode: 'reset.token.invalid' },
      });
    }
    expect(fingerprint(db)).toEqual(before);
  });

  it('refuses a new password that breaks the rule without spending the link; a newer link retires the older', async () => {
    const { app, db } = testGateway();
    await recover(app, 'demo01', 'demo01@example.com');
    const first = mailedToken(db);
    expect((await reset(app, first, 'password1')).body.errorCode).toBe('password.format');
    await recover(app, 'demo01', 'demo01@example.com');
    const second = mailedToken(db);
    expect((await reset(app, first, 'Fresh2026')).body.errorCode).toBe('reset.token.invalid');
    expect((await reset(app, second, 'Fresh2026')).status).toBe(200);
  });

  it('answers a 10,000-character adversarial e-mail with 400 within 200 ms', async () => {
    const { app } = testGateway();
    const started = performance.now();
    const answer = await recover(app, 'demo01', `${'a.'.repeat(5_000)}!`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(answer.status).toBe(400);
  });

  it('judges e-mails by the one pattern of @wl/domain, in recovery and in the member centre alike', async () => {
    const { app, db } = testGateway();
    const demoId = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
    const token = openSession(db, demoId, 'DEMO', Date.now()).token;
    const setEmail = async (email: string) => {
      const response = await app.request('/wps/member/info/email', {
        method: 'PUT',
        headers: { ...DEMO_HEADERS, Authorization: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return response.status;
    };
    const cases: [email: string, accepted: boolean][] = [
      ['demo.player-1@mail.example.com', true],
      ['a_b@c.io', true],
      ['a..b@example.com', false],
      ['demo01@example.comm', false],
      ['demo01@example', false],
      ['.demo@example.com', false],
      ['de mo@example.com', false],
      [`${'a'.repeat(60)}@${'b'.repeat(60)}!`, false],
    ];
    for (const [index, [email, accepted]] of cases.entries()) {
      // Each from its own address, below the e-mail limit of 5 per 10 minutes.
      const recovery = await recover(app, 'demo01', email, `10.0.7.${index + 1}`);
      expect(recovery.status, `recovery ${email}`).toBe(accepted ? 200 : 400);
      expect(await setEmail(email), `member centre ${email}`).toBe(accepted ? 200 : 400);
    }
  });
});

describe('the reset page', () => {
  it('is served without platform headers, with a policy that allows only its own hashed script and no framing', async () => {
    const { app } = testGateway();
    const response = await app.request('/password-reset?merchant=DEMO');
    expect(response.status).toBe(200);
    const html = await response.text();
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`script-src ${hash(script)}`);
    expect(policy).toContain(`style-src ${hash(style)}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    // The token is read from the fragment and posted to the reset call; the page says what the password must be.
    expect(script).toContain('location.hash');
    expect(script).toContain('/wps/member/password/reset');
    expect(html).toContain('Use 8 to 64 characters, any you like, spaces too. A very common password is refused.');
    expect(html).toContain('data-merchant="DEMO"');
  });

  it('answers an unknown merchant with a page that says the link is not valid', async () => {
    const { app } = testGateway();
    const response = await app.request('/password-reset?merchant=%3Cscript%3E');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('This link is not valid');
    expect(html).not.toContain('<script>');
  });
});
