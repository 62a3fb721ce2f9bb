import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { changePasswordSchema } from './changePasswordForm.ts';
import { captcha, email, loginMobileNum, loginPassword, loginUsername, verificationCode } from './fieldRules.ts';
import { loginFormSchema, smsRequestSchema } from './loginForm.ts';
import { FORM_MESSAGES } from './messages.ts';
import { emailRecoverySchema, phoneRecoverySchema, recoverySchema } from './recoveryForm.ts';
import {
  CONFIGURABLE_FIELDS,
  isBirthdayInRange,
  type RegistrationSettings,
  registrationFields,
  registrationSchema,
  registrationTabs,
} from './registrationForm.ts';
import { validate } from './validate.ts';

const today = new Date(2026, 10, 21);

const settings = (overrides: Partial<RegistrationSettings> = {}): RegistrationSettings => ({
  methods: { username: true, mobile: true },
  switches: { MOBILENUMREG3: false, MOBILENUMPASSREG3: false, REGMOBVERF3: false },
  captcha: false,
  fields: {},
  ageThreshold: 18,
  ...overrides,
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
  });
});

describe('registration form', () => {
  it('shows tabs only with both methods, and defaults to mobile only when it is alone', () => {
    expect(registrationTabs({ username: true, mobile: true })).toEqual({
      tabs: true,
      methods: ['username', 'mobile'],
      initial: 'username',
    });
    expect(registrationTabs({ username: false, mobile: true })).toEqual({
      tabs: false,
      methods: ['mobile'],
      initial: 'mobile',
    });
    expect(registrationTabs({ username: true, mobile: false }).initial).toBe('username');
  });

  it('shows password fields for mobile registration only with both switches, and the SMS code by REGMOBVERF3', () => {
    expect(registrationFields(settings(), 'mobile')).toEqual([
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'disclaimer',
    ]);
    const both = settings({ switches: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false } });
    expect(registrationFields(both, 'mobile')).toContain('confirmPassword');
    expect(registrationFields(settings(), 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'disclaimer',
    ]);
    const sms = settings({
      switches: { MOBILENUMREG3: false, MOBILENUMPASSREG3: false, REGMOBVERF3: true },
      captcha: true,
    });
    expect(registrationFields(sms, 'username')).toEqual([
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

  it('follows the server configuration of optional fields', () => {
    const configured = settings({
      fields: {
        nickname: { enabled: true, required: true, minLength: 2, maxLength: 12, patternId: 'name' },
        qqNum: { enabled: true, required: false, minLength: 5, maxLength: 12, patternId: 'qq' },
        wechat: { enabled: false, required: true },
        birthday: { enabled: true, required: false },
        paymentPassword: { enabled: true, required: false, minLength: 6, patternId: 'unknown-id' },
      },
    });
    const schema = registrationSchema(configured, { method: 'username', today });
    const base = { username: 'newbie1', password: 'Secret12', confirmPassword: 'Secret12', disclaimer: true };
    expect(validate(schema, { ...base, nickname: 'Ali', qqNum: '', birthday: '', paymentPassword: '' }).ok).toBe(true);
    const failed = validate(schema, {
      ...base,
      nickname: '',
      qqNum: '12ab56',
      birthday: '1899-12-31',
      paymentPassword: ' 12 ',
    });
    expect(failed.errors).toEqual({
      nickname: { key: 'field.required' },
      qqNum: { key: 'field.pattern', values: { min: 5, max: 12 } },
      birthday: { key: 'birthday.invalid', values: { min: 1900, max: 2026 } },
      paymentPassword: { key: 'field.minLength', values: { min: 6 } },
    });
    expect(
      validate(schema, { ...base, nickname: 'A1!', qqNum: '', birthday: '', paymentPassword: '' }).errors.nickname,
    ).toEqual({
      key: 'name.invalid',
      values: { min: 2, max: 12 },
    });
  });

  it('needs a matching confirmation and a ticked disclaimer carrying the age', () => {
    const schema = registrationSchema(settings({ ageThreshold: 21 }), { method: 'username', today });
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
  });

  it('accepts birthdays from 1900 to the end of this year only', () => {
    expect(isBirthdayInRange('1900-01-01', today)).toBe(true);
    expect(isBirthdayInRange('2026-12-31', today)).toBe(true);
    expect(isBirthdayInRange('2027-01-01', today)).toBe(false);
    expect(isBirthdayInRange('2001-02-29', today)).toBe(false);
    expect(isBirthdayInRange('20010101', today)).toBe(false);
  });
});

describe('form schemas, whatever is typed', () => {
  const forms: ZodMiniType<unknown>[] = [
    loginFormSchema({ method: 'username', captchaRequired: true }),
    loginFormSchema({ method: 'sms', captchaRequired: false }),
    emailRecoverySchema,
    phoneRecoverySchema,
    changePasswordSchema({ askOldPassword: true }),
    registrationSchema(
      settings({ captcha: true, fields: { email: { enabled: true, required: true, patternId: 'email' } } }),
      {
        method: 'username',
        today,
      },
    ),
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
    const config = fc.record(
      {
        enabled: fc.boolean(),
        required: fc.boolean(),
        minLength: fc.nat(30),
        maxLength: fc.nat(60),
        patternId: fc.constantFrom('username', 'numeric', 'name', 'email', 'qq', 'no-such-pattern'),
      },
      { requiredKeys: ['enabled', 'required'] },
    );
    const configured = fc.record({
      captcha: fc.boolean(),
      fields: fc.dictionary(fc.constantFrom(...CONFIGURABLE_FIELDS), config),
      method: fc.constantFrom('username' as const, 'mobile' as const),
      values: fc.dictionary(
        fc.constantFrom(...CONFIGURABLE_FIELDS, 'username', 'password', 'confirmPassword'),
        fc.string(),
      ),
    });
    fc.assert(
      fc.property(configured, ({ captcha, fields, method, values }) => {
        const schema = registrationSchema(settings({ captcha, fields }), { method, today });
        expect(() => validate(schema, { ...values, disclaimer: true })).not.toThrow();
        for (const issue of schema.safeParse(values).error?.issues ?? [])
          expect(FORM_MESSAGES).toContain(issue.message);
      }),
    );
  });

  it('never trim or change the case of a password', () => {
    const password = fc.string({ unit: 'grapheme', minLength: 6, maxLength: 20 }).filter((value) => {
      const length = [...value].length;
      return length >= 6 && length <= 20;
    });
    fc.assert(
      fc.property(password, fc.string(), fc.string(), (secret, left, right) => {
        const padded = `${left.replace(/\S/g, ' ')}${secret}${right.replace(/\S/g, ' ')}`.slice(0, 20);
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
        const reg = validate(registrationSchema(settings(), { method: 'username', today }), {
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
