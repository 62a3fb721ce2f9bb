import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  AUTH_REQUIRED,
  CAPTCHA_REQUIRED,
  DomainFailure,
  errorCodeOf,
  loggedInAgain,
  NOT_AGENT,
  NOT_MEMBER,
  PHONE_PROVIDER_FAILED,
  SAME_PASSWORD,
  SESSION_EXPIRED,
  UNKNOWN_ERROR,
} from './errorCode.ts';
import { notProvided } from './notProvided.ts';

describe('errorCodeOf', () => {
  it('reads the code of a domain failure, a plain object or a bare string', () => {
    expect(errorCodeOf(new DomainFailure('session.expired'))).toBe('session.expired');
    expect(errorCodeOf({ code: 'member.not.exist' })).toBe('member.not.exist');
    expect(errorCodeOf('login.captcha.required')).toBe('login.captcha.required');
  });

  it('names the codes as the gateway and the errors catalogue spell them', () => {
    expect({
      UNKNOWN_ERROR,
      SESSION_EXPIRED,
      CAPTCHA_REQUIRED,
      SAME_PASSWORD,
      NOT_MEMBER,
      NOT_AGENT,
      PHONE_PROVIDER_FAILED,
      AUTH_REQUIRED,
    }).toEqual({
      UNKNOWN_ERROR: 'unknown.error',
      SESSION_EXPIRED: 'session.expired',
      CAPTCHA_REQUIRED: 'login.captcha.required',
      SAME_PASSWORD: 'modify.new.old.same',
      NOT_MEMBER: 'member.not.member',
      NOT_AGENT: 'agent.not.agent',
      PHONE_PROVIDER_FAILED: 'phone.provider.failed',
      AUTH_REQUIRED: 'auth.required',
    });
  });

  it('shows a domain failure in a log by its name and code', () => {
    const failure = new DomainFailure('auth.required');
    expect(failure).toBeInstanceOf(Error);
    expect(String(failure)).toBe('DomainFailure: auth.required');
  });

  it('calls anything else an unknown error', () => {
    for (const value of [new Error('boom'), undefined, null, '', { code: 4 }, { code: '' }, 42]) {
      expect(errorCodeOf(value)).toBe(UNKNOWN_ERROR);
    }
  });
});

describe('notProvided', () => {
  it('fails with the name of the missing actor', async () => {
    const actor = createActor(notProvided<string, void>('fetchCaptcha')).start();
    await expect(toPromise(actor)).rejects.toThrow('"fetchCaptcha" must be provided');
  });
});

describe('loggedInAgain', () => {
  it('is the new login of a member whose form the gateway ended with session.expired, and nothing else', () => {
    expect(loggedInAgain({ context: { error: 'session.expired' }, event: { sessionType: 1 } })).toBe(true);
    expect(loggedInAgain({ context: { error: 'session.expired' }, event: { sessionType: 0 } })).toBe(true);
    // The session ended or was never there: no login yet.
    expect(loggedInAgain({ context: { error: 'session.expired' }, event: {} })).toBe(false);
    // A form that failed otherwise, or did not fail, is not sent by a login.
    expect(loggedInAgain({ context: { error: 'network.offline' }, event: { sessionType: 1 } })).toBe(false);
    expect(loggedInAgain({ context: {}, event: { sessionType: 1 } })).toBe(false);
  });
});
