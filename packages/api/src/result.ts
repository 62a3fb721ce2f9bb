/**
 * What every call answers: a value, or a typed error. Nothing a server, a network or a malformed body does reaches
 * a component as an exception.
 */
export type ApiError =
  /** The gateway answered success: false with a stable error code (session.expired, login.captcha.required, ...). */
  | { kind: 'server'; code: string; status: number }
  /** The request never got an answer: offline, DNS, connection refused. */
  | { kind: 'network' }
  /** No answer within the time limit. */
  | { kind: 'timeout'; afterMs: number }
  /** An answer came that does not match the contract. */
  | { kind: 'malformed'; status: number; detail: string };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value });
export const failure = <T = never>(error: ApiError): ApiResult<T> => ({ ok: false, error });

/** The stable code an error maps to in the catalogues, for network and contract failures too. */
export function errorCode(error: ApiError): string {
  switch (error.kind) {
    case 'server':
      return error.code;
    case 'network':
      return 'network.offline';
    case 'timeout':
      return 'network.timeout';
    case 'malformed':
      return 'response.malformed';
  }
}

/**
 * Thrown inside a middleware when a call cannot go out (the public key could not be fetched); `call` turns it back
 * into its ApiResult.
 */
export class ApiFailure extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(`API failure: ${errorCode(error)}`);
    this.error = error;
  }
}
