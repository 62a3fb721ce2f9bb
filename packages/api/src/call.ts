import * as z from 'zod/mini';
import { ApiFailure, type ApiResult, failure, ok } from './result.ts';

const errorEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.optional(z.string()),
});

/**
 * Runs one openapi-fetch call with a time limit and turns whatever happens into an ApiResult: the envelope's value
 * checked against its schema, the envelope's error code, or a network, timeout or malformed error.
 */
export async function call<T>(
  send: (signal: AbortSignal) => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  valueSchema: z.ZodMiniType<T>,
  timeoutMs: number,
): Promise<ApiResult<T>> {
  const signal = AbortSignal.timeout(timeoutMs);
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
