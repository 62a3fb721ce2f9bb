import type { components } from '@wl/api/wps';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The contract's stable error codes: a code the documents do not list does not compile. */
export type ErrorCode = components['schemas']['ErrorCode'];
export type Schemas = components['schemas'];

/** The one response envelope of the platform: { success, value?, errorCode?, message? }. */
export function success<T>(c: Context, value: T) {
  return c.json({ success: true as const, value });
}

export function failure(c: Context, status: ContentfulStatusCode, errorCode: ErrorCode, message?: string) {
  return c.json({ success: false as const, errorCode, ...(message ? { message } : {}) }, status);
}

/** For the /__dev endpoints only, whose codes are no part of the contract. */
export function devFailure(c: Context, status: ContentfulStatusCode, errorCode: string) {
  return c.json({ success: false as const, errorCode }, status);
}
