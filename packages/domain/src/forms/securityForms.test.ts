import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysOf } from '../testing/machineTest.ts';
import { FORM_MESSAGES } from './messages.ts';
import {
  NICKNAME_MAX_LENGTH,
  nameRule,
  PAYEE_NAME_MAX_LENGTH,
  type SecurityForm,
  securityFields,
  securityFormSchema,
} from './securityForms.ts';
import { validate } from './validate.ts';

/** The reference gateway's registration rule for the nickname (and the contract's example). */
const nicknameRule = { enabled: true, required: false, minLength: 2, maxLength: 20, patternId: 'name' } as const;

const check = (form: SecurityForm, values: Record<string, string>, hasPaymentPassword = false, rule = undefined) =>
  validate(securityFormSchema(form, { rule, hasPaymentPassword }), values);

describe('nameRule', () => {
  it("takes the merchant's rule within 1 and the contract's maximum: nickname 32, payee name 64", () => {
    expect(nameRule(nicknameRule, NICKNAME_MAX_LENGTH)).toEqual({ minLength: 2, maxLength: 20, patternId: 'name' });
    expect(nameRule({ ...nicknameRule, minLength: 0, maxLength: 100, patternId: 'text' }, 32)).toEqual({
      minLength: 1,
      maxLength: 32,
      patternId: 'text',
    });
    expect(nameRule({ ...nicknameRule, minLength: 3, maxLength: 50 }, 64)).toEqual({
      minLength: 3,
      maxLength: 50,
      patternId: 'name',
    });
    expect(NICKNAME_MAX_LENGTH).toBe(32);
    expect(PAYEE_NAME_MAX_LENGTH).toBe(64);
  });

  it("without a rule, checks 1 to the contract's maximum with the name pattern", () => {
    expect(nameRule(undefined, 32)).toEqual({ minLength: 1, maxLength: 32, patternId: 'name' });
  });

  it('holds a nickname to 32 and a payee name to 64 characters even when the merchant allows more', () => {
    const rule = { ...nicknameRule, minLength: 1, maxLength: 100 };
    const nickname = securityFormSchema('nickname', { rule, hasPaymentPassword: false });
    expect(validate(nickname, { nickname: 'N'.repeat(32) }).ok).toBe(true);
    expect(validate(nickname, { nickname: 'N'.repeat(33) }).errors).toEqual({
      nickname: { key: 'field.length', values: { min: 1, max: 32 } },
    });
    const payee = securityFormSchema('payeeName', { rule, hasPaymentPassword: false });
    expect(validate(payee, { payeeName: 'P'.repeat(64) }).ok).toBe(true);
    expect(validate(payee, { payeeName: 'P'.repeat(65) }).errors).toEqual({
      payeeName: { key: 'field.length', values: { min: 1, max: 64 } },
    });
  });
});

describe('securityFields', () => {
  it('asks for the current payment password only when one is set, and for the login password to reset it', () => {
    expect(securityFields('paymentPassword', false)).toEqual(['paymentPassword', 'confirmPaymentPassword']);
    expect(securityFields('paymentPassword', true)).toEqual([
      'oldPaymentPassword',
      'paymentPassword',
      'confirmPaymentPassword',
    ]);
    expect(securityFields('paymentPasswordReset', true)).toEqual([
      'password',
      'paymentPassword',
      'confirmPaymentPassword',
    ]);
    for (const form of ['nickname', 'email', 'payeeName'] as const) expect(securityFields(form, true)).toEqual([form]);
  });
});

describe('securityFormSchema: names', () => {
  it("trims a nickname and holds it to the merchant's 2 to 20 characters, counted in code points, and the name pattern", () => {
    const rule = nicknameRule;
    const nickname = (value: string) =>
      validate(securityFormSchema('nickname', { rule, hasPaymentPassword: false }), { nickname: value });
    expect(nickname('  Lucky Demo ')).toEqual({ ok: true, data: { nickname: 'Lucky Demo' }, errors: {} });
    expect(nickname('Jo').ok).toBe(true);
    expect(nickname('J').errors).toEqual({ nickname: { key: 'field.length', values: { min: 2, max: 20 } } });
    expect(nickname('A'.repeat(20)).ok).toBe(true);
    expect(nickname('A'.repeat(21)).errors.nickname?.key).toBe('field.length');
    expect(nickname('李'.repeat(20)).ok).toBe(true);
    expect(nickname('   ').errors).toEqual({ nickname: { key: 'field.required' } });
    expect(nickname('').errors).toEqual({ nickname: { key: 'field.required' } });
    expect(nickname('Demo<script>').errors).toEqual({ nickname: { key: 'name.invalid' } });
    expect(nickname('Demo1').errors).toEqual({ nickname: { key: 'name.invalid' } });
  });

  it('checks a payee name the same way, without a rule from 1 to 64 characters', () => {
    expect(check('payeeName', { payeeName: 'D' })).toEqual({ ok: true, data: { payeeName: 'D' }, errors: {} });
    expect(check('payeeName', { payeeName: 'D'.repeat(64) }).ok).toBe(true);
    expect(check('payeeName', { payeeName: 'D'.repeat(65) }).errors).toEqual({
      payeeName: { key: 'field.length', values: { min: 1, max: 64 } },
    });
    expect(check('payeeName', { payeeName: "Siti Nur'aini bt. Ali-Omar" }).ok).toBe(true);
    expect(check('payeeName', {}).errors).toEqual({ payeeName: { key: 'field.required' } });
  });
});

describe('securityFormSchema: e-mail', () => {
  it("trims the address and holds it to the domain's e-mail rule", () => {
    expect(check('email', { email: ' new01@example.com ' })).toEqual({
      ok: true,
      data: { email: 'new01@example.com' },
      errors: {},
    });
    expect(keysOf(check('email', { email: 'not-an-email' }).errors)).toEqual({ email: 'email.invalid' });
    expect(keysOf(check('email', { email: 'a@b.toolong' }).errors)).toEqual({ email: 'email.invalid' });
    expect(keysOf(check('email', { email: '' }).errors)).toEqual({ email: 'email.required' });
    expect(keysOf(check('email', { email: `${'a'.repeat(250)}@x.com` }).errors)).toEqual({ email: 'email.invalid' });
  });
});

describe('securityFormSchema: payment password', () => {
  it('sets one of exactly six digits with an equal confirmation, never trimmed', () => {
    expect(check('paymentPassword', { paymentPassword: '246810', confirmPaymentPassword: '246810' })).toEqual({
      ok: true,
      data: { paymentPassword: '246810', confirmPaymentPassword: '246810' },
      errors: {},
    });
    for (const wrong of ['24681', '2468100', '24681a', ' 246810', '２４６８１０'])
      expect(
        keysOf(check('paymentPassword', { paymentPassword: wrong, confirmPaymentPassword: wrong }).errors),
        wrong,
      ).toEqual({
        paymentPassword: 'paymentPassword.invalid',
      });
    expect(keysOf(check('paymentPassword', { paymentPassword: '', confirmPaymentPassword: '' }).errors)).toEqual({
      paymentPassword: 'paymentPassword.required',
      confirmPaymentPassword: 'password.confirm.required',
    });
  });

  it('refuses a confirmation that differs, on the confirmation field', () => {
    const result = check('paymentPassword', { paymentPassword: '246810', confirmPaymentPassword: '246811' });
    expect(result).toEqual({
      ok: false,
      errors: { confirmPaymentPassword: { key: 'password.confirm.mismatch' } },
      firstInvalid: 'confirmPaymentPassword',
    });
  });

  it('changing one needs the current one, six digits too', () => {
    const values = { oldPaymentPassword: '246810', paymentPassword: '135790', confirmPaymentPassword: '135790' };
    expect(check('paymentPassword', values, true)).toEqual({ ok: true, data: values, errors: {} });
    expect(keysOf(check('paymentPassword', { ...values, oldPaymentPassword: '' }, true).errors)).toEqual({
      oldPaymentPassword: 'paymentPassword.required',
    });
    expect(keysOf(check('paymentPassword', { ...values, oldPaymentPassword: '12' }, true).errors)).toEqual({
      oldPaymentPassword: 'paymentPassword.invalid',
    });
    expect(keysOf(check('paymentPassword', { ...values, confirmPaymentPassword: '135791' }, true).errors)).toEqual({
      confirmPaymentPassword: 'password.confirm.mismatch',
    });
  });

  it('resetting one needs the login password by the login rule, as typed', () => {
    const values = { password: ' Demo1234', paymentPassword: '135790', confirmPaymentPassword: '135790' };
    expect(check('paymentPasswordReset', values, true)).toEqual({ ok: true, data: values, errors: {} });
    expect(keysOf(check('paymentPasswordReset', { ...values, password: '' }, true).errors)).toEqual({
      password: 'password.required',
    });
    expect(keysOf(check('paymentPasswordReset', { ...values, password: '12345' }, true).errors)).toEqual({
      password: 'password.invalid',
    });
    expect(keysOf(check('paymentPasswordReset', { ...values, confirmPaymentPassword: '135791' }, true).errors)).toEqual(
      { confirmPaymentPassword: 'password.confirm.mismatch' },
    );
  });

  it('answers only with keys of the forms catalogue, whatever is typed', () => {
    const forms = ['nickname', 'email', 'payeeName', 'paymentPassword', 'paymentPasswordReset'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...forms),
        fc.boolean(),
        fc.dictionary(
          fc.constantFrom(
            'nickname',
            'email',
            'payeeName',
            'oldPaymentPassword',
            'password',
            'paymentPassword',
            'confirmPaymentPassword',
          ),
          fc.oneof(fc.string(), fc.constant('123456')),
        ),
        (form, hasPaymentPassword, values) => {
          const parsed = securityFormSchema(form, { hasPaymentPassword }).safeParse(values);
          for (const issue of parsed.error?.issues ?? []) expect(FORM_MESSAGES).toContain(issue.message);
        },
      ),
    );
  });
});
