import * as z from 'zod/mini';
import { type ApiError, ApiFailure, type ApiResult, failure, ok } from './result.ts';

const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.optional(z.string()),
});

type Send = (signal: AbortSignal) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * Runs one openapi-fetch call with a time limit and turns whatever happens into an ApiResult: the envelope's value
 * checked against its schema, the envelope's error code, or a network, timeout or malformed error. The call is sent
 * once: whatever changes something on the gateway (a login, a save, a launch) goes through here.
 */
export async function call<T>(send: Send, valueSchema: z.ZodMiniType<T>, timeoutMs: number): Promise<ApiResult<T>> {
  // A timer rather than AbortSignal.timeout, so the time limit follows the page's clock like every other wait.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
  try {
    return await settle(send, controller.signal, valueSchema, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

async function settle<T>(
  send: Send,
  signal: AbortSignal,
  valueSchema: z.ZodMiniType<T>,
  timeoutMs: number,
): Promise<ApiResult<T>> {
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    answer = await send(signal);
  } catch (cause) {
    if (cause instanceof ApiFailure) return failure(cause.error);
    if (signal.aborted || (cause instanceof DOMException && cause.name === 'TimeoutError')) {
      return failure({ kind: 'timeout', afterMs: timeoutMs });
    }
    if (cause instanceof SyntaxError) {
      return failure({ kind: 'malformed', status: 0, detail: 'body is not JSON' });
    }
    return failure({ kind: 'network' });
  }
  const status = answer.response.status;
  const body = answer.data ?? answer.error;
  const failed = errorEnvelope.safeParse(body);
  if (failed.success) return failure({ kind: 'server', code: failed.data.errorCode, status });
  // The contract answers success with 200 only: a success envelope on an error status (a proxy's page, a cache that
  // kept the wrong body) is not an answer to trust.
  if (!answer.response.ok) return failure({ kind: 'malformed', status, detail: `a success envelope with ${status}` });
  const succeeded = z.object({ success: z.literal(true), value: valueSchema }).safeParse(body);
  if (succeeded.success) return ok(succeeded.data.value);
  return failure({ kind: 'malformed', status, detail: z.prettifyError(succeeded.error) });
}

/**
 * How a read is tried again (see "Retries" in docs/decisions.md): at most two more times, after 300 ms and then
 * 900 ms, and only when no answer came (network, time limit) or the gateway failed (5xx).
 */
export const READ_RETRY_WAITS_MS: readonly number[] = [300, 900];

/** A failure that another try of the same read may not meet: no answer, or the gateway's own failure (5xx). */
export function isTransient(error: ApiError): boolean {
  switch (error.kind) {
    case 'network':
    case 'timeout':
      return true;
    case 'server':
    case 'malformed':
      return error.status >= 500;
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * {@link call} for a call that only reads (a GET that changes nothing on the gateway): a transient failure is tried
 * again after each of `waitsMs`, each try with its own time limit; the last try's result is the answer.
 */
export async function read<T>(
  send: Send,
  valueSchema: z.ZodMiniType<T>,
  timeoutMs: number,
  waitsMs: readonly number[] = READ_RETRY_WAITS_MS,
): Promise<ApiResult<T>> {
  let result = await call(send, valueSchema, timeoutMs);
  for (const ms of waitsMs) {
    if (result.ok || !isTransient(result.error)) return result;
    await wait(ms);
    result = await call(send, valueSchema, timeoutMs);
  }
  return result;
}
