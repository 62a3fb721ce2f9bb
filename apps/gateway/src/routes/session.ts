import { randomBytes, randomInt } from 'node:crypto';
import { loginRefusal } from '@wl/domain/roles';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { readEncrypted } from '../http/encrypted.ts';
import { bearer, limited, requireSession, requireSwitch } from '../http/guards.ts';
import { readJson } from '../http/input.ts';
import { closeSession, openSession, renewSession } from '../http/session.ts';
import { checkCaptcha, issueCaptcha } from '../security/captchaStore.ts';
import { clearAccountFailures, guardState, recordFailure } from '../security/loginGuard.ts';
import { burnPasswordCheck, verifyPassword } from '../security/passwords.ts';
import { consumeSmsCode, type Mobile, normaliseDialingCode, sendSmsCode } from '../security/smsCodes.ts';

export const dialingCode = z.string().max(5);
export const mobileNum = z.string().max(20);
export const MOBILE_PATTERN = /^[0-9]{4,20}$/;
export const DIALING_PATTERN = /^\+?[0-9]{1,4}$/;
const captchaFields = {
  captcha: z
    .string()
    .max(6)
    .regex(/^[0-9]{1,6}$/)
    .optional(),
  captchaId: z.string().min(1).max(64).optional(),
};
const clientExtras = {
  remember: z.boolean().optional(),
  humanVerification: z.string().max(4096).optional(),
};

const loginPayload = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('username'),
    side: z.enum(['member', 'agent']).optional(),
    // Empty after trimming is login.credentials.missing, not a schema error: the form shows its own text for it.
    username: z.string().max(64),
    password: z.string().max(128),
    ...captchaFields,
    ...clientExtras,
  }),
  z.strictObject({
    type: z.literal('sms'),
    side: z.enum(['member', 'agent']).optional(),
    countryDialingCode: dialingCode,
    mobileNum,
    verificationCode: z.string().max(10).optional(),
    ...captchaFields,
    ...clientExtras,
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(4096).optional(),
    firebaseMobileNo: z.string().max(32).optional(),
  }),
]);

const smsRequest = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum,
  humanVerification: z.string().max(4096).optional(),
});

const freePlayPayload = z.strictObject({ trialName: z.string().max(64).optional() });

export function parseMobile(countryDialingCode: string, number: string): Mobile | undefined {
  if (!DIALING_PATTERN.test(countryDialingCode) || !MOBILE_PATTERN.test(number)) return undefined;
  return { dialingCode: normaliseDialingCode(countryDialingCode), mobileNum: number };
}

interface MemberRow {
  id: number;
  username: string;
  password_hash: string;
  type: number;
  status: string;
  first_time_login: number;
}

function memberByUsername(c: GatewayContext, username: string): MemberRow | undefined {
  return c
    .get('services')
    .db.prepare(
      'SELECT id, username, password_hash, type, status, first_time_login FROM member WHERE merchant_code = ? AND username = ?',
    )
    .get(c.get('merchant').code, username) as MemberRow | undefined;
}

export function memberByMobile(c: GatewayContext, mobile: Mobile): MemberRow | undefined {
  return c
    .get('services')
    .db.prepare(
      `SELECT id, username, password_hash, type, status, first_time_login FROM member
       WHERE merchant_code = ? AND dialing_code = ? AND mobile_num = ? AND type <> 4 ORDER BY id LIMIT 1`,
    )
    .get(c.get('merchant').code, mobile.dialingCode, mobile.mobileNum) as MemberRow | undefined;
}

/** Starts a session and answers the login value; the first login flag is reported once. */
export function startSession(c: GatewayContext, member: MemberRow): Schemas['LoginValue'] {
  const { db, now } = c.get('services');
  const session = openSession(db, member.id, c.get('merchant').code, now());
  if (member.first_time_login === 1) db.prepare('UPDATE member SET first_time_login = 0 WHERE id = ?').run(member.id);
  return {
    token: session.token,
    userName: member.username,
    type: member.type as Schemas['SessionType'],
    firstTimeLogin: member.first_time_login === 1,
    expiresAt: session.expiresAt,
  };
}

function newTrialName(c: GatewayContext): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `trial_${randomInt(10_000, 100_000_000)}`;
    if (!memberByUsername(c, name)) return name;
  }
  return `trial_${randomBytes(8).toString('hex')}`;
}

function createTrialMember(c: GatewayContext): MemberRow {
  const { db, now } = c.get('services');
  const username = newTrialName(c);
  // Trial accounts are entered through free play only; their password is random and never shown.
  const result = db
    .prepare(
      `INSERT INTO member (merchant_code, username, password_hash, type, balance_cents, created_at)
       VALUES (?, ?, ?, 4, 200000, ?)`,
    )
    .run(c.get('merchant').code, username, `random$${randomBytes(24).toString('base64url')}`, now());
  return {
    id: Number(result.lastInsertRowid),
    username,
    password_hash: '',
    type: 4,
    status: 'active',
    first_time_login: 1,
  };
}

export const sessionRoutes = new Hono<GatewayEnv>()
  .post('/wps/session/login', async (c) => {
    const spent = limited(c, 'login');
    if (spent) return spent;
    const opened = await readEncrypted(c, loginPayload);
    if (!opened.ok) return failure(c, 400, opened.code, opened.message);
    const payload = opened.value;
    const services = c.get('services');
    const { db, now } = services;
    const merchant = c.get('merchant').code;
    const address = c.get('clientIp');
    if (c.get('merchant').region_restriction === 1) return failure(c, 403, 'region.restricted');

    let account: string;
    let mobile: Mobile | undefined;
    if (payload.type === 'username') {
      const username = payload.username.trim();
      if (!username || !payload.password) return failure(c, 400, 'login.credentials.missing');
      account = `u:${username.toLowerCase()}`;
    } else {
      mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
      if (!mobile) return failure(c, 400, 'mobile.format');
      account = `m:${mobile.dialingCode}:${mobile.mobileNum}`;
    }

    const before = guardState(db, merchant, account, address, now());
    if (before.lockedForMs > 0) {
      c.header('Retry-After', String(Math.ceil(before.lockedForMs / 1000)));
      return failure(c, 429, 'login.locked');
    }
    const refuse = (code: 'login.failed' | 'verification.code.invalid' | 'captcha.invalid') => {
      recordFailure(db, merchant, account, address, now());
      const after = guardState(db, merchant, account, address, now());
      if (after.lockedForMs > 0) return failure(c, 429, 'login.locked');
      // The client shows the captcha when a failure is flagged with it; from then on every attempt needs one.
      if (after.captchaRequired && code !== 'captcha.invalid') return failure(c, 400, 'login.captcha.required');
      return failure(c, 400, code);
    };
    if (before.captchaRequired) {
      if (!payload.captcha || !payload.captchaId) return failure(c, 400, 'login.captcha.required');
      if (!checkCaptcha(services, merchant, payload.captchaId, payload.captcha)) return refuse('captcha.invalid');
    }

    let member: MemberRow | undefined;
    if (payload.type === 'username') {
      member = memberByUsername(c, payload.username.trim());
      if (!member || member.type === 4) {
        await burnPasswordCheck(payload.password);
        return refuse('login.failed');
      }
      if (!(await verifyPassword(payload.password, member.password_hash))) return refuse('login.failed');
    } else if (mobile) {
      if (
        !payload.verificationCode ||
        !consumeSmsCode(db, merchant, mobile, 'login', payload.verificationCode, now())
      ) {
        return refuse('verification.code.invalid');
      }
      member = memberByMobile(c, mobile);
      if (!member) return failure(c, 404, 'member.not.exist');
    }
    if (member?.status !== 'active') return failure(c, 404, 'member.not.exist');
    const side = payload.side ?? 'member';
    // Who may log in on which side is the domain's rule (docs/product.md, "Session types").
    const refusal = loginRefusal(side, member.type);
    if (refusal) return failure(c, 403, refusal);
    clearAccountFailures(db, merchant, account);
    return success(c, startSession(c, member));
  })
  .post('/wps/session/login/freeplay', requireSwitch('FREEPLAY3'), async (c) => {
    const spent = limited(c, 'login');
    if (spent) return spent;
    let trialName: string | undefined;
    if ((await c.req.text()).trim() !== '') {
      const parsed = await readJson(c, freePlayPayload);
      if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
      trialName = parsed.value.trialName;
    }
    let member: MemberRow | undefined;
    if (trialName) {
      member = memberByUsername(c, trialName);
      if (member?.type !== 4) return failure(c, 404, 'resource.not.found');
    } else {
      member = createTrialMember(c);
    }
    const value = startSession(c, member);
    const answer: Schemas['FreePlayValue'] = {
      token: value.token,
      userName: value.userName,
      customerType: 4,
      merchantCode: `${c.get('merchant').code}${TRIAL_SUFFIX}`,
      firstTimeLogin: value.firstTimeLogin,
      expiresAt: value.expiresAt,
    };
    return success(c, answer);
  })
  .get('/wps/session/trial', requireSwitch('FREEPLAY3'), (c) => {
    const spent = limited(c, 'login');
    if (spent) return spent;
    const value: Schemas['TrialAccount'] = { trialName: createTrialMember(c).username };
    return success(c, value);
  })
  .delete('/wps/session', requireSession, (c) => {
    closeSession(c.get('services').db, c.get('session').token);
    return success(c, true as const);
  })
  .post('/wps/session/renew', requireSession, (c) => {
    const { db, now } = c.get('services');
    const token = bearer(c) ?? c.get('session').token;
    const value: Schemas['RenewValue'] = { token, expiresAt: renewSession(db, token, now()) };
    return success(c, value);
  })
  .get('/wps/session/captcha', (c) => {
    const spent = limited(c, 'captcha');
    if (spent) return spent;
    const value: Schemas['Captcha'] = issueCaptcha(c.get('services'), c.get('merchant').code);
    return success(c, value);
  })
  .post('/wps/session/sms', async (c) => {
    const parsed = await readJson(c, smsRequest);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const mobile = parseMobile(parsed.value.countryDialingCode, parsed.value.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    const spent = limited(c, 'sms');
    if (spent) return spent;
    if (!memberByMobile(c, mobile)) return failure(c, 404, 'member.not.exist');
    return answerSms(c, mobile, 'login');
  });

/** The suffix of the merchant code that trial sessions carry; the gateway maps it back to the merchant. */
export const TRIAL_SUFFIX = '_TRIAL';

export function answerSms(c: GatewayContext, mobile: Mobile, purpose: 'login' | 'register' | 'password') {
  const { db, now } = c.get('services');
  const sent = sendSmsCode(db, c.get('merchant').code, mobile, purpose, now());
  if (!sent.ok) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((sent.retryAt - now()) / 1000))));
    return failure(c, 429, 'sms.too.soon');
  }
  const value: Schemas['SmsValue'] = { expirationTime: sent.expirationTime };
  return success(c, value);
}
