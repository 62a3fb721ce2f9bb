import * as z from 'zod/mini';
import { call } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components, operations } from './generated/wps.ts';
import type { ApiResult } from './result.ts';
import { type SmsRequest, type SmsValue, smsValueSchema } from './session.ts';

type Schemas = components['schemas'];
export type RegisterByUsername = Schemas['RegisterByUsername'];
export type RegisterByMobile = Schemas['RegisterByMobile'];
export type RegisterSettings = Schemas['RegisterSettings'];
export type RegisterValidation = Schemas['RegisterValidation'];
export type FieldRule = Schemas['FieldRule'];
export type PatternId = Schemas['PatternId'];
export type RegisterField = keyof RegisterValidation;
export type AffiliateCode = Schemas['AffiliateCode'];

/**
 * The patternId table of the contract (schema PatternId, docs/decisions.md). Lengths come from the field rule.
 * The `u` flag is needed for `name`; the others are ASCII and read the same with it.
 */
export const PATTERNS: Readonly<Record<PatternId, RegExp>> = {
  username: /^[A-Za-z][A-Za-z0-9]*$/u,
  password: /^(?=.*[A-Za-z])(?=.*[0-9])[\x21-\x7E]+$/u,
  digits: /^[0-9]+$/u,
  email: /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$/u,
  name: /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
  alphanumeric: /^[A-Za-z0-9]+$/u,
  handle: /^[A-Za-z0-9_.@+-]+$/u,
  date: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/u,
  text: /^[\s\S]*$/u,
};

export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

/** Whether a value passes a field rule: an empty, non-required value passes (01 section 5). */
export function checkFieldRule(rule: FieldRule, value: string): 'ok' | 'required' | 'length' | 'pattern' {
  if (value === '') return rule.required ? 'required' : 'ok';
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (!PATTERNS[rule.patternId].test(value)) return 'pattern';
  if (rule.patternId === 'date' && !isBirthdayInRange(value)) return 'pattern';
  return 'ok';
}

/** A real calendar date from 1900-01-01 to the end of the current year (the birthday picker's range). */
export function isBirthdayInRange(value: string, today: Date = new Date()): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && year <= today.getUTCFullYear();
}

const fieldRuleSchema: z.ZodMiniType<FieldRule> = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.int().check(z.gte(0)),
  maxLength: z.int().check(z.gte(1)),
  patternId: z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]),
});

const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'nickname',
  'payeeName',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'affiliateCode',
  'recommenderId',
  'captcha',
] as const satisfies readonly RegisterField[];

export const registerValidationSchema: z.ZodMiniType<RegisterValidation> = z.object(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, z.optional(fieldRuleSchema)])) as Record<
    RegisterField,
    z.ZodMiniOptional<typeof fieldRuleSchema>
  >,
);

export const registerSettingsSchema: z.ZodMiniType<RegisterSettings> = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  mobilePassword: z.boolean(),
  mobileVerification: z.boolean(),
  captcha: z.boolean(),
  affiliateCode: z.boolean(),
  ageThreshold: z.literal([18, 21]),
  defaultDialingCode: z.string(),
});

const registeredSchema = z.object({ userName: z.string() });

/** PUT /wps/member/register, sealed (x-encrypted). */
export function registerByUsername(
  clients: ApiClients,
  payload: RegisterByUsername,
): Promise<ApiResult<{ userName: string }>> {
  return call(
    (signal) => clients.wps.PUT('/wps/member/register', { body: payload, signal }),
    registeredSchema,
    clients.timeoutMs,
  );
}

/** PUT /wps/member/register/mobile, sealed (x-encrypted). */
export function registerByMobile(
  clients: ApiClients,
  payload: RegisterByMobile,
): Promise<ApiResult<{ userName: string }>> {
  return call(
    (signal) => clients.wps.PUT('/wps/member/register/mobile', { body: payload, signal }),
    registeredSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/member/register/sms: a code for a number not registered yet. */
export function sendRegisterSms(clients: ApiClients, request: SmsRequest): Promise<ApiResult<SmsValue>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/register/sms', { body: request, signal }),
    smsValueSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/register/settings. */
export function fetchRegisterSettings(clients: ApiClients): Promise<ApiResult<RegisterSettings>> {
  return call(
    (signal) => clients.wps.GET('/wps/member/register/settings', { signal }),
    registerSettingsSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/register/validation: the per-field rules. */
export function fetchRegisterValidation(clients: ApiClients): Promise<ApiResult<RegisterValidation>> {
  return call(
    (signal) => clients.wps.GET('/wps/member/register/validation', { signal }),
    registerValidationSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/username. */
export function checkUsername(
  clients: ApiClients,
  username: string,
): Promise<ApiResult<{ username: string; available: boolean }>> {
  return call(
    (signal) => clients.wps.GET('/wps/member/username', { params: { query: { username } }, signal }),
    z.object({ username: z.string(), available: z.boolean() }),
    clients.timeoutMs,
  );
}

type AffiliateQuery = operations['checkAffiliateCode']['parameters']['query'];

/** GET /wps/member/affiliate: a valid code answers its agent; an unknown one fails with affiliate.code.invalid. */
export function checkAffiliateCode(clients: ApiClients, query: AffiliateQuery): Promise<ApiResult<AffiliateCode>> {
  return call(
    (signal) => clients.wps.GET('/wps/member/affiliate', { params: { query }, signal }),
    z.object({ affiliateCode: z.string(), agentName: z.string() }),
    clients.timeoutMs,
  );
}
