import { randomBytes } from 'node:crypto';
import { checkNewPassword } from '@wl/domain/password-policy';
import { isBirthdayInRange } from '@wl/domain/patterns';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { accountByMobile, affiliateOwner, insertMember, usernameTaken } from '../db/queries/members.ts';
import { fieldRules } from '../db/queries/merchants.ts';
import { type ErrorCode, failure, type Schemas, success } from '../envelope.ts';
import { fieldRuleOf, passesRule } from '../fieldRules.ts';
import { encryptedBody } from '../http/encrypted.ts';
import { limit, refuseRestrictedRegion, requireSwitch, setting, switchEnabled } from '../http/guards.ts';
import { query } from '../http/input.ts';
import { checkCaptcha } from '../security/captchaStore.ts';
import { hashPassword } from '../security/passwords.ts';
import { checkSmsCode, type Mobile, spendSmsCode } from '../security/smsCodes.ts';
import { dialingCode, mobileNum, parseMobile, SMS_CODE_PATTERN } from './sms.ts';

const text = (max: number) => z.string().max(max).optional();
const registrationFields = {
  countryDialingCode: dialingCode.optional(),
  registerUrl: z.string().max(255),
  registerMethod: z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']),
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  affiliateCode: text(32),
  paymentPassword: text(32),
  recommenderId: text(32),
  nickname: text(64),
  payeeName: text(64),
  email: text(255),
  mobileNum: mobileNum.optional(),
  idNumber: text(32),
  qqNum: text(32),
  facebook: text(64),
  wechat: text(64),
  line: text(64),
  whatsapp: text(64),
  zalo: text(64),
  birthday: text(10),
  captcha: text(6),
  captchaId: z.string().min(1).max(64).optional(),
  type: z.literal(0),
  domain: text(255),
  verificationCode: text(10),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: text(4096),
  humanVerification: text(4096),
};
const registerByUsername = z.strictObject({
  ...registrationFields,
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
});
const registerByMobile = z.strictObject({
  ...registrationFields,
  countryDialingCode: dialingCode,
  mobileNum,
  verificationCode: z.string().max(10),
});
type Registration = z.infer<typeof registerByUsername> | z.infer<typeof registerByMobile>;

/** The code a field's failed rule answers with; fields without their own text share field.invalid. */
const FIELD_CODES: Record<string, ErrorCode> = {
  username: 'username.format',
  password: 'password.format',
  confirmPassword: 'password.format',
  email: 'email.format',
  nickname: 'name.format',
  payeeName: 'name.format',
  mobileNum: 'mobile.format',
  verificationCode: 'verification.code.format',
};

/** Fields kept in the member's profile as they are (the columns hold the rest). */
const PROFILE_FIELDS = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

/** A real calendar date from 1900-01-01 to the end of the current year, as the birthday field's rule reads it. */
function birthdayDate(value: string, now: number): Date | undefined {
  return isBirthdayInRange(value, new Date(now)) ? new Date(`${value}T00:00:00Z`) : undefined;
}

function ageOn(birthday: Date, now: number): number {
  const today = new Date(now);
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const before =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (before) age--;
  return age;
}

async function register(c: GatewayContext, payload: Registration, method: 'username' | 'mobile') {
  const services = c.get('services');
  const { db, now } = services;
  const merchant = c.get('merchant');
  const rules = fieldRules(db, merchant.code);
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (typeof value === 'string') values[key] = key === 'password' || key === 'confirmPassword' ? value : value.trim();
  }
  const mobilePassword = switchEnabled(c, 'MOBILENUMPASSREG3');
  const needsPassword = method === 'username' || mobilePassword;
  const needsSms = method === 'mobile' || switchEnabled(c, 'REGMOBVERF3');
  const checked = new Set(['captcha', 'verificationCode', 'mobileNum', 'username', 'password', 'confirmPassword']);

  // Fields the merchant turned off are dropped; the rest must pass their rule when given or required.
  for (const [field, rule] of rules) {
    if (checked.has(field)) continue;
    const value = values[field];
    if (!rule.enabled) {
      delete values[field];
      continue;
    }
    if (!value) {
      if (rule.required) return failure(c, 400, FIELD_CODES[field] ?? 'field.invalid', `${field}: required`);
      continue;
    }
    if (!passesRule(rule, value, now())) return failure(c, 400, FIELD_CODES[field] ?? 'field.invalid', field);
  }

  let username = values.username;
  if (method === 'username' || username) {
    if (!username || !passesRule(rules.get('username'), username, now())) return failure(c, 400, 'username.format');
  }
  let password = values.password;
  if (needsPassword) {
    // The new-password rule, whatever the merchant's rule for the field says.
    if (!password || checkNewPassword(password) !== 'ok') return failure(c, 400, 'password.format');
    if (password !== values.confirmPassword) return failure(c, 400, 'password.confirm.mismatch');
  }
  let mobile: Mobile | undefined;
  if (needsSms || values.mobileNum) {
    if (!values.mobileNum || !values.countryDialingCode) return failure(c, 400, 'mobile.format');
    mobile = parseMobile(values.countryDialingCode, values.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    if (!passesRule(rules.get('mobileNum'), mobile.mobileNum, now())) return failure(c, 400, 'mobile.invalid');
  }
  if (needsSms && !SMS_CODE_PATTERN.test(values.verificationCode ?? '')) {
    return failure(c, 400, 'verification.code.format');
  }
  const birthday = values.birthday ? birthdayDate(values.birthday, now()) : undefined;
  if (values.birthday && !birthday) return failure(c, 400, 'field.invalid', 'birthday');
  if (birthday && ageOn(birthday, now()) < merchant.age_threshold) return failure(c, 400, 'age.restricted');

  let upline: number | null = null;
  if (values.affiliateCode) {
    const owner = affiliateOwner(db, merchant.code, values.affiliateCode);
    if (!owner) return failure(c, 400, 'affiliate.code.invalid');
    upline = Number(owner.id);
  }
  if (values.recommenderId && !usernameTaken(db, merchant.code, values.recommenderId)) {
    return failure(c, 400, 'referrer.invalid');
  }

  if (switchEnabled(c, 'CAPTCHA3')) {
    if (!values.captcha || !payload.captchaId) return failure(c, 400, 'captcha.required');
    if (!checkCaptcha(services, merchant.code, payload.captchaId, values.captcha)) {
      return failure(c, 400, 'captcha.invalid');
    }
  }
  if (username && usernameTaken(db, merchant.code, username)) return failure(c, 409, 'username.exists');
  // The code before the number's account: a number's registration is told only to whoever holds its phone (a
  // registered number never receives a registration code: routes/sms.ts).
  let code: number | undefined;
  if (needsSms && mobile) {
    const checked = checkSmsCode(db, merchant.code, mobile, 'register', values.verificationCode ?? '', now());
    if (!checked.ok) return failure(c, 400, 'verification.code.invalid');
    code = checked.id;
  }
  if (mobile && accountByMobile(db, merchant.code, mobile)) return failure(c, 409, 'mobile.exists');

  if (!username && mobile) {
    // Mobile registration without a username: the account is named after the number, which logs in by SMS.
    username = `m${mobile.dialingCode}${mobile.mobileNum}`;
    if (usernameTaken(db, merchant.code, username)) username = `${username}x${randomBytes(2).toString('hex')}`;
  }
  if (!username) return failure(c, 400, 'username.format');
  if (!password) password = randomBytes(24).toString('base64url');
  const profile: Record<string, string> = { registerUrl: payload.registerUrl, registerMethod: payload.registerMethod };
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value) profile[field] = value;
  }
  if (values.domain) profile.domain = values.domain;
  const paymentPassword = values.paymentPassword ? await hashPassword(values.paymentPassword) : null;
  const passwordHash = await hashPassword(password);
  // Hashing yielded to other requests: check again, synchronously with the insert, so that two registrations of
  // the same name or number at once cannot both pass.
  if (usernameTaken(db, merchant.code, username)) return failure(c, 409, 'username.exists');
  if (mobile && accountByMobile(db, merchant.code, mobile)) return failure(c, 409, 'mobile.exists');
  if (code !== undefined && !spendSmsCode(db, code, now())) return failure(c, 400, 'verification.code.invalid');
  insertMember(db, {
    merchant: merchant.code,
    username,
    passwordHash,
    nickname: values.nickname ?? null,
    email: values.email ?? null,
    payeeName: values.payeeName ?? null,
    mobile,
    birthday: values.birthday ?? null,
    paymentPasswordHash: paymentPassword,
    recommenderId: values.recommenderId ?? null,
    uplineId: upline,
    profile,
    createdAt: now(),
  });
  const value: Schemas['RegisterValue'] = { userName: username };
  return success(c, value);
}

export const registrationRoutes = new Hono<GatewayEnv>()
  .put(
    '/wps/member/register',
    requireSwitch('REG3'),
    limit('login'),
    refuseRestrictedRegion,
    encryptedBody(registerByUsername),
    (c) => register(c, c.req.valid('json'), 'username'),
  )
  .put(
    '/wps/member/register/mobile',
    requireSwitch('MOBILENUMREG3'),
    limit('login'),
    refuseRestrictedRegion,
    encryptedBody(registerByMobile),
    (c) => register(c, c.req.valid('json'), 'mobile'),
  )
  .get('/wps/member/register/settings', (c) => {
    const merchant = c.get('merchant');
    const value: Schemas['RegisterSettings'] = {
      usernameRegistration: switchEnabled(c, 'REG3'),
      mobileRegistration: switchEnabled(c, 'MOBILENUMREG3'),
      mobilePassword: switchEnabled(c, 'MOBILENUMPASSREG3'),
      mobileVerification: switchEnabled(c, 'REGMOBVERF3'),
      captcha: switchEnabled(c, 'CAPTCHA3'),
      affiliateCode: switchEnabled(c, 'AFFMAN3'),
      ageThreshold: merchant.age_threshold === 21 ? 21 : 18,
      defaultDialingCode: setting(c, 'defaultDialingCode') ?? '+60',
    };
    return success(c, value);
  })
  .get('/wps/member/register/validation', (c) => {
    const value: Record<string, Schemas['FieldRule']> = {};
    for (const [field, rule] of fieldRules(c.get('services').db, c.get('merchant').code)) {
      value[field] = fieldRuleOf(rule);
    }
    return success(c, value as Schemas['RegisterValidation']);
  })
  .get('/wps/member/username', query(z.strictObject({ username: z.string().min(1).max(64) })), (c) => {
    const { db, now } = c.get('services');
    const username = c.req.valid('query').username.trim();
    if (!passesRule(fieldRules(db, c.get('merchant').code).get('username'), username, now())) {
      return failure(c, 400, 'username.format');
    }
    const value: Schemas['UsernameAvailability'] = {
      username,
      available: !usernameTaken(db, c.get('merchant').code, username),
    };
    return success(c, value);
  })
  .get(
    '/wps/member/affiliate',
    query(z.strictObject({ code: z.string().min(1).max(32), domain: z.string().max(255).optional() })),
    (c) => {
      const code = c.req.valid('query').code.trim();
      if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return failure(c, 400, 'affiliate.code.invalid');
      const owner = affiliateOwner(c.get('services').db, c.get('merchant').code, code);
      if (!owner) return failure(c, 400, 'affiliate.code.invalid');
      const value: Schemas['AffiliateCode'] = {
        affiliateCode: code.toUpperCase(),
        agentName: String(owner.nickname ?? owner.username),
      };
      return success(c, value);
    },
  );
