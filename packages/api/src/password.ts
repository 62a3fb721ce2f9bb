import * as z from 'zod/mini';
import { call } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components } from './generated/wps.ts';
import type { ApiResult } from './result.ts';
import { doneSchema, type SmsRequest, type SmsValue, smsValueSchema } from './session.ts';

type Schemas = components['schemas'];
export type SetPasswordByPhonePayload = Schemas['SetPasswordByPhonePayload'];
export type EmailRecoveryPayload = Schemas['EmailRecoveryPayload'];
export type ChangePasswordPayload = Schemas['ChangePasswordPayload'];

/** POST /wps/member/password/verification, sealed (x-encrypted): answers the account, so the client can log in. */
export function setPasswordByPhone(
  clients: ApiClients,
  payload: SetPasswordByPhonePayload,
): Promise<ApiResult<{ userName: string }>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/password/verification', { body: payload, signal }),
    z.object({ userName: z.string() }),
    clients.timeoutMs,
  );
}

/** POST /wps/member/password/verification/sms: a recovery code for a registered number. */
export function sendPasswordSms(clients: ApiClients, request: SmsRequest): Promise<ApiResult<SmsValue>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/password/verification/sms', { body: request, signal }),
    smsValueSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/member/password/email, URL-encoded as the documents ask. */
export function recoverPasswordByEmail(clients: ApiClients, payload: EmailRecoveryPayload): Promise<ApiResult<true>> {
  return call(
    (signal) =>
      clients.wps.POST('/wps/member/password/email', {
        body: payload,
        bodySerializer: (body) => new URLSearchParams({ username: body.username, email: body.email }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        signal,
      }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/member/password. */
export function changePassword(clients: ApiClients, payload: ChangePasswordPayload): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/password', { body: payload, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}
