import * as z from 'zod/mini';
import { type AgeThreshold, BIRTHDAY_MIN_YEAR } from '../constants.ts';
import {
  captcha,
  countryDialingCode,
  EMAIL_PATTERN,
  loginMobileNum,
  loginPassword,
  loginUsername,
  USERNAME_PATTERN,
  verificationCode,
} from './fieldRules.ts';

export const REGISTRATION_METHODS = ['username', 'mobile'] as const;
export type RegistrationMethod = (typeof REGISTRATION_METHODS)[number];

/** The server's configuration of one optional registration field. */
export interface RegistrationFieldConfig {
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  patternId?: string;
}

/** Optional fields, in the order the form shows them (and so the order in which the first invalid one is found). */
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
] as const;
export type ConfigurableField = (typeof CONFIGURABLE_FIELDS)[number];

/** Fields whose value is a secret: taken exactly as typed. */
const SECRET_FIELDS: readonly ConfigurableField[] = ['paymentPassword'];

/**
 * The patterns a field's patternId may name. The documents do not show the server's list; an id not found here
 * applies no pattern, so a new server-side id never blocks registration (docs/decisions.md, "Domain").
 */
export const REGISTRATION_PATTERNS: Readonly<Record<string, RegExp>> = {
  username: USERNAME_PATTERN,
  alphanumeric: /^[A-Za-z0-9]+$/,
  numeric: /^\d+$/,
  letters: /^[\p{L}\p{M} ]+$/u,
  name: /^[\p{L}\p{M} .'-]+$/u,
  email: EMAIL_PATTERN,
  qq: /^[1-9]\d{4,11}$/,
  idNumber: /^[A-Za-z0-9-]+$/,
  handle: /^[\w.@+-]+$/,
};

export interface RegistrationSwitches {
  MOBILENUMREG3: boolean;
  MOBILENUMPASSREG3: boolean;
  REGMOBVERF3: boolean;
}

export interface RegistrationSettings {
  methods: { username: boolean; mobile: boolean };
  switches: RegistrationSwitches;
  /** The common settings ask for a captcha. */
  captcha: boolean;
  fields: Partial<Record<ConfigurableField, RegistrationFieldConfig>>;
  ageThreshold: AgeThreshold;
}

/** Tabs show only when both methods are enabled; mobile is the default only when it is the only method. */
export function registrationTabs(methods: RegistrationSettings['methods']): {
  tabs: boolean;
  methods: RegistrationMethod[];
  initial: RegistrationMethod;
} {
  const enabled = REGISTRATION_METHODS.filter((method) => methods[method]);
  return {
    tabs: enabled.length === 2,
    methods: enabled,
    initial: methods.mobile && !methods.username ? 'mobile' : 'username',
  };
}

/** Password and confirmation: always for username registration, for mobile only with both MOBILENUMREG3 switches. */
export function showsPassword(settings: RegistrationSettings, method: RegistrationMethod): boolean {
  return method === 'username' || (settings.switches.MOBILENUMREG3 && settings.switches.MOBILENUMPASSREG3);
}

/** The SMS code: always for mobile registration, for username registration only when REGMOBVERF3 is on. */
export function showsSmsCode(settings: RegistrationSettings, method: RegistrationMethod): boolean {
  return method === 'mobile' || settings.switches.REGMOBVERF3;
}

/** Every field the form shows for a method, in display order. */
export function registrationFields(settings: RegistrationSettings, method: RegistrationMethod): string[] {
  const fields: string[] = [];
  if (method === 'username') fields.push('username');
  if (showsPassword(settings, method)) fields.push('password', 'confirmPassword');
  if (showsSmsCode(settings, method)) fields.push('countryDialingCode', 'mobileNum', 'verificationCode');
  for (const field of CONFIGURABLE_FIELDS) if (settings.fields[field]?.enabled) fields.push(field);
  if (settings.captcha) fields.push('captcha');
  fields.push('disclaimer');
  return fields;
}

const birthdayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date, from 1900 to the end of the current year. */
export function isBirthdayInRange(value: string, today: Date): boolean {
  const match = birthdayPattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= BIRTHDAY_MIN_YEAR && year <= today.getFullYear();
}

function configuredField(field: ConfigurableField, config: RegistrationFieldConfig, today: Date) {
  const min = config.minLength ?? 0;
  const max = config.maxLength ?? Number.POSITIVE_INFINITY;
  const pattern = config.patternId ? REGISTRATION_PATTERNS[config.patternId] : undefined;
  // The length message names the bounds the server set: both, or the one it set.
  const bounded = Number.isFinite(max);
  const bounds: Record<string, number> = bounded ? { min, max } : { min };
  const lengthKey = bounded ? (min > 0 ? 'field.length' : 'field.maxLength') : 'field.minLength';
  const trims = !SECRET_FIELDS.includes(field);
  const input = trims ? z.string({ error: 'field.required' }).check(z.trim()) : z.string({ error: 'field.required' });
  return z.pipe(
    input,
    z.string().check(
      z.refine((value: string) => value !== '' || !config.required, { error: 'field.required', abort: true }),
      z.refine((value: string) => value === '' || (value.length >= min && value.length <= max), {
        error: lengthKey,
        params: bounds,
        abort: true,
      }),
      z.refine((value: string) => value === '' || pattern === undefined || pattern.test(value), {
        error: field === 'nickname' || field === 'payeeName' ? 'name.invalid' : 'field.pattern',
        params: bounds,
        abort: true,
      }),
      z.refine((value: string) => value === '' || field !== 'birthday' || isBirthdayInRange(value, today), {
        error: 'birthday.invalid',
        params: { min: BIRTHDAY_MIN_YEAR, max: today.getFullYear() },
      }),
    ),
  );
}

export interface RegistrationFormOptions {
  method: RegistrationMethod;
  /** The birthday range ends with the current year: time is passed in, never read here. */
  today: Date;
}

type RegistrationShape = Record<string, z.ZodMiniType<unknown>>;

/**
 * The registration form as the server configures it. Empty optional fields pass; a failed length or pattern says
 * min and max; the confirmation must equal the password; the disclaimer must be ticked (its text carries the age).
 */
export function registrationSchema(settings: RegistrationSettings, { method, today }: RegistrationFormOptions) {
  const shape: RegistrationShape = {};
  for (const field of registrationFields(settings, method)) {
    if (field === 'username') shape.username = loginUsername;
    else if (field === 'password') shape.password = loginPassword;
    else if (field === 'confirmPassword') {
      shape.confirmPassword = z
        .string({ error: 'password.confirm.required' })
        .check(z.minLength(1, { error: 'password.confirm.required' }));
    } else if (field === 'countryDialingCode') shape.countryDialingCode = countryDialingCode;
    else if (field === 'mobileNum') shape.mobileNum = loginMobileNum;
    else if (field === 'verificationCode') shape.verificationCode = verificationCode;
    else if (field === 'captcha') shape.captcha = captcha;
    else if (field === 'disclaimer') {
      shape.disclaimer = z.boolean({ error: 'disclaimer.required' }).check(
        z.refine((ticked: boolean) => ticked, {
          error: 'disclaimer.required',
          params: { age: settings.ageThreshold },
        }),
      );
    } else {
      const config = settings.fields[field as ConfigurableField];
      if (config) shape[field] = configuredField(field as ConfigurableField, config, today);
    }
  }
  return z.object(shape, { error: 'form.invalid' }).check(
    z.refine(
      (value: Record<string, unknown>) => !('confirmPassword' in shape) || value.confirmPassword === value.password,
      {
        error: 'password.confirm.mismatch',
        path: ['confirmPassword'],
        when: (payload) => {
          const value: unknown = payload.value;
          if (typeof value !== 'object' || value === null) return false;
          if (!('password' in value && 'confirmPassword' in value)) return false;
          return (
            typeof value.password === 'string' &&
            typeof value.confirmPassword === 'string' &&
            value.confirmPassword !== ''
          );
        },
      },
    ),
  );
}
