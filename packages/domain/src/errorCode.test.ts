import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { DomainFailure, errorCodeOf, UNKNOWN_ERROR } from './errorCode.ts';
import { notProvided } from './notProvided.ts';

describe('errorCodeOf', () => {
  it('reads the code of a domain failure, a plain object or a bare string', () => {
    expect(errorCodeOf(new DomainFailure('session.expired'))).toBe('session.expired');
    expect(errorCodeOf({ code: 'member.not.exist' })).toBe('member.not.exist');
    expect(errorCodeOf('login.captcha.required')).toBe('login.captcha.required');
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
