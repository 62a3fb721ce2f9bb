import * as z from 'zod/mini';
import { call, read } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components } from './generated/wps.ts';
import type { ApiResult } from './result.ts';

type Schemas = components['schemas'];
export type SessionType = Schemas['SessionType'];
export type LoginPayload = Schemas['LoginPayload'];
export type LoginValue = Schemas['LoginValue'];
export type FreePlayValue = Schemas['FreePlayValue'];
export type Captcha = Schemas['Captcha'];
export type SmsRequest = Schemas['SmsRequest'];
export type SmsValue = Schemas['SmsValue'];

export const SESSION_TYPES = [0, 1, 2, 4, 40, 41, 42] as const;
export const sessionTypeSchema: z.ZodMiniType<SessionType> = z.literal(SESSION_TYPES);
export const doneSchema = z.literal(true);

export const loginValueSchema: z.ZodMiniType<LoginValue> = z.object({
  token: z.string().check(z.minLength(16)),
  userName: z.string(),
  type: sessionTypeSchema,
  firstTimeLogin: z.boolean(),
  expiresAt: z.int(),
});

export const freePlayValueSchema: z.ZodMiniType<FreePlayValue> = z.object({
  token: z.string().check(z.minLength(16)),
  userName: z.string(),
  customerType: z.literal(4),
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
  expiresAt: z.int(),
});

export const captchaSchema: z.ZodMiniType<Captcha> = z.object({
  captchaId: z.string(),
  image: z.string(),
  length: z.int().check(z.gte(4), z.lte(6)),
});

export const smsValueSchema: z.ZodMiniType<SmsValue> = z.object({ expirationTime: z.int() });

/** POST /wps/session/login, sealed (x-encrypted). Username or mobile, member or agent side. */
export function login(clients: ApiClients, payload: LoginPayload): Promise<ApiResult<LoginValue>> {
  return call(
    (signal) => clients.wps.POST('/wps/session/login', { body: payload, signal }),
    loginValueSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/session/login/freeplay: a trial session (type 4), optionally for a name from createTrialAccount. */
export function loginFreePlay(clients: ApiClients, trialName?: string): Promise<ApiResult<FreePlayValue>> {
  return call(
    (signal) => clients.wps.POST('/wps/session/login/freeplay', { body: trialName ? { trialName } : {}, signal }),
    freePlayValueSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/session/trial: creates a trial account and answers its name. */
export function createTrialAccount(clients: ApiClients): Promise<ApiResult<{ trialName: string }>> {
  return call(
    (signal) => clients.wps.GET('/wps/session/trial', { signal }),
    z.object({ trialName: z.string() }),
    clients.timeoutMs,
  );
}

/** DELETE /wps/session: ends the session of the current token. */
export function logout(clients: ApiClients): Promise<ApiResult<true>> {
  return call((signal) => clients.wps.DELETE('/wps/session', { signal }), doneSchema, clients.timeoutMs);
}

/** POST /wps/session/renew: extends the current token's life. */
export function renewSession(clients: ApiClients): Promise<ApiResult<{ token: string; expiresAt: number }>> {
  return call(
    (signal) => clients.wps.POST('/wps/session/renew', { signal }),
    z.object({ token: z.string(), expiresAt: z.int() }),
    clients.timeoutMs,
  );
}

/** GET /wps/session/captcha: a fresh captcha image (base64 PNG) and its id. */
export function fetchCaptcha(clients: ApiClients): Promise<ApiResult<Captcha>> {
  return read(
    (signal) => clients.wps.GET('/wps/session/captcha', { signal }),
    captchaSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** POST /wps/session/sms: a login code for a registered number; the answer says when it expires. */
export function sendLoginSms(clients: ApiClients, request: SmsRequest): Promise<ApiResult<SmsValue>> {
  return call(
    (signal) => clients.wps.POST('/wps/session/sms', { body: request, signal }),
    smsValueSchema,
    clients.timeoutMs,
  );
}
