import { type ApiResult, errorCode } from '@wl/api/result';
import { DomainFailure, SESSION_EXPIRED } from '@wl/domain/error-code';

/**
 * Gateway codes that mean the session this page holds is no longer any good. `token.invalid` comes back for a token
 * the gateway does not know (it was reset, or the token belongs to another merchant); for the person it is the same
 * as an expired session, so the machines see one code.
 */
const SESSION_ENDED = new Set([SESSION_EXPIRED, 'token.invalid']);

/**
 * Turns a call's ApiResult into what an XState promise actor expects: the value, or a rejection with the domain's
 * error code (a key of the errors catalogue). `onSessionEnded` hears about every call the gateway refused because the
 * session ended, whichever machine made it.
 */
export async function unwrap<T>(pending: Promise<ApiResult<T>>, onSessionEnded?: () => void): Promise<T> {
  const result = await pending;
  if (result.ok) return result.value;
  const code = errorCode(result.error);
  if (SESSION_ENDED.has(code)) {
    onSessionEnded?.();
    throw new DomainFailure(SESSION_EXPIRED);
  }
  throw new DomainFailure(code);
}

/**
 * `onSessionEnded` for one call: it ends the session only if the page still holds the token the call was sent with.
 * A login ends the session whose token came with it (a trial's, say), so a call of that session still on its way
 * comes back refused; that says nothing about the session the login started, which must stay.
 */
export function whileSessionHeld(token: () => string | undefined, onSessionEnded: () => void): () => void {
  const sentWith = token();
  return () => {
    if (token() === sentWith) onSessionEnded();
  };
}
