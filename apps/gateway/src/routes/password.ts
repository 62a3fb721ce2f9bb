import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_MAX_LENGTH } from '@wl/domain/constants';
import { checkNewPassword } from '@wl/domain/password-policy';
import { PATTERNS } from '@wl/domain/patterns';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import type { Database } from '../db/database.ts';
import { accountByMobile, accountByUsernameAndEmail, memberById, setPasswordHash } from '../db/queries/members.ts';
import { fieldRules } from '../db/queries/merchants.ts';
import { queueMail } from '../db/queries/outbox.ts';
import { insertPasswordReset, liveResetMember, spendPasswordReset } from '../db/queries/passwordResets.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { passesRule } from '../fieldRules.ts';
import { encryptedBody } from '../http/encrypted.ts';
import { checkLoginPassword, forbidTrial, limit, rateLimited, requireSession, requireSwitch } from '../http/guards.ts';
import { formBody, jsonBody } from '../http/input.ts';
import { closeMemberSessions } from '../http/session.ts';
import { accountKey, clearAccountFailures } from '../security/loginGuard.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { checkSmsCode, type Mobile, spendLiveSmsCodes, spendSmsCode } from '../security/smsCodes.ts';
import { RESET_PAGE_PATH } from './passwordResetPage.ts';
import { dialingCode, mobileNum, parseMobile, SMS_CODE_PATTERN } from './sms.ts';

/** A reset link works once, for 30 minutes. */
const RESET_TTL_MS = 30 * 60_000;
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const setByPhone = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum,
  verificationCode: z.string().max(10),
  newPassword: z.string().max(128),
  firebaseIdToken: z.string().max(4096).optional(),
});
const emailRecovery = z.strictObject({ username: z.string().max(64), email: z.string().max(255) });
const passwordReset = z.strictObject({ token: z.string().max(128), newPassword: z.string().max(128) });
const changePassword = z.strictObject({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The new-password rule (@wl/domain/password-policy), the forms' own, whatever the merchant's field rule says. */
function passesPasswordRule(password: string): boolean {
  return checkNewPassword(password) === 'ok';
}

/**
 * A new password set by the account's owner without the old one (by phone or by a reset link): it ends every
 * session, and clears the account's login failures, since whoever locked it out no longer knows its password.
 */
async function replacePassword(
  db: Database,
  merchant: string,
  account: { id: number; username: string },
  password: string,
  mobile?: Mobile,
) {
  setPasswordHash(db, account.id, await hashPassword(password));
  closeMemberSessions(db, account.id);
  clearAccountFailures(db, merchant, accountKey.username(account.username));
  if (mobile) clearAccountFailures(db, merchant, accountKey.mobile(mobile));
}

export const passwordRoutes = new Hono<GatewayEnv>()
  /**
   * The SMS code is checked first, before anything about the account or the new password is looked at, so that a
   * wrong code tells nothing (docs/decisions.md, "Set password by phone"). Wrong codes are counted per number across
   * addresses; the call itself counts towards the address's SMS limit.
   */
  .post(
    '/wps/member/password/verification',
    requireSwitch('CHNGPASSVERIF3'),
    limit('sms'),
    encryptedBody(setByPhone),
    async (c) => {
      const payload = c.req.valid('json');
      const mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
      if (!mobile) return failure(c, 400, 'mobile.format');
      if (!SMS_CODE_PATTERN.test(payload.verificationCode)) return failure(c, 400, 'verification.code.format');
      const { db, now, limiter } = c.get('services');
      const merchant = c.get('merchant').code;
      const number = `${merchant}:${accountKey.mobile(mobile)}`;
      const wait = limiter.spent('smsFailure', number);
      if (wait) {
        spendLiveSmsCodes(db, merchant, mobile, 'password', now());
        return rateLimited(c, wait);
      }
      const checked = checkSmsCode(db, merchant, mobile, 'password', payload.verificationCode, now());
      const account = accountByMobile(db, merchant, mobile);
      if (!checked.ok || !account) {
        limiter.hit('smsFailure', number);
        return failure(c, 400, 'verification.code.invalid');
      }
      // Only the phone's owner gets this far.
      if (account.status !== 'active') return failure(c, 404, 'member.not.exist');
      if (!passesPasswordRule(payload.newPassword)) return failure(c, 400, 'password.format');
      // The code is not spent yet: the player can pick another password with it.
      if (await verifyPassword(payload.newPassword, account.password_hash)) {
        return failure(c, 400, 'modify.new.old.same');
      }
      if (!spendSmsCode(db, checked.id, now())) return failure(c, 400, 'verification.code.invalid');
      await replacePassword(db, merchant, account, payload.newPassword, mobile);
      const value: Schemas['SetPasswordValue'] = { userName: account.username };
      return success(c, value);
    },
  )
  /**
   * E-mail recovery answers the same for a matching and a non-matching pair, and changes nothing: a matching pair
   * gets a one-time link (30 minutes) to choose a new password (docs/decisions.md, "E-mail recovery").
   */
  .post('/wps/member/password/email', formBody(emailRecovery), limit('email'), (c) => {
    const username = c.req.valid('form').username.trim();
    const email = c.req.valid('form').email.trim();
    const { db, now, publicUrl } = c.get('services');
    const merchant = c.get('merchant').code;
    if (!passesRule(fieldRules(db, merchant).get('username'), username, now())) {
      return failure(c, 400, 'username.format');
    }
    // The recovery form's own e-mail rule: the contract's pattern (linear, @wl/domain/patterns), at most 255 characters.
    if (email.length > EMAIL_MAX_LENGTH || !PATTERNS.email.test(email)) return failure(c, 400, 'email.format');
    const account = accountByUsernameAndEmail(db, merchant, username, email);
    if (account) {
      const token = randomBytes(32).toString('base64url');
      insertPasswordReset(db, {
        tokenHash: tokenHash(token),
        memberId: account.id,
        merchant,
        now: now(),
        expiresAt: now() + RESET_TTL_MS,
      });
      // The token travels in the fragment, which browsers never send to a server or put in a Referer.
      const link = `${publicUrl()}${RESET_PAGE_PATH}?merchant=${encodeURIComponent(merchant)}#token=${token}`;
      queueMail(db, {
        merchant,
        recipient: email,
        subject: 'Reset your password',
        body:
          `Hello ${account.username},\n\nsomeone asked to reset the password of your account. To choose a new ` +
          `password, open this link within 30 minutes:\n\n${link}\n\nThe link works once. If it was not you, ignore ` +
          'this e-mail: your password has not changed.',
        now: now(),
      });
    }
    return success(c, true as const);
  })
  .post('/wps/member/password/reset', limit('login'), jsonBody(passwordReset), async (c) => {
    const { token, newPassword } = c.req.valid('json');
    const { db, now } = c.get('services');
    const merchant = c.get('merchant').code;
    const hash = tokenHash(token);
    const memberId = RESET_TOKEN.test(token) ? liveResetMember(db, hash, merchant, now()) : undefined;
    const account = memberId === undefined ? undefined : memberById(db, memberId);
    if (!account) return failure(c, 400, 'reset.token.invalid');
    if (!passesPasswordRule(newPassword)) return failure(c, 400, 'password.format');
    if (await verifyPassword(newPassword, account.password_hash)) return failure(c, 400, 'modify.new.old.same');
    if (!spendPasswordReset(db, hash, now())) return failure(c, 400, 'reset.token.invalid');
    const mobile =
      account.dialing_code && account.mobile_num
        ? { dialingCode: account.dialing_code, mobileNum: account.mobile_num }
        : undefined;
    await replacePassword(db, merchant, account, newPassword, mobile);
    const value: Schemas['SetPasswordValue'] = { userName: account.username };
    return success(c, value);
  })
  .post('/wps/member/password', requireSession, forbidTrial, jsonBody(changePassword), async (c) => {
    const { oldPassword, newPassword, confirmNewPassword } = c.req.valid('json');
    const { db } = c.get('services');
    const session = c.get('session');
    if (newPassword === oldPassword) return failure(c, 400, 'modify.new.old.same');
    if (!passesPasswordRule(newPassword)) return failure(c, 400, 'password.format');
    if (newPassword !== confirmNewPassword) return failure(c, 400, 'password.confirm.mismatch');
    const member = memberById(db, session.memberId);
    if (!member) return failure(c, 400, 'password.old.wrong');
    const refused = await checkLoginPassword(c, member, oldPassword);
    if (refused) return refused;
    setPasswordHash(db, session.memberId, await hashPassword(newPassword));
    // Other devices are logged out; this one keeps its session.
    closeMemberSessions(db, session.memberId, session.token);
    return success(c, true as const);
  });
