/**
 * Answers the first screen needs, asked for by the boot before the services' code has arrived (docs/decisions.md,
 * "Performance budgets"): on a slow link the request then travels while the code downloads, instead of after it.
 * The API clients take each answer once, for the same GET in the same language; anything else goes to the network.
 * Only public GETs that need no session are asked early: nothing here carries a token or a credential.
 */

import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/** A public GET of /wps, as the contract names it; `moduleId` is the contract's for that operation. */
export interface EarlyRequest {
  path: `/wps/${string}`;
  query?: Readonly<Record<string, string>>;
  moduleId: string;
}

export interface EarlyHeaders {
  merchant: string;
  device: string;
  language: string;
}

const answers = new Map<string, Promise<Response>>();
/** The language the early requests were asked in. */
let askedLanguage: string | undefined;
/**
 * Each early answer's JSON body, read from a copy, by path, with the query it was asked with: for a first paint that
 * cannot wait for the clients.
 */
const bodies = new Map<string, { query: string; body: Settling<unknown> }>();

/**
 * A promise that records how it settled, the way React's `use` reads a promise: a component that reads one already
 * settled renders with its value at once, instead of showing its placeholder for a turn first.
 */
export type Settling<T> = Promise<T> & (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

/** The promise, recording how it settles. */
export function settling<T>(promise: Promise<T>): Settling<T> {
  const recorded = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(recorded, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(recorded, { status: 'rejected', reason }),
  );
  return recorded as Settling<T>;
}

/** A promise already settled with the value, as `settling` records it. */
export function settled<T>(value: T): Settling<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** The same query whatever the order or encoding of its parameters. */
function queryOf(parameters: Iterable<[string, string]>): string {
  const query = [...parameters].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(query).toString();
}

/** The same GET whatever the order or encoding of its query, in one language. */
function keyOf(url: URL, language: string): string {
  return `${url.pathname}?${queryOf(url.searchParams.entries())}#${language}`;
}

/** Sends the requests now, with the headers every call carries; their answers wait to be taken. */
export function askEarly(requests: readonly EarlyRequest[], headers: EarlyHeaders, origin = location.origin): void {
  askedLanguage = headers.language;
  for (const request of requests) {
    const url = new URL(request.path, origin);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const sent = fetch(url, {
      headers: {
        Merchant: headers.merchant,
        Device: headers.device,
        Language: headers.language,
        'Module-Id': request.moduleId,
      },
      credentials: 'same-origin',
    });
    const key = keyOf(url, headers.language);
    answers.set(key, sent);
    // Copied before the clients can read it; a failed request or a body that is not JSON reads as nothing.
    bodies.set(request.path, {
      query: queryOf(url.searchParams.entries()),
      body: settling(
        sent
          .then(
            (response) => (response.ok ? response.clone().json() : undefined),
            () => undefined,
          )
          .catch(() => undefined),
      ),
    });
    // A failed early request is asked again by the client, which reports it the usual way.
    sent.catch(() => answers.delete(key));
  }
}

/**
 * The early answer to this request, taken (a second identical request goes to the network); none for anything else:
 * another method, another query, another language, or a request that carries a session. It rejects when the early
 * request failed.
 */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const key = keyOf(new URL(request.url), request.headers.get('Language') ?? '');
  const answer = answers.get(key);
  if (!answer) return undefined;
  answers.delete(key);
  return answer;
}

/**
 * A `fetch` for the API clients: the early answer when there is one, the network otherwise, and the network again
 * when the early request failed (the client then reports what that answer says). A call aborted while it waits for
 * the early answer (its time limit run out) rejects with the reason, as `fetch` does.
 */
export function withEarlyAnswers(
  send: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return (request) => {
    const early = takeEarlyAnswer(request);
    if (!early) return send(request);
    return unlessAborted(early, request.signal).catch((error: unknown) =>
      request.signal.aborted ? Promise.reject(error) : send(request),
    );
  };
}

/**
 * The early answer, given up as soon as the client's call is: the call's time limit holds for an answer asked early
 * too, so a request that never returns ends as a timeout (and the client's next try) instead of a wait for ever.
 */
function unlessAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The JSON body of the early answer for a path, whoever takes the answer itself; none when it was not asked early, or
 * when a query is given and the path was asked with another. What the body means is the caller's to check: it has not
 * been through the contract's schemas.
 */
export function earlyBody(path: EarlyRequest['path'], query?: EarlyRequest['query']): Settling<unknown> | undefined {
  const asked = bodies.get(path);
  if (!asked || (query !== undefined && queryOf(Object.entries(query)) !== asked.query)) return undefined;
  return asked.body;
}

/** The language the early requests were asked in; none when nothing was asked early. */
export function earlyLanguage(): string | undefined {
  return askedLanguage;
}
