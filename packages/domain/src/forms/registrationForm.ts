import * as z from 'zod/mini';
import {
  BIRTHDAY_MIN_YEAR,
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_LENGTH,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../constants.ts';
import type { RegisterSettings, RegisterValidation } from '../contract.ts';
import { checkFieldRule, type FieldRule } from '../patterns.ts';
import { countryDialingCode, MOBILE_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './fieldRules.ts';
import type { FormMessage } from './messages.ts';
import { newPassword } from './newPasswordField.ts';

/** GET /wps/member/register/settings: the methods, the switches, the age and the default dialling code. */
/** GET /wps/member/register/validation: the rule of each payload field; a field not listed is not shown. */
export type { RegisterSettings, RegisterValidation };
export type RegistrationField = keyof RegisterValidation;

/** What the gateway says about registration, as its two calls answer it. */
export interface RegistrationConfig {
  settings: RegisterSettings;
  validation: RegisterValidation;
}

export const REGISTRATION_METHODS = ['username', 'mobile'] as const;
export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number];

/**
 * Fields a method or a switch asks for: they show and are required whatever their rule's enabled and required say
 * (the gateway refuses a registration without them); an enabled rule sets their lengths and pattern.
 */
export const FIXED_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
] as const satisfies readonly RegistrationField[];
export type FixedField = (typeof FIXED_FIELDS)[number];

/** Fields the rules switch on, in the order the form shows them (and so the order the first invalid one is found). */
export const CONFIGURABLE_FIELDS = [
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'idNumber',
  'birthday',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
] as const satisfies readonly RegistrationField[];
export type ConfigurableField = (typeof CONFIGURABLE_FIELDS)[number];

/** `true` only when the lists place every field of the contract: a field it adds fails typecheck until placed. */
type PlacesEvery<All, Placed> = [Exclude<All, Placed>] extends [never] ? true : { unplaced: Exclude<All, Placed> };
// Stryker disable next-line BooleanLiteral: a statement for the type checker only; it does nothing at run time
true satisfies PlacesEvery<RegistrationField, FixedField | ConfigurableField>;

export type RegistrationFormField = RegistrationField | 'countryDialingCode' | 'disclaimer';

/**
 * The fixed fields a gateway's rule applies to. The password and its confirmation follow the platform's new-password
 * rule (@wl/domain/password-policy) whatever rule the gateway gives for them, so no merchant can ask for less.
 */
export type RuledField = Exclude<FixedField, 'password' | 'confirmPassword'>;

/**
 * The rule of a fixed field the gateway gives no enabled rule for: the login bounds, and for usernames the contract's
 * username pattern, so a new account never starts with an underscore or a digit.
 */
const FIXED_DEFAULTS: Readonly<Record<RuledField, FieldRule>> = {
  username: rule(USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH, 'username'),
  mobileNum: rule(MOBILE_MIN_LENGTH, MOBILE_MAX_LENGTH, 'digits'),
  verificationCode: rule(1, SMS_CODE_MAX_LENGTH, 'digits'),
  captcha: rule(CAPTCHA_MIN_LENGTH, CAPTCHA_MAX_LENGTH, 'digits'),
};

function rule(minLength: number, maxLength: number, patternId: FieldRule['patternId']): FieldRule {
  return {
    enabled: true,
    // Stryker disable next-line BooleanLiteral: fixedFieldRule makes every fixed field required, over its default too
    required: true,
    minLength,
    maxLength,
    patternId,
  };
}

/**
 * Fields checked by a field rule whose value is a secret: taken exactly as typed. The password and its confirmation
 * have schemas of their own (registrationSchema), never trimmed either.
 */
const SECRET_FIELDS: readonly RegistrationField[] = ['paymentPassword'];

/** The messages of a fixed field, keys of the `forms` catalogue. */
const FIXED_MESSAGES: Readonly<Record<RuledField, { required: FormMessage; invalid: FormMessage }>> = {
  username: { required: 'username.required', invalid: 'username.invalid' },
  mobileNum: { required: 'mobile.required', invalid: 'mobile.invalid' },
  verificationCode: { required: 'verificationCode.required', invalid: 'verificationCode.invalid' },
  captcha: { required: 'captcha.required', invalid: 'captcha.invalid' },
};

/** Tabs show only when both methods are enabled; mobile is the default only when it is the only method. */
export function registrationTabs(settings: RegisterSettings): {
  tabs: boolean;
  methods: RegistrationMethod[];
  initial: RegistrationMethod;
} {
  const offered = { username: settings.usernameRegistration, mobile: settings.mobileRegistration };
  const enabled = REGISTRATION_METHODS.filter((method) => offered[method]);
  return {
    tabs: enabled.length === 2,
    methods: enabled,
    initial: offered.mobile && !offered.username ? 'mobile' : 'username',
  };
}

/** Password and confirmation: always for username registration, for mobile only when it asks for one too. */
export function showsPassword(settings: RegisterSettings, method: RegistrationMethod): boolean {
  return method === 'username' || (settings.mobileRegistration && settings.mobilePassword);
}

/** The SMS code: always for mobile registration, for username registration only when it asks for one. */
export function showsSmsCode(settings: RegisterSettings, method: RegistrationMethod): boolean {
  return method === 'mobile' || settings.mobileVerification;
}

/** An optional field shows when its rule is enabled; the affiliate code also needs the switch that offers it. */
function showsConfigurable({ settings, validation }: RegistrationConfig, field: ConfigurableField): boolean {
  return Boolean(validation[field]?.enabled) && (field !== 'affiliateCode' || settings.affiliateCode);
}

/** Every field the form shows for a method, in display order. */
export function registrationFields(config: RegistrationConfig, method: RegistrationMethod): RegistrationFormField[] {
  const { settings } = config;
  const fields: RegistrationFormField[] = [];
  if (method === 'username') fields.push('username');
  if (showsPassword(settings, method)) fields.push('password', 'confirmPassword');
  if (showsSmsCode(settings, method)) fields.push('countryDialingCode', 'mobileNum', 'verificationCode');
  for (const field of CONFIGURABLE_FIELDS) if (showsConfigurable(config, field)) fields.push(field);
  if (settings.captcha) fields.push('captcha');
  fields.push('disclaimer');
  return fields;
}

/** The rule a fixed field follows: the gateway's when it gives an enabled one, else ours; required either way. */
export function fixedFieldRule(validation: RegisterValidation, field: RuledField): FieldRule {
  const given = validation[field];
  return { ...(given?.enabled ? given : FIXED_DEFAULTS[field]), required: true };
}

interface RuleMessages {
  required: FormMessage;
  length: { error: FormMessage; params?: Record<string, number> };
  pattern: { error: FormMessage; params?: Record<string, number> };
}

/** A text field checked by a field rule (@wl/domain/patterns), with a message per failure. */
function ruleField(field: RegistrationField, fieldRule: FieldRule, today: Date, messages: RuleMessages) {
  const text = z.string({ error: messages.required });
  const input = SECRET_FIELDS.includes(field) ? text : text.check(z.trim());
  const fails = (value: string, check: 'required' | 'length' | 'pattern') =>
    checkFieldRule(fieldRule, value, today) === check;
  // One failure per value, so no check needs to abort: an aborted field would stop the form-wide confirmation check.
  return z.pipe(
    input,
    z.string().check(
      z.refine((value: string) => !fails(value, 'required'), { error: messages.required }),
      z.refine((value: string) => !fails(value, 'length'), messages.length),
      z.refine((value: string) => !fails(value, 'pattern'), messages.pattern),
    ),
  );
}

function fixedField(validation: RegisterValidation, field: RuledField, today: Date) {
  const { required, invalid } = FIXED_MESSAGES[field];
  return ruleField(field, fixedFieldRule(validation, field), today, {
    required,
    length: { error: invalid },
    pattern: { error: invalid },
  });
}

function configurableField(field: ConfigurableField, fieldRule: FieldRule, today: Date) {
  const { minLength: min, maxLength: max } = fieldRule;
  // The length message names the bounds the gateway set: both, or only the maximum when any length down to 0 will do.
  const length: RuleMessages['length'] =
    min > 0 ? { error: 'field.length', params: { min, max } } : { error: 'field.maxLength', params: { max } };
  const pattern: RuleMessages['pattern'] =
    fieldRule.patternId === 'date'
      ? { error: 'birthday.invalid', params: { min: BIRTHDAY_MIN_YEAR, max: today.getUTCFullYear() } }
      : {
          error: field === 'nickname' || field === 'payeeName' ? 'name.invalid' : 'field.pattern',
          params: { min, max },
        };
  return ruleField(field, fieldRule, today, { required: 'field.required', length, pattern });
}

export interface RegistrationFormOptions {
  method: RegistrationMethod;
  /** The birthday range ends with the current year: time is passed in, never read here. */
  today: Date;
}

type RegistrationShape = Partial<Record<RegistrationFormField, z.ZodMiniType<unknown>>>;

/**
 * The registration form as the gateway configures it: every field it shows follows the gateway's rule for it
 * (docs/decisions.md, "Registration field rules"). Empty optional fields pass; a failed length or pattern of an
 * optional field says min and max; the password follows the new-password rule and the confirmation must equal it; the
 * disclaimer must be ticked (its text carries the age). Passwords are never trimmed.
 */
export function registrationSchema(config: RegistrationConfig, { method, today }: RegistrationFormOptions) {
  const { settings, validation } = config;
  const shape: RegistrationShape = {};
  for (const field of registrationFields(config, method)) {
    if (field === 'countryDialingCode') shape.countryDialingCode = countryDialingCode;
    else if (field === 'disclaimer') {
      shape.disclaimer = z.boolean({ error: 'disclaimer.required' }).check(
        z.refine((ticked: boolean) => ticked, {
          error: 'disclaimer.required',
          params: { age: settings.ageThreshold },
        }),
      );
    } else if (field === 'password') shape.password = newPassword;
    else if (field === 'confirmPassword') {
      // Equal to the password, it passes the same rule; a different one reads as a mismatch (below).
      shape.confirmPassword = z.string({ error: 'password.confirm.required' }).check(
        // Stryker disable next-line ObjectLiteral: without it the check takes the string's own error, the same key
        z.minLength(1, { error: 'password.confirm.required' }),
      );
    } else if (isRuledField(field)) shape[field] = fixedField(validation, field, today);
    else {
      const fieldRule = validation[field];
      // Stryker disable next-line ConditionalExpression: registrationFields lists an optional field only with its rule
      if (fieldRule) shape[field] = configurableField(field, fieldRule, today);
    }
  }
  return z.object(shape as Record<string, z.ZodMiniType<unknown>>, { error: 'form.invalid' }).check(
    z.refine((value: Record<string, unknown>) => value.confirmPassword === value.password, {
      error: 'password.confirm.mismatch',
      path: ['confirmPassword'],
      when: typedConfirmation,
    }),
  );
}

/** The confirmation is checked against the password once both are text and the confirmation is typed. */
function typedConfirmation(payload: { value: unknown }): boolean {
  const value = payload.value;
  if (typeof value !== 'object' || value === null) return false;
  // A field the object lacks reads as undefined, which is not text.
  const { password, confirmPassword } = value as { password?: unknown; confirmPassword?: unknown };
  return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
}

function isRuledField(field: RegistrationField): field is RuledField {
  return (FIXED_FIELDS as readonly string[]).includes(field);
}
