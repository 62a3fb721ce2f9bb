import { describe, expect, it } from 'vitest';
import { openSession } from '../http/session.ts';
import { DEMO_HEADERS, fingerprint, login, sendSealed, testGateway } from '../testGateway.ts';

/**
 * Every call that sets a password holds it to the new-password rule (@wl/domain/password-policy: 8 to 64 characters,
 * any characters, not a common password) whatever a client sends and whatever the merchant's field rule says:
 * registration, change password, set by phone and the reset link. Logging in keeps taking older passwords.
 */

type Gateway = ReturnType<typeof testGateway>;

const DEMO = { type: 'username', username: 'demo01', password: 'Demo1234' } as const;
const DEMO_MOBILE = { countryDialingCode: '+60', mobileNum: '123456789' } as const;
const REFUSED = ['Secret1', '1234567', 'x'.repeat(65), '😀'.repeat(65), 'password1', '12345678', 'Qwertyuiop'];
const TAKEN = ['correct horse battery', '我的密码是万里长城', 'abcdefgh', '😀'.repeat(64)];

async function send(app: Gateway['app'], method: string, path: string, body: unknown, headers = {}) {
  const response = await app.request(path, {
    method,
    headers: { ...DEMO_HEADERS, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { errorCode?: string; value?: unknown } };
}

function demoSession(db: Gateway['db']): string {
  const id = Number(db.prepare("SELECT id FROM member WHERE username = 'demo01'").get()?.id);
  return openSession(db, id, 'DEMO', Date.now()).token;
}

/** The merchant's field rule as an operator may have left it under the old rule: 6 to 20, letters and digits. */
function oldMerchantRule(db: Gateway['db']) {
  db.prepare(
    "UPDATE registration_field SET min_length = 6, max_length = 20 WHERE merchant_code = 'DEMO' AND field IN ('password', 'confirmPassword')",
  ).run();
}

function latestText(db: Gateway['db'], recipient: string): string {
  return String(
    db.prepare('SELECT body, code FROM outbox WHERE recipient = ? ORDER BY id DESC').get(recipient)?.code ??
      db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').get(recipient)?.body,
  );
}

describe('new passwords at the gateway', () => {
  it('change password: refuses a short, long or common new password, keeps the old one, takes any other', async () => {
    const { app, db } = testGateway();
    oldMerchantRule(db);
    const token = demoSession(db);
    const change = (newPassword: string, oldPassword = 'Demo1234') =>
      send(
        app,
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword, confirmNewPassword: newPassword },
        {
          Authorization: `Bearer ${token}`,
        },
      );
    const before = fingerprint(db).member;
    for (const password of REFUSED) {
      expect(await change(password), password).toMatchObject({ status: 400, body: { errorCode: 'password.format' } });
    }
    expect(fingerprint(db).member).toBe(before);
    let current = 'Demo1234';
    for (const password of TAKEN) {
      expect((await change(password, current)).status, password).toBe(200);
      current = password;
    }
    expect((await login(app, { ...DEMO, password: current })).status).toBe(200);
  });

  it('set by phone: refuses a short or common new password with the right code, and the code still works', async () => {
    const { app, db } = testGateway();
    oldMerchantRule(db);
    await send(app, 'POST', '/wps/member/password/verification/sms', DEMO_MOBILE);
    const verificationCode = latestText(db, '+60 123456789');
    // Each try from its own address, as each counts towards its address's SMS limit.
    const set = (newPassword: string, address: string) =>
      sendSealed(
        app,
        'POST',
        '/wps/member/password/verification',
        { ...DEMO_MOBILE, verificationCode, newPassword },
        { address },
      );
    for (const [index, password] of REFUSED.entries()) {
      expect((await set(password, `10.0.9.${index + 1}`)).body.errorCode, password).toBe('password.format');
    }
    expect((await login(app, DEMO)).status).toBe(200);
    expect((await set('correct horse battery', '10.0.9.99')).status).toBe(200);
    expect((await login(app, { ...DEMO, password: 'correct horse battery' })).status).toBe(200);
  });

  it('reset link: refuses a short or common new password without spending the link', async () => {
    const { app, db } = testGateway();
    oldMerchantRule(db);
    const asked = await app.request('/wps/member/password/email', {
      method: 'POST',
      headers: { ...DEMO_HEADERS, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo01', email: 'demo01@example.com' }).toString(),
    });
    expect(asked.status).toBe(200);
    const token = /#token=([A-Za-z0-9_-]{43})\b/.exec(latestText(db, 'demo01@example.com'))?.[1] ?? '';
    const reset = (newPassword: string) => send(app, 'POST', '/wps/member/password/reset', { token, newPassword });
    for (const password of REFUSED) {
      expect((await reset(password)).body.errorCode, password).toBe('password.format');
    }
    expect((await reset('我的密码是万里长城')).status).toBe(200);
    expect((await login(app, { ...DEMO, password: '我的密码是万里长城' })).status).toBe(200);
  });

  it('login: an account whose password was set under the old rule, 6 characters and common, still logs in', async () => {
    const { app, db } = testGateway();
    const { hashPasswordSync } = await import('../security/passwords.ts');
    db.prepare("UPDATE member SET password_hash = ? WHERE username = 'demo01'").run(hashPasswordSync('abc123'));
    expect((await login(app, { ...DEMO, password: 'abc123' })).status).toBe(200);
  });
});
