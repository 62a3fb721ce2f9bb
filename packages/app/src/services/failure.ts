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

/** A read's failure that its source keeps until the person asks again, and who is showing it meanwhile. */
interface KeptFailure {
  askAgain: () => void;
  shownBy: Set<() => void>;
}

const keptFailures = new WeakMap<object, KeptFailure>();

const keptFailureOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? keptFailures.get(error) : undefined;

/**
 * Marks `error` as the answer a source keeps for a failed read: every reader gets it (the screen says why) instead of
 * asking the gateway again at each render, until the person's Try again calls `askAgain`.
 */
export function keepFailure(error: unknown, askAgain: () => void): void {
  if (typeof error === 'object' && error !== null) keptFailures.set(error, { askAgain, shownBy: new Set() });
}

/** A failed read a source keeps: what a screen shows with its reason, not a fault of the page to report. */
export function isKeptFailure(error: unknown): boolean {
  return keptFailureOf(error) !== undefined;
}

/**
 * The Try again of a kept failure: its source asks the gateway again, and every part showing the failure is told, so
 * each renders again with the new read. Nothing for any other error (a lost chunk, a fault of the page).
 */
export function retryOf(error: unknown): (() => void) | undefined {
  const kept = keptFailureOf(error);
  if (!kept) return undefined;
  return () => {
    keptFailures.delete(error as object);
    kept.askAgain();
    for (const shown of [...kept.shownBy]) shown();
  };
}

/** Calls `shown` once the kept failure `error` is asked again, whichever part's Try again did it; returns the undo. */
export function whenRetried(error: unknown, shown: () => void): () => void {
  const kept = keptFailureOf(error);
  if (!kept) return () => {};
  kept.shownBy.add(shown);
  return () => kept.shownBy.delete(shown);
}
