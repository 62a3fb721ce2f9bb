import * as z from 'zod/mini';
import type { FieldRule, PatternId, PaymentPasswordPayload, PaymentPasswordResetPayload } from '../contract.ts';
import { PATTERNS } from '../patterns.ts';
import { email, loginPassword } from './fieldRules.ts';

/** The contract's upper bounds: NicknamePayload takes 1 to 32 characters, PayeeNamePayload 1 to 64. */
export const NICKNAME_MAX_LENGTH = 32;
export const PAYEE_NAME_MAX_LENGTH = 64;

/** The security centre's editing forms, one per changeable item. */
export type SecurityForm = 'nickname' | 'email' | 'payeeName' | 'paymentPassword' | 'paymentPasswordReset';
export type NameField = 'nickname' | 'payeeName';
export type SecurityField =
  | 'nickname'
  | 'email'
  | 'payeeName'
  | 'oldPaymentPassword'
  | 'password'
  | 'paymentPassword'
  | 'confirmPaymentPassword';

/** What each form sends, as the contract types it. */
export interface SecurityPayloads {
  nickname: { nickname: string };
  email: { email: string };
  payeeName: { payeeName: string };
  paymentPassword: PaymentPasswordPayload;
  paymentPasswordReset: PaymentPasswordResetPayload;
}

/** One change, ready for its call. */
export type SecurityChange = { [F in SecurityForm]: { form: F; payload: SecurityPayloads[F] } }[SecurityForm];

export interface NameRule {
  minLength: number;
  maxLength: number;
  patternId: PatternId;
}

/**
 * The bounds a name is checked with: the merchant's registration rule for the field (the gateway checks a nickname
 * with it too), kept within 1 and the contract's maximum (`NICKNAME_MAX_LENGTH`, `PAYEE_NAME_MAX_LENGTH`); without a
 * rule, those bounds and the name pattern.
 */
export function nameRule(rule: FieldRule | undefined, contractMax: number): NameRule {
  if (!rule) return { minLength: 1, maxLength: contractMax, patternId: 'name' };
  return {
    minLength: Math.max(1, rule.minLength),
    maxLength: Math.min(contractMax, rule.maxLength),
    patternId: rule.patternId,
  };
}

/** The fields a form shows, in order: changing a payment password asks for the current one, resetting it for the login password. */
export function securityFields(form: SecurityForm, hasPaymentPassword: boolean): SecurityField[] {
  switch (form) {
    case 'paymentPassword':
      return hasPaymentPassword
        ? ['oldPaymentPassword', 'paymentPassword', 'confirmPaymentPassword']
        : ['paymentPassword', 'confirmPaymentPassword'];
    case 'paymentPasswordReset':
      return ['password', 'paymentPassword', 'confirmPaymentPassword'];
    default:
      return [form];
  }
}

/** A name, trimmed: required, its length in code points within the rule's bounds, and the rule's pattern. */
function nameField({ minLength: min, maxLength: max, patternId }: NameRule) {
  const codePoints = (value: string) => [...value].length;
  return z.pipe(
    z.string({ error: 'field.required' }).check(z.trim()),
    z.string().check(
      z.refine((value: string) => value !== '', { error: 'field.required' }),
      z.refine((value: string) => codePoints(value) >= min && codePoints(value) <= max, {
        error: 'field.length',
        params: { min, max },
      }),
      z.refine((value: string) => PATTERNS[patternId].test(value), { error: 'name.invalid' }),
    ),
  );
}

/** The contract's payment password: six digits (PaymentPasswordPayload, PaymentPasswordResetPayload), never trimmed. */
function paymentPasswordField() {
  return z.string({ error: 'paymentPassword.required' }).check(
    // Stryker disable next-line ObjectLiteral: without it the check takes the string's own error, the same key
    z.minLength(1, { error: 'paymentPassword.required' }),
    z.regex(/^[0-9]{6}$/, { error: 'paymentPassword.invalid' }),
  );
}

interface Confirmed {
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** The confirmation: required, and equal to the payment password (checked on the confirmation field). */
function confirmed() {
  const confirmPaymentPassword = z.string({ error: 'password.confirm.required' }).check(
    // Stryker disable next-line ObjectLiteral: without it the check takes the string's own error, the same key
    z.minLength(1, { error: 'password.confirm.required' }),
  );
  const matches = z.refine<Confirmed>((value) => value.confirmPaymentPassword === value.paymentPassword, {
    error: 'password.confirm.mismatch',
    path: ['confirmPaymentPassword'],
  });
  return { paymentPassword: paymentPasswordField(), confirmPaymentPassword, matches };
}

export interface SecurityFormOptions {
  /** The merchant's registration rule for a name field, if it has one. */
  rule?: FieldRule | undefined;
  hasPaymentPassword: boolean;
}

/**
 * A security form's schema, whose output is the call's payload: a nickname or payee name by `nameRule`, an e-mail by
 * the shared e-mail rule (trimmed, at most 255 characters, the contract's pattern), a payment password of six digits
 * with its confirmation equal to it, the current payment password (when one is set) by the same rule, and the login
 * password for a reset by the login rule. Secrets are never trimmed.
 */
export function securityFormSchema(
  form: SecurityForm,
  { rule, hasPaymentPassword }: SecurityFormOptions,
): z.ZodMiniType<SecurityPayloads[SecurityForm]> {
  switch (form) {
    case 'nickname':
      return z.object({ nickname: nameField(nameRule(rule, NICKNAME_MAX_LENGTH)) });
    case 'payeeName':
      return z.object({ payeeName: nameField(nameRule(rule, PAYEE_NAME_MAX_LENGTH)) });
    case 'email':
      return z.object({ email });
    case 'paymentPassword': {
      const { paymentPassword, confirmPaymentPassword, matches } = confirmed();
      return hasPaymentPassword
        ? z
            .object({ oldPaymentPassword: paymentPasswordField(), paymentPassword, confirmPaymentPassword })
            .check(matches)
        : z.object({ paymentPassword, confirmPaymentPassword }).check(matches);
    }
    case 'paymentPasswordReset': {
      const { paymentPassword, confirmPaymentPassword, matches } = confirmed();
      return z.object({ password: loginPassword, paymentPassword, confirmPaymentPassword }).check(matches);
    }
  }
}
