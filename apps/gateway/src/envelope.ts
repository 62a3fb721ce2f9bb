import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one response envelope of the platform: { success, value?, errorCode?, message? }. */
export function success<T>(c: Context, value: T) {
  return c.json({ success: true as const, value });
}

export function failure(c: Context, status: ContentfulStatusCode, errorCode: string, message?: string) {
  return c.json({ success: false as const, errorCode, ...(message ? { message } : {}) }, status);
}
