import { failure, ok } from '@wl/api/result';
import { DomainFailure } from '@wl/domain/error-code';
import { describe, expect, it, vi } from 'vitest';
import { isKeptFailure, keepFailure, retryOf, unwrap, whenRetried, whileSessionHeld } from './failure.ts';

describe('unwrap', () => {
  it("answers a call's value", async () => {
    await expect(unwrap(Promise.resolve(ok(42)))).resolves.toBe(42);
  });

  it("rejects with the gateway's error code, for the machine to read", async () => {
    await expect(
      unwrap(Promise.resolve(failure({ kind: 'server', code: 'login.captcha.required', status: 400 }))),
    ).rejects.toMatchObject({ code: 'login.captcha.required' });
  });

  it('names network, timeout and malformed failures by their catalogue codes', async () => {
    await expect(unwrap(Promise.resolve(failure({ kind: 'network' })))).rejects.toMatchObject({
      code: 'network.offline',
    });
    await expect(unwrap(Promise.resolve(failure({ kind: 'timeout', afterMs: 10_000 })))).rejects.toMatchObject({
      code: 'network.timeout',
    });
    await expect(
      unwrap(Promise.resolve(failure({ kind: 'malformed', status: 200, detail: 'x' }))),
    ).rejects.toMatchObject({ code: 'response.malformed' });
  });

  it('reports an expired or unknown token as session.expired and tells the session', async () => {
    for (const code of ['session.expired', 'token.invalid']) {
      const ended = vi.fn();
      await expect(
        unwrap(Promise.resolve(failure({ kind: 'server', code, status: 401 })), ended),
      ).rejects.toMatchObject({
        code: 'session.expired',
      });
      expect(ended).toHaveBeenCalledTimes(1);
    }
  });

  it('does not end the session for any other failure', async () => {
    const ended = vi.fn();
    await expect(
      unwrap(Promise.resolve(failure({ kind: 'server', code: 'auth.required', status: 401 })), ended),
    ).rejects.toMatchObject({ code: 'auth.required' });
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('whileSessionHeld', () => {
  it('ends the session a call was sent with, not the one a login started while it travelled', async () => {
    let token: string | undefined = 'trial-token';
    const ended = vi.fn();
    const trialCall = unwrap(
      new Promise<ReturnType<typeof failure>>((resolve) =>
        setTimeout(() => resolve(failure({ kind: 'server', code: 'token.invalid', status: 401 })), 0),
      ),
      whileSessionHeld(() => token, ended),
    );
    token = 'member-token';
    await expect(trialCall).rejects.toMatchObject({ code: 'session.expired' });
    expect(ended).not.toHaveBeenCalled();

    const memberCall = unwrap(
      Promise.resolve(failure({ kind: 'server', code: 'session.expired', status: 401 })),
      whileSessionHeld(() => token, ended),
    );
    await expect(memberCall).rejects.toMatchObject({ code: 'session.expired' });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});

describe('kept failures', () => {
  it('are asked again by their Try again, which tells every part showing them, once', () => {
    const failed = new DomainFailure('response.malformed');
    const askAgain = vi.fn();
    keepFailure(failed, askAgain);
    const route = vi.fn();
    const footer = vi.fn();
    const gone = vi.fn();
    whenRetried(failed, route);
    whenRetried(failed, footer);
    whenRetried(failed, gone)();
    expect(isKeptFailure(failed)).toBe(true);

    retryOf(failed)?.();
    expect(askAgain).toHaveBeenCalledTimes(1);
    expect(route).toHaveBeenCalledTimes(1);
    expect(footer).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    // Asked again, it is no longer what the source answers.
    expect(isKeptFailure(failed)).toBe(false);
    expect(retryOf(failed)).toBeUndefined();
  });

  it('leave any other error alone: no Try again of their own, and reported as faults', () => {
    const lostChunk = new TypeError('Failed to fetch dynamically imported module');
    expect(isKeptFailure(lostChunk)).toBe(false);
    expect(retryOf(lostChunk)).toBeUndefined();
    expect(isKeptFailure('network.offline')).toBe(false);
    const shown = vi.fn();
    whenRetried(lostChunk, shown)();
    expect(shown).not.toHaveBeenCalled();
  });
});
