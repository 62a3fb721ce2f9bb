import { randomBytes } from 'node:crypto';
import { checkFieldRule, isBirthdayInRange, isPatternId } from '@wl/domain/patterns';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import type { Database } from '../db/database.ts';
import { type ErrorCode, failure, type Schemas, success } from '../envelope.ts';
import { readEncrypted } from '../http/encrypted.ts';
import { limited, requireSwitch, setting, switchEnabled } from '../http/guards.ts';
import { readJson, readQuery } from '../http/input.ts';
import { checkCaptcha } from '../security/captchaStore.ts';
import { hashPassword } from '../security/passwords.ts';
import { consumeSmsCode, type Mobile } from '../security/smsCodes.ts';
import { answerSms, dialingCode, memberByMobile, mobileNum, parseMobile } from './session.ts';

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

interface FieldRuleRow {
  field: string;
  enabled: number;
  required: number;
  min_length: number;
  max_length: number;
  pattern_id: string;
}

export function fieldRules(db: Database, merchant: string): Map<string, FieldRuleRow> {
  const rows = db
    .prepare('SELECT * FROM registration_field WHERE merchant_code = ? ORDER BY sort')
    .all(merchant) as unknown as FieldRuleRow[];
  return new Map(rows.map((row) => [row.field, row]));
}

/** A stored rule as the contract's FieldRule; a pattern id the contract does not know reads as `text`. */
function fieldRuleOf(row: FieldRuleRow): Schemas['FieldRule'] {
  return {
    enabled: row.enabled === 1,
    required: row.required === 1,
    minLength: row.min_length,
    maxLength: Math.max(1, row.max_length),
    patternId: isPatternId(row.pattern_id) ? row.pattern_id : 'text',
  };
}

/**
 * Whether a given value passes its field's rule, by the same check the client's forms run (@wl/domain/patterns): an
 * empty value never passes here, since the caller asks only about a value it needs. A field without a rule takes
 * anything. `now` places the end of a date rule's range (the birthday's current year).
 */
export function passesRule(row: FieldRuleRow | undefined, value: string, now = Date.now()): boolean {
  if (!row) return true;
  return checkFieldRule({ ...fieldRuleOf(row), required: true }, value, new Date(now)) === 'ok';
}

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

function usernameTaken(db: Database, merchant: string, username: string): boolean {
  return (
    db.prepare('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?').get(merchant, username) !== undefined
  );
}

/** An affiliate code belongs to an agent-type account; its owner becomes the new member's upline. */
function affiliateOwner(db: Database, merchant: string, code: string) {
  return db
    .prepare(
      `SELECT id, username, nickname FROM member WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE
         AND type IN (1, 2, 40, 41, 42) AND status = 'active'`,
    )
    .get(merchant, code);
}

async function register(c: GatewayContext, payload: Registration, method: 'username' | 'mobile') {
  const services = c.get('services');
  const { db, now } = services;
  const merchant = c.get('merchant');
  if (merchant.region_restriction === 1) return failure(c, 403, 'region.restricted');
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
    if (!password || !passesRule(rules.get('password'), password, now())) return failure(c, 400, 'password.format');
    if (password !== values.confirmPassword) return failure(c, 400, 'password.confirm.mismatch');
  }
  let mobile: Mobile | undefined;
  if (needsSms || values.mobileNum) {
    if (!values.mobileNum || !values.countryDialingCode) return failure(c, 400, 'mobile.format');
    mobile = parseMobile(values.countryDialingCode, values.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    if (!passesRule(rules.get('mobileNum'), mobile.mobileNum, now())) return failure(c, 400, 'mobile.invalid');
  }
  if (needsSms && !/^[0-9]{1,10}$/.test(values.verificationCode ?? '')) {
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
  if (mobile && memberByMobile(c, mobile)) return failure(c, 409, 'mobile.exists');
  if (needsSms && mobile) {
    if (!consumeSmsCode(db, merchant.code, mobile, 'register', values.verificationCode ?? '', now())) {
      return failure(c, 400, 'verification.code.invalid');
    }
  }

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
  if (mobile && memberByMobile(c, mobile)) return failure(c, 409, 'mobile.exists');
  db.prepare(
    `INSERT INTO member (merchant_code, username, password_hash, type, nickname, email, payee_name, dialing_code,
       mobile_num, birthday, payment_password_hash, recommender_id, upline_id, profile, created_at)
     VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchant.code,
    username,
    passwordHash,
    values.nickname ?? null,
    values.email ?? null,
    values.payeeName ?? null,
    mobile?.dialingCode ?? null,
    mobile?.mobileNum ?? null,
    values.birthday ?? null,
    paymentPassword,
    values.recommenderId ?? null,
    upline,
    JSON.stringify(profile),
    now(),
  );
  const value: Schemas['RegisterValue'] = { userName: username };
  return success(c, value);
}

const smsRequest = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum,
  humanVerification: z.string().max(4096).optional(),
});

export const registrationRoutes = new Hono<GatewayEnv>()
  .put('/wps/member/register', requireSwitch('REG3'), async (c) => {
    const spent = limited(c, 'login');
    if (spent) return spent;
    const opened = await readEncrypted(c, registerByUsername);
    if (!opened.ok) return failure(c, 400, opened.code, opened.message);
    return register(c, opened.value, 'username');
  })
  .put('/wps/member/register/mobile', requireSwitch('MOBILENUMREG3'), async (c) => {
    const spent = limited(c, 'login');
    if (spent) return spent;
    const opened = await readEncrypted(c, registerByMobile);
    if (!opened.ok) return failure(c, 400, opened.code, opened.message);
    return register(c, opened.value, 'mobile');
  })
  .post('/wps/member/register/sms', async (c) => {
    if (!switchEnabled(c, 'REGMOBVERF3') && !switchEnabled(c, 'MOBILENUMREG3')) {
      return failure(c, 403, 'permission.denied');
    }
    const parsed = await readJson(c, smsRequest);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const mobile = parseMobile(parsed.value.countryDialingCode, parsed.value.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    const spent = limited(c, 'sms');
    if (spent) return spent;
    if (memberByMobile(c, mobile)) return failure(c, 409, 'mobile.exists');
    return answerSms(c, mobile, 'register');
  })
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
  .get('/wps/member/username', (c) => {
    const parsed = readQuery(c, z.strictObject({ username: z.string().min(1).max(64) }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const { db, now } = c.get('services');
    const username = parsed.value.username.trim();
    if (!passesRule(fieldRules(db, c.get('merchant').code).get('username'), username, now())) {
      return failure(c, 400, 'username.format');
    }
    const value: Schemas['UsernameAvailability'] = {
      username,
      available: !usernameTaken(db, c.get('merchant').code, username),
    };
    return success(c, value);
  })
  .get('/wps/member/affiliate', (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({ code: z.string().min(1).max(32), domain: z.string().max(255).optional() }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const code = parsed.value.code.trim();
    if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return failure(c, 400, 'affiliate.code.invalid');
    const owner = affiliateOwner(c.get('services').db, c.get('merchant').code, code);
    if (!owner) return failure(c, 400, 'affiliate.code.invalid');
    const value: Schemas['AffiliateCode'] = {
      affiliateCode: code.toUpperCase(),
      agentName: String(owner.nickname ?? owner.username),
    };
    return success(c, value);
  });
