import { randomBytes } from 'node:crypto';
import { EMAIL_MAX_LENGTH } from '@wl/domain/constants';
import { PATTERNS } from '@wl/domain/patterns';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { readEncrypted } from '../http/encrypted.ts';
import { forbidTrial, limited, requireSession, requireSwitch } from '../http/guards.ts';
import { readForm, readJson } from '../http/input.ts';
import { closeSession } from '../http/session.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { consumeSmsCode } from '../security/smsCodes.ts';
import { fieldRules, passesRule } from './registration.ts';
import { answerSms, dialingCode, memberByMobile, mobileNum, parseMobile } from './session.ts';

const setByPhone = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum,
  verificationCode: z.string().max(10),
  newPassword: z.string().max(128),
  firebaseIdToken: z.string().max(4096).optional(),
});
const smsRequest = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum,
  humanVerification: z.string().max(4096).optional(),
});
const emailRecovery = z.strictObject({ username: z.string().max(64), email: z.string().max(255) });
const changePassword = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});

export const passwordRoutes = new Hono<GatewayEnv>()
  .post('/wps/member/password/verification', requireSwitch('CHNGPASSVERIF3'), async (c) => {
    const spent = limited(c, 'login');
    if (spent) return spent;
    const opened = await readEncrypted(c, setByPhone);
    if (!opened.ok) return failure(c, 400, opened.code, opened.message);
    const payload = opened.value;
    const mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    if (!/^[0-9]{1,10}$/.test(payload.verificationCode)) return failure(c, 400, 'verification.code.format');
    const { db, now } = c.get('services');
    const merchant = c.get('merchant').code;
    if (!passesRule(fieldRules(db, merchant).get('password'), payload.newPassword, now())) {
      return failure(c, 400, 'password.format');
    }
    const member = memberByMobile(c, mobile);
    if (member?.status !== 'active') return failure(c, 404, 'member.not.exist');
    // Checked before the code is spent, so the player can pick another password with the same code.
    if (await verifyPassword(payload.newPassword, member.password_hash)) return failure(c, 400, 'modify.new.old.same');
    if (!consumeSmsCode(db, merchant, mobile, 'password', payload.verificationCode, now())) {
      return failure(c, 400, 'verification.code.invalid');
    }
    db.prepare('UPDATE member SET password_hash = ? WHERE id = ?').run(
      await hashPassword(payload.newPassword),
      member.id,
    );
    // A new password ends every session opened with the old one.
    db.prepare('DELETE FROM session WHERE member_id = ?').run(member.id);
    const value: Schemas['SetPasswordValue'] = { userName: member.username };
    return success(c, value);
  })
  .post('/wps/member/password/verification/sms', requireSwitch('CHNGPASSVERIF3'), async (c) => {
    const parsed = await readJson(c, smsRequest);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const mobile = parseMobile(parsed.value.countryDialingCode, parsed.value.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    const spent = limited(c, 'sms');
    if (spent) return spent;
    if (!memberByMobile(c, mobile)) return failure(c, 404, 'member.not.exist');
    return answerSms(c, mobile, 'password');
  })
  .post('/wps/member/password/email', async (c) => {
    const parsed = await readForm(c, emailRecovery);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const username = parsed.value.username.trim();
    const email = parsed.value.email.trim();
    const { db, now } = c.get('services');
    const merchant = c.get('merchant').code;
    if (!passesRule(fieldRules(db, merchant).get('username'), username, now())) {
      return failure(c, 400, 'username.format');
    }
    // The recovery form's own e-mail rule: the contract's pattern, at most 255 characters.
    if (email.length > EMAIL_MAX_LENGTH || !PATTERNS.email.test(email)) return failure(c, 400, 'email.format');
    const spent = limited(c, 'email');
    if (spent) return spent;
    const member = db
      .prepare(
        `SELECT id, username FROM member WHERE merchant_code = ? AND username = ? AND email = ? AND status = 'active'
           AND type <> 4`,
      )
      .get(merchant, username, email);
    if (!member) return failure(c, 404, 'member.not.exist');
    const temporary = `Tmp${randomBytes(6).toString('base64url').replace(/[-_]/g, '7')}9`;
    db.prepare('UPDATE member SET password_hash = ? WHERE id = ?').run(
      await hashPassword(temporary),
      Number(member.id),
    );
    db.prepare('DELETE FROM session WHERE member_id = ?').run(Number(member.id));
    db.prepare(
      `INSERT INTO outbox (merchant_code, channel, recipient, subject, body, code, created_at)
       VALUES (?, 'email', ?, 'Your temporary password', ?, ?, ?)`,
    ).run(
      merchant,
      email,
      `Hello ${String(member.username)}, your temporary password is ${temporary}. Log in and change it at once.`,
      temporary,
      now(),
    );
    return success(c, true as const);
  })
  .post('/wps/member/password', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(c, changePassword);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const { oldPassword, newPassword, confirmNewPassword } = parsed.value;
    const { db, now } = c.get('services');
    const session = c.get('session');
    if (newPassword === oldPassword) return failure(c, 400, 'modify.new.old.same');
    if (!passesRule(fieldRules(db, c.get('merchant').code).get('password'), newPassword, now())) {
      return failure(c, 400, 'password.format');
    }
    if (newPassword !== confirmNewPassword) return failure(c, 400, 'password.confirm.mismatch');
    const row = db.prepare('SELECT password_hash FROM member WHERE id = ?').get(session.memberId);
    if (!row || !(await verifyPassword(oldPassword, String(row.password_hash)))) {
      return failure(c, 400, 'password.old.wrong');
    }
    db.prepare('UPDATE member SET password_hash = ? WHERE id = ?').run(
      await hashPassword(newPassword),
      session.memberId,
    );
    // Other devices are logged out; this one keeps its session.
    for (const other of db
      .prepare('SELECT token FROM session WHERE member_id = ? AND token <> ?')
      .all(session.memberId, session.token)) {
      closeSession(db, String(other.token));
    }
    return success(c, true as const);
  });
