/**
 * Failures reach the domain as the gateway's stable error codes (session.expired, login.captcha.required, ...). An
 * injected actor rejects with a {@link DomainFailure}, a plain `{ code }` object or the code itself; anything else
 * is an unknown error, so a machine never has to guess at the shape of a thrown value.
 */
export const UNKNOWN_ERROR = 'unknown.error';
export const SESSION_EXPIRED = 'session.expired';
export const CAPTCHA_REQUIRED = 'login.captcha.required';
export const SAME_PASSWORD = 'modify.new.old.same';
export const NOT_MEMBER = 'member.not.member';
export const NOT_AGENT = 'agent.not.agent';
/** The phone-verification provider could not send or verify a code. */
export const PHONE_PROVIDER_FAILED = 'phone.provider.failed';
export const AUTH_REQUIRED = 'auth.required';

export class DomainFailure extends Error {
  readonly code: string;

  constructor(code: string) {
    super(code);
    this.name = 'DomainFailure';
    this.code = code;
  }
}

export function errorCodeOf(error: unknown): string {
  if (typeof error === 'string' && error !== '') return error;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string' && code !== '') return code;
  }
  return UNKNOWN_ERROR;
}

/**
 * A form kept open when the gateway ended the session (its `error` session.expired) takes the member's new login
 * (SESSION_CHANGED with a session) as the sign to go on: the message goes, and what was typed is sent as it is.
 */
export const loggedInAgain = ({
  context,
  event,
}: {
  context: { error?: string | undefined };
  event: { sessionType?: unknown };
}): boolean => event.sessionType !== undefined && context.error === SESSION_EXPIRED;
