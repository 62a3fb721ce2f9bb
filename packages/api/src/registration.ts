import * as z from 'zod/mini';
import { call, read } from './call.ts';
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
 * The contract's PatternId enum, for the field-rule answer schema: what the wire may carry, not what a pattern
 * accepts (the patterns and the rule check are the domain's, `@wl/domain/patterns`). `satisfies` refuses an id the
 * contract does not have; the line after it refuses a list that misses one.
 */
export const PATTERN_IDS = [
  'username',
  'password',
  'digits',
  'email',
  'name',
  'alphanumeric',
  'handle',
  'date',
  'text',
] as const satisfies readonly PatternId[];
true satisfies ListsEvery<PatternId, (typeof PATTERN_IDS)[number]>;

/** `true` only when the list names every member of the union; otherwise names the missing ones. */
type ListsEvery<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : { missing: Exclude<All, Listed> };

const fieldRuleSchema: z.ZodMiniType<FieldRule> = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.int().check(z.gte(0)),
  maxLength: z.int().check(z.gte(1)),
  patternId: z.enum(PATTERN_IDS),
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
  return read(
    (signal) => clients.wps.GET('/wps/member/register/settings', { signal }),
    registerSettingsSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/member/register/validation: the per-field rules. */
export function fetchRegisterValidation(clients: ApiClients): Promise<ApiResult<RegisterValidation>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/register/validation', { signal }),
    registerValidationSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/member/username. */
export function checkUsername(
  clients: ApiClients,
  username: string,
): Promise<ApiResult<{ username: string; available: boolean }>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/username', { params: { query: { username } }, signal }),
    z.object({ username: z.string(), available: z.boolean() }),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

type AffiliateQuery = operations['checkAffiliateCode']['parameters']['query'];

/** GET /wps/member/affiliate: a valid code answers its agent; an unknown one fails with affiliate.code.invalid. */
export function checkAffiliateCode(clients: ApiClients, query: AffiliateQuery): Promise<ApiResult<AffiliateCode>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/affiliate', { params: { query }, signal }),
    z.object({ affiliateCode: z.string(), agentName: z.string() }),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}
