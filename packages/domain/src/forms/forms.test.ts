import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import * as z from 'zod/mini';
import { isCommonPassword } from '../passwordPolicy.ts';
import { type FieldRule, PATTERNS, type PatternId } from '../patterns.ts';
import { changePasswordSchema } from './changePasswordForm.ts';
import {
  captcha,
  countryDialingCode,
  email,
  loginMobileNum,
  loginPassword,
  loginUsername,
  verificationCode,
} from './fieldRules.ts';
import { loginFormSchema, smsRequestSchema } from './loginForm.ts';
import { FORM_MESSAGES } from './messages.ts';
import { newPassword } from './newPasswordField.ts';
import { emailRecoverySchema, phoneRecoverySchema, recoverySchema } from './recoveryForm.ts';
import {
  CONFIGURABLE_FIELDS,
  FIXED_FIELDS,
  fixedFieldRule,
  type RegisterSettings,
  type RegisterValidation,
  type RegistrationConfig,
  registrationFields,
  registrationSchema,
  registrationTabs,
} from './registrationForm.ts';
import { recheckFilled, validate } from './validate.ts';

const today = new Date(2026, 10, 21);

const settings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  usernameRegistration: true,
  mobileRegistration: true,
  mobilePassword: false,
  mobileVerification: false,
  captcha: false,
  affiliateCode: false,
  ageThreshold: 18,
  defaultDialingCode: '+60',
  ...overrides,
});

const config = (
  overrides: Partial<RegisterSettings> = {},
  validation: RegisterValidation = {},
): RegistrationConfig => ({
  settings: settings(overrides),
  validation,
});

const rule = (
  minLength: number,
  maxLength: number,
  patternId: PatternId,
  required = false,
  enabled = true,
): FieldRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  patternId,
});

describe('shared field rules', () => {
  it('trim usernames, e-mails and numbers', () => {
    expect(loginUsername.parse('  demo01 ')).toBe('demo01');
    expect(email.parse(' demo01@example.com ')).toBe('demo01@example.com');
    expect(loginMobileNum.parse(' 123456789 ')).toBe('123456789');
  });

  it('take passwords exactly as typed', () => {
    expect(loginPassword.parse(' Demo1234 ')).toBe(' Demo1234 ');
    expect(validate(loginPassword, '12345').errors.form).toEqual({ key: 'password.invalid' });
    expect(validate(loginPassword, '').errors.form?.key).toBe('password.required');
  });

  it('answer with catalogue keys', () => {
    expect(validate(loginUsername, '  ').errors.form?.key).toBe('username.required');
    expect(validate(loginUsername, 'ab').errors.form?.key).toBe('username.invalid');
    expect(validate(loginUsername, 'demo 01').errors.form?.key).toBe('username.invalid');
    expect(validate(loginMobileNum, '1'.repeat(21)).errors.form?.key).toBe('mobile.invalid');
    expect(validate(verificationCode, '12345678901').errors.form?.key).toBe('verificationCode.invalid');
    expect(validate(verificationCode, '12a4').errors.form?.key).toBe('verificationCode.invalid');
    expect(validate(captcha, '').errors.form?.key).toBe('captcha.required');
    expect(validate(captcha, '1234567').errors.form?.key).toBe('captcha.invalid');
    expect(validate(captcha, '1234').ok).toBe(true);
    expect(validate(email, 'demo01@example').errors.form?.key).toBe('email.invalid');
    expect(validate(email, `${'a'.repeat(250)}@example.com`).errors.form?.key).toBe('email.invalid');
  });

  it('take usernames of 4 to 16 characters and, to log in, passwords of 6 to 64 code points', () => {
    expect(validate(loginUsername, 'a'.repeat(16)).ok).toBe(true);
    expect(validate(loginUsername, 'a'.repeat(17)).errors.form?.key).toBe('username.invalid');
    // An account made when 6 characters and a common password were allowed still logs in.
    expect(validate(loginPassword, 'abc123').ok).toBe(true);
    expect(validate(loginPassword, 'password').ok).toBe(true);
    expect(validate(loginPassword, 'Demo1234'.padEnd(64, 'x')).ok).toBe(true);
    expect(validate(loginPassword, '😀'.repeat(64)).ok).toBe(true);
    expect(validate(loginPassword, 'Demo1234'.padEnd(65, 'x')).errors.form).toEqual({ key: 'password.invalid' });
    expect(validate(loginPassword, '😀'.repeat(65)).errors.form).toEqual({ key: 'password.invalid' });
  });

  it('take only digits for a mobile number, and 4 to 6 of them for a captcha', () => {
    for (const value of ['x1234567', '1234567x', '123 4567']) {
      expect(validate(loginMobileNum, value).errors.form?.key, value).toBe('mobile.invalid');
    }
    for (const value of ['a1234', '1234a']) {
      expect(validate(captcha, value).errors.form?.key, value).toBe('captcha.invalid');
    }
    expect(validate(captcha, '123').errors.form).toEqual({ key: 'captcha.invalid', values: { min: 4 } });
    expect(validate(captcha, '123456').ok).toBe(true);
  });

  it('take a dialling code of 1 to 4 digits, with or without the plus', () => {
    for (const value of ['+6', '60', '+6012', ' +60 '])
      expect(validate(countryDialingCode, value).ok, value).toBe(true);
    for (const value of ['', '+', '+60123', '12345', 'x60', '60x', '6+0']) {
      expect(validate(countryDialingCode, value).errors.form, value).toEqual({ key: 'dialingCode.required' });
    }
  });
});

describe('validate', () => {
  it('gives the bounds a length message names', () => {
    expect(validate(loginUsername, 'ab').errors.form).toEqual({ key: 'username.invalid', values: { min: 4 } });
    expect(validate(verificationCode, '12345678901').errors.form).toEqual({
      key: 'verificationCode.invalid',
      values: { max: 10 },
    });
  });

  it("passes a rule's number and text parameters to its message, and nothing else", () => {
    const rule = z
      .string()
      .check(z.refine(() => false, { error: 'field.length', params: { min: 2, max: 'ten', strict: true, list: [1] } }));
    expect(validate(rule, 'a').errors.form).toEqual({ key: 'field.length', values: { min: 2, max: 'ten' } });
  });

  it('answers form.invalid for a message that is not a key of the catalogue', () => {
    const result = validate(z.object({ name: z.string() }), { name: 5 });
    expect(result).toEqual({ ok: false, errors: { name: { key: 'form.invalid' } }, firstInvalid: 'name' });
  });
});

describe('checking the filled fields again', () => {
  it("gives each filled field its error now or none, and leaves the others' as they were", () => {
    const result = validate(loginFormSchema({ method: 'username', captchaRequired: false }), {
      username: 'ab',
      password: 'Demo1234',
    });
    const before = { password: { key: 'password.invalid' }, captcha: { key: 'captcha.required' } };
    expect(recheckFilled(before, result, ['username', 'password'])).toEqual({
      username: { key: 'username.invalid', values: { min: 4 } },
      captcha: { key: 'captcha.required' },
    });
    expect(recheckFilled(before, result, [])).toEqual(before);
  });
});

describe('login form', () => {
  it('asks for the captcha only once it is required', () => {
    const values = { username: 'demo01', password: 'Demo1234' };
    expect(validate(loginFormSchema({ method: 'username', captchaRequired: false }), values).ok).toBe(true);
    const withCaptcha = validate(loginFormSchema({ method: 'username', captchaRequired: true }), values);
    expect(withCaptcha).toMatchObject({
      ok: false,
      firstInvalid: 'captcha',
      errors: { captcha: { key: 'captcha.required' } },
    });
  });

  it('reports the first invalid field in screen order', () => {
    const result = validate(loginFormSchema({ method: 'sms', captchaRequired: false }), {
      countryDialingCode: '+60',
      mobileNum: 'x',
      messageCode: '',
    });
    expect(result.firstInvalid).toBe('mobileNum');
    expect(Object.keys(result.errors)).toEqual(['mobileNum', 'messageCode']);
  });

  it('checks a number before an SMS code is requested', () => {
    expect(validate(smsRequestSchema, { countryDialingCode: '60', mobileNum: '123456789' }).ok).toBe(true);
    expect(validate(smsRequestSchema, { countryDialingCode: '60', mobileNum: '12-34' }).ok).toBe(false);
  });

  it('calls a value that is not a form invalid', () => {
    expect(validate(smsRequestSchema, 'nope')).toEqual({
      ok: false,
      errors: { form: { key: 'form.invalid' } },
      firstInvalid: 'form',
    });
  });
});

describe('recovery forms', () => {
  it('pick the schema of the method', () => {
    expect(recoverySchema('email')).toBe(emailRecoverySchema);
    expect(recoverySchema('phone')).toBe(phoneRecoverySchema);
    expect(
      validate(phoneRecoverySchema, {
        countryDialingCode: '60',
        mobileNum: '123456789',
        verificationCode: '1234',
        password: 'Demo1234',
      }).ok,
    ).toBe(true);
  });
});

describe('new password field', () => {
  it('says the rule when a new password is too short, too long or common', () => {
    expect(validate(newPassword, '').errors.form?.key).toBe('password.required');
    expect(validate(newPassword, 'Secret1').errors.form).toEqual({ key: 'password.tooShort', values: { min: 8 } });
    expect(validate(newPassword, 'Secret12').ok).toBe(true);
    expect(validate(newPassword, 'x'.repeat(65)).errors.form).toEqual({ key: 'password.tooLong', values: { max: 64 } });
    expect(validate(newPassword, 'x'.repeat(64)).ok).toBe(true);
    expect(validate(newPassword, 'Password1').errors.form).toEqual({ key: 'password.common' });
    expect(newPassword.parse(' correct horse battery ')).toBe(' correct horse battery ');
  });

  it('is the rule of every form that sets a password, and not of the one that logs in', () => {
    const change = changePasswordSchema({ askOldPassword: true });
    expect(
      validate(change, { oldPassword: 'abc123', newPassword: '12345678', confirmNewPassword: '12345678' }).errors,
    ).toEqual({ newPassword: { key: 'password.common' } });
    expect(
      validate(change, { oldPassword: 'abc123', newPassword: 'Secret1', confirmNewPassword: 'Secret1' }).errors,
    ).toEqual({ newPassword: { key: 'password.tooShort', values: { min: 8 } } });
    const phone = { countryDialingCode: '+60', mobileNum: '123456789', verificationCode: '1234' };
    expect(validate(phoneRecoverySchema, { ...phone, password: 'password1' }).errors).toEqual({
      password: { key: 'password.common' },
    });
    expect(validate(phoneRecoverySchema, { ...phone, password: '我的密码是长城' }).errors).toEqual({
      password: { key: 'password.tooShort', values: { min: 8 } },
    });
    expect(validate(phoneRecoverySchema, { ...phone, password: '我的密码是万里长城' }).ok).toBe(true);
    const registration = registrationSchema(config(), { method: 'username', today });
    const account = { username: 'newbie1', disclaimer: true };
    expect(
      validate(registration, { ...account, password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }).errors,
    ).toEqual({ password: { key: 'password.common' } });
    expect(
      validate(registration, { ...account, password: 'x'.repeat(65), confirmPassword: 'x'.repeat(65) }).errors,
    ).toEqual({ password: { key: 'password.tooLong', values: { max: 64 } } });
    expect(validate(loginPassword, 'password1').ok).toBe(true);
  });
});

describe('change password form', () => {
  it('needs the confirmation to match and the new password to differ', () => {
    const schema = changePasswordSchema({ askOldPassword: true });
    expect(
      validate(schema, { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }).ok,
    ).toBe(true);
    expect(
      validate(schema, { oldPassword: 'Demo1234', newPassword: 'Demo5678', confirmNewPassword: 'Demo5679' }).errors
        .confirmNewPassword,
    ).toEqual({ key: 'password.confirm.mismatch' });
    expect(
      validate(schema, { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' }).errors
        .newPassword,
    ).toEqual({ key: 'password.same' });
  });

  it('skips the old password when the session holds it', () => {
    const schema = changePasswordSchema({ askOldPassword: false });
    expect(validate(schema, { newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }).ok).toBe(true);
    expect(validate(schema, { newPassword: 'Demo5678', confirmNewPassword: '' }).errors.confirmNewPassword?.key).toBe(
      'password.confirm.required',
    );
    // The held password comes from the session; anything but text there is refused like a wrong password.
    expect(
      validate(schema, { oldPassword: 1234, newPassword: 'Demo5678', confirmNewPassword: 'Demo5678' }).errors,
    ).toEqual({ oldPassword: { key: 'password.invalid' } });
  });
});

describe('registration form', () => {
  const account = { username: 'newbie1', password: 'Secret12', confirmPassword: 'Secret12', disclaimer: true };

  it('shows tabs only with both methods, and defaults to mobile only when it is alone', () => {
    expect(registrationTabs(settings())).toEqual({ tabs: true, methods: ['username', 'mobile'], initial: 'username' });
    expect(registrationTabs(settings({ usernameRegistration: false }))).toEqual({
      tabs: false,
      methods: ['mobile'],
      initial: 'mobile',
    });
    expect(registrationTabs(settings({ mobileRegistration: false })).initial).toBe('username');
  });

  it('shows password fields for mobile registration only when it asks for them, and the SMS code when asked', () => {
    expect(registrationFields(config(), 'mobile')).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'disclaimer',
    ]);
    expect(registrationFields(config({ mobilePassword: true }), 'mobile')).toContain('confirmPassword');
    expect(registrationFields(config(), 'username')).toEqual(['username', 'password', 'confirmPassword', 'disclaimer']);
    expect(registrationFields(config({ mobileVerification: true, captcha: true }), 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'captcha',
      'disclaimer',
    ]);
  });

  it('shows an optional field when its rule is enabled, and the affiliate code only when it is offered too', () => {
    const validation = { email: rule(6, 255, 'email'), wechat: rule(2, 50, 'handle', true, false) };
    const affiliate = { affiliateCode: rule(4, 20, 'alphanumeric') };
    expect(registrationFields(config({}, validation), 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'disclaimer',
    ]);
    expect(registrationFields(config({ affiliateCode: false }, affiliate), 'username')).not.toContain('affiliateCode');
    expect(registrationFields(config({ affiliateCode: true }, affiliate), 'username')).toContain('affiliateCode');
    expect(registrationFields(config({ affiliateCode: true }), 'username')).not.toContain('affiliateCode');
  });

  it("follows the server's rules of optional fields", () => {
    const schema = registrationSchema(
      config(
        {},
        {
          nickname: rule(2, 12, 'name', true),
          qqNum: rule(5, 12, 'digits'),
          wechat: rule(2, 20, 'handle', true, false),
          birthday: rule(10, 10, 'date'),
          paymentPassword: rule(6, 6, 'digits'),
          recommenderId: rule(0, 16, 'alphanumeric'),
        },
      ),
      { method: 'username', today },
    );
    const empty = { nickname: 'Ali', qqNum: '', birthday: '', paymentPassword: '', recommenderId: '' };
    expect(validate(schema, { ...account, ...empty }).ok).toBe(true);
    const failed = validate(schema, {
      ...account,
      nickname: '',
      qqNum: '12ab56',
      birthday: '1899-12-31',
      paymentPassword: ' 12 ',
      recommenderId: 'a'.repeat(17),
    });
    expect(failed.errors).toEqual({
      nickname: { key: 'field.required' },
      qqNum: { key: 'field.pattern', values: { min: 5, max: 12 } },
      birthday: { key: 'birthday.invalid', values: { min: 1900, max: 2026 } },
      paymentPassword: { key: 'field.length', values: { min: 6, max: 6 } },
      recommenderId: { key: 'field.maxLength', values: { max: 16 } },
    });
    expect(validate(schema, { ...account, ...empty, nickname: 'A1!' }).errors.nickname).toEqual({
      key: 'name.invalid',
      values: { min: 2, max: 12 },
    });
    expect(validate(schema, { ...account, ...empty, birthday: '2001-02-29' }).errors.birthday?.key).toBe(
      'birthday.invalid',
    );
  });

  it("follows the server's rules of the username, mobile number, SMS code and captcha, not of the password", () => {
    const schema = registrationSchema(
      config(
        { mobileVerification: true, captcha: true },
        {
          username: rule(6, 16, 'username', true),
          password: rule(6, 10, 'password', true),
          confirmPassword: rule(6, 10, 'password', true),
          mobileNum: rule(7, 20, 'digits'),
          verificationCode: rule(4, 6, 'digits'),
          captcha: rule(4, 4, 'digits', true),
        },
      ),
      { method: 'username', today },
    );
    const valid = {
      username: 'demo01',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      countryDialingCode: '+60',
      mobileNum: '1234567',
      verificationCode: '1234',
      captcha: '4821',
      disclaimer: true,
    };
    expect(validate(schema, valid).ok).toBe(true);
    // The password follows the new-password rule whatever the merchant's rule says: longer than its 10, and without
    // a digit, is fine; shorter than 8 is not, though the merchant's rule would take it.
    expect(validate(schema, { ...valid, password: 'correct horse', confirmPassword: 'correct horse' }).ok).toBe(true);
    expect(
      validate(schema, {
        ...valid,
        username: 'demo1',
        password: 'Secret1',
        confirmPassword: 'Secret1',
        mobileNum: '123456',
        verificationCode: '123',
        captcha: '48210',
      }).errors,
    ).toEqual({
      username: { key: 'username.invalid' },
      password: { key: 'password.tooShort', values: { min: 8 } },
      mobileNum: { key: 'mobile.invalid' },
      verificationCode: { key: 'verificationCode.invalid' },
      captcha: { key: 'captcha.invalid' },
    });
    // The method needs the number whatever its rule says: required false does not make it optional here.
    expect(validate(schema, { ...valid, mobileNum: '' }).errors.mobileNum).toEqual({ key: 'mobile.required' });
    // A confirmation that differs reads as a mismatch, not as a password format.
    expect(validate(schema, { ...valid, confirmPassword: 'Sec' }).errors.confirmPassword).toEqual({
      key: 'password.confirm.mismatch',
    });
  });

  it('refuses a username that starts with an underscore or a digit, with or without a rule', () => {
    const withRule = config({}, { username: rule(4, 16, 'username', true) });
    for (const configured of [config(), withRule]) {
      const schema = registrationSchema(configured, { method: 'username', today });
      expect(validate(schema, { ...account, username: '_abc' }).errors.username).toEqual({ key: 'username.invalid' });
      expect(validate(schema, { ...account, username: '1abc' }).errors.username).toEqual({ key: 'username.invalid' });
      expect(validate(schema, { ...account, username: 'abc1' }).ok).toBe(true);
    }
    // Login still takes the names of accounts made before the rule.
    expect(validate(loginUsername, '_abc').ok).toBe(true);
  });

  it('keeps its own bounds for a fixed field whose rule is disabled', () => {
    const schema = registrationSchema(config({}, { username: rule(10, 16, 'text', true, false) }), {
      method: 'username',
      today,
    });
    expect(validate(schema, { ...account, username: 'demo01' }).ok).toBe(true);
    expect(validate(schema, { ...account, username: 'demo 01' }).errors.username).toEqual({ key: 'username.invalid' });
  });

  it('needs a matching confirmation and a ticked disclaimer carrying the age', () => {
    const schema = registrationSchema(config({ ageThreshold: 21 }), { method: 'username', today });
    const result = validate(schema, {
      username: 'newbie1',
      password: 'Secret12',
      confirmPassword: 'Secret13',
      disclaimer: false,
    });
    expect(result.errors).toEqual({
      confirmPassword: { key: 'password.confirm.mismatch' },
      disclaimer: { key: 'disclaimer.required', values: { age: 21 } },
    });
    // The mismatch is found after the disclaimer's own check, but the confirmation comes first on screen.
    expect(result.firstInvalid).toBe('confirmPassword');
  });

  it('follows the login bounds for a fixed field without an enabled rule, and makes every fixed field required', () => {
    expect(fixedFieldRule({}, 'username')).toEqual({
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 16,
      patternId: 'username',
    });
    expect(fixedFieldRule({ captcha: rule(4, 6, 'digits', false, false) }, 'captcha')).toEqual({
      enabled: true,
      required: true,
      minLength: 4,
      maxLength: 6,
      patternId: 'digits',
    });
    expect(fixedFieldRule({ mobileNum: rule(8, 12, 'digits', false) }, 'mobileNum')).toEqual(
      rule(8, 12, 'digits', true),
    );
  });

  it('calls a payee name outside its pattern an invalid name, as it does a nickname', () => {
    const schema = registrationSchema(config({}, { payeeName: rule(2, 12, 'name') }), { method: 'username', today });
    expect(validate(schema, { ...account, payeeName: 'A1!' }).errors.payeeName).toEqual({
      key: 'name.invalid',
      values: { min: 2, max: 12 },
    });
  });

  it('takes the payment password exactly as typed', () => {
    const schema = registrationSchema(config({}, { paymentPassword: rule(6, 20, 'text') }), {
      method: 'username',
      today,
    });
    const result = validate(schema, { ...account, paymentPassword: ' Pay12 ' });
    expect(result.ok && result.data.paymentPassword).toBe(' Pay12 ');
  });

  it('calls a value that is not a form invalid', () => {
    const schema = registrationSchema(config(), { method: 'username', today });
    for (const values of [null, 5, 'newbie1', []]) {
      expect(validate(schema, values), JSON.stringify(values)).toEqual({
        ok: false,
        errors: { form: { key: 'form.invalid' } },
        firstInvalid: 'form',
      });
    }
  });

  it('checks the confirmation against the password only once the password is text', () => {
    const schema = registrationSchema(config(), { method: 'username', today });
    const { password: _, ...withoutPassword } = account;
    for (const values of [withoutPassword, { ...account, password: 12345678, confirmPassword: '12345678' }]) {
      expect(validate(schema, values).errors, JSON.stringify(values)).toEqual({
        password: { key: 'password.required' },
      });
    }
  });

  it('reports each failure of the confirmation once', () => {
    const schema = registrationSchema(config(), { method: 'username', today });
    const issuesOf = (confirmPassword: unknown) =>
      schema
        .safeParse({ ...account, confirmPassword })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issuesOf('')).toEqual(['confirmPassword: password.confirm.required']);
    expect(issuesOf(12345678)).toEqual(['confirmPassword: password.confirm.required']);
    expect(issuesOf('Sec')).toEqual(['confirmPassword: password.confirm.mismatch']);
  });

  it('trims every text but the passwords', () => {
    const schema = registrationSchema(
      config({}, { email: rule(6, 255, 'email'), paymentPassword: rule(6, 6, 'digits') }),
      {
        method: 'username',
        today,
      },
    );
    const result = validate(schema, {
      username: ' newbie1 ',
      password: ' Secret12 ',
      confirmPassword: ' Secret12 ',
      email: ' newbie1@example.com ',
      paymentPassword: '123456',
      disclaimer: true,
    });
    expect(result.ok && result.data).toEqual({
      username: 'newbie1',
      password: ' Secret12 ',
      confirmPassword: ' Secret12 ',
      email: 'newbie1@example.com',
      paymentPassword: '123456',
      disclaimer: true,
    });
  });
});

describe('form schemas, whatever is typed', () => {
  const forms: ZodMiniType<unknown>[] = [
    loginFormSchema({ method: 'username', captchaRequired: true }),
    loginFormSchema({ method: 'sms', captchaRequired: false }),
    smsRequestSchema,
    emailRecoverySchema,
    phoneRecoverySchema,
    changePasswordSchema({ askOldPassword: true }),
    changePasswordSchema({ askOldPassword: false }),
    registrationSchema(config({ captcha: true }, { email: rule(6, 255, 'email', true) }), {
      method: 'username',
      today,
    }),
  ];

  it('never throw, and answer only with keys of the forms catalogue', () => {
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.anything(), (schema, input) => {
        expect(() => validate(schema, input)).not.toThrow();
        const parsed = schema.safeParse(input);
        for (const issue of parsed.error?.issues ?? []) expect(FORM_MESSAGES).toContain(issue.message);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...forms),
        fc.dictionary(
          fc.constantFrom(
            'username',
            'password',
            'captcha',
            'email',
            'mobileNum',
            'oldPassword',
            'newPassword',
            'disclaimer',
          ),
          fc.oneof(fc.string(), fc.boolean(), fc.integer()),
        ),
        (schema, input) => {
          expect(() => validate(schema, input)).not.toThrow();
          const parsed = schema.safeParse(input);
          for (const issue of parsed.error?.issues ?? []) expect(FORM_MESSAGES).toContain(issue.message);
        },
      ),
    );
  });

  it('never throw for any server configuration of the registration fields', () => {
    const fieldRule = fc.record({
      enabled: fc.boolean(),
      required: fc.boolean(),
      minLength: fc.nat(30),
      maxLength: fc.integer({ min: 1, max: 60 }),
      patternId: fc.constantFrom(...(Object.keys(PATTERNS) as PatternId[])),
    });
    const configured = fc.record({
      switches: fc.record({
        mobilePassword: fc.boolean(),
        mobileVerification: fc.boolean(),
        captcha: fc.boolean(),
        affiliateCode: fc.boolean(),
      }),
      validation: fc.dictionary(fc.constantFrom(...FIXED_FIELDS, ...CONFIGURABLE_FIELDS), fieldRule),
      method: fc.constantFrom('username' as const, 'mobile' as const),
      values: fc.dictionary(
        fc.constantFrom(...FIXED_FIELDS, ...CONFIGURABLE_FIELDS, 'countryDialingCode'),
        fc.string(),
      ),
    });
    fc.assert(
      fc.property(configured, ({ switches, validation, method, values }) => {
        const schema = registrationSchema(config(switches, validation), { method, today });
        expect(() => validate(schema, { ...values, disclaimer: true })).not.toThrow();
        for (const issue of schema.safeParse(values).error?.issues ?? [])
          expect(FORM_MESSAGES).toContain(issue.message);
      }),
    );
  });

  it('never trim or change the case of a password', () => {
    const password = fc.string({ unit: 'grapheme', minLength: 8, maxLength: 64 }).filter((value) => {
      const length = [...value].length;
      return length >= 8 && length <= 64 && !isCommonPassword(value);
    });
    fc.assert(
      fc.property(password, fc.string(), fc.string(), (secret, left, right) => {
        const padded = [...`${left.replace(/\S/g, ' ')}${secret}${right.replace(/\S/g, ' ')}`].slice(0, 64).join('');
        const login = validate(loginFormSchema({ method: 'username', captchaRequired: false }), {
          username: 'demo01',
          password: padded,
        });
        if (login.ok && 'password' in login.data) expect(login.data.password).toBe(padded);
        const change = validate(changePasswordSchema({ askOldPassword: false }), {
          newPassword: secret,
          confirmNewPassword: secret,
        });
        if (change.ok) expect(change.data.newPassword).toBe(secret);
        expect(change.ok).toBe(true);
        const reg = validate(registrationSchema(config(), { method: 'username', today }), {
          username: 'newbie1',
          password: secret,
          confirmPassword: secret,
          disclaimer: true,
        });
        expect(reg.ok && reg.data.password).toBe(secret);
      }),
    );
  });
});
