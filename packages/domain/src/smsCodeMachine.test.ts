import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SMS_COUNTDOWN_INITIAL_SECONDS, SMS_TICK_MS } from './constants.ts';
import { DomainFailure } from './errorCode.ts';
import { secondsUntil, smsCodeMachine } from './smsCodeMachine.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

const model = {
  machine: smsCodeMachine,
  input: { countryDialingCode: '+60', now: () => Date.now() },
  events: () => [
    { type: 'CHANGE' as const, mobileNum: '123456789' },
    { type: 'CHANGE' as const, mobileNum: '12' },
    { type: 'SEND' as const },
  ],
  outcomes: {
    // Already past, and far ahead: the countdown both ends and keeps counting, whatever the clock says.
    sendSmsCode: {
      outputs: [{ expirationTime: 0 }, { expirationTime: Number.MAX_SAFE_INTEGER }],
      errors: [new DomainFailure('sms.limit')],
    },
  },
};

describeModel('smsCodeMachine', model);

describe('smsCodeMachine rules', () => {
  function start(expiresInMs: number) {
    const send = vi.fn(async () => ({ expirationTime: Date.now() + expiresInMs }));
    const actor = createActor(smsCodeMachine.provide({ actors: { sendSmsCode: fromPromise(send) } }), {
      input: { countryDialingCode: '60', now: () => Date.now() },
    }).start();
    return { actor, send };
  }

  it('refuses to send until the number is valid (at most 20 digits)', () => {
    const { actor, send } = start(60_000);
    actor.send({ type: 'CHANGE', mobileNum: '1'.repeat(21) });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(actor.getSnapshot().context.error).toBe('mobile.invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows sending, then 60, then counts down to the server expiry every 500 ms, then enables again', async () => {
    const { actor, send } = start(45_000);
    actor.send({ type: 'CHANGE', mobileNum: ' 123456789 ', countryDialingCode: '+60' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().hasTag('in_sms_sending')).toBe(true);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ input: { mobileNum: '123456789', countryDialingCode: '+60' } }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('countingDown');
    expect(actor.getSnapshot().context.secondsLeft).toBe(SMS_COUNTDOWN_INITIAL_SECONDS);
    await vi.advanceTimersByTimeAsync(SMS_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(45);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(35);
    await vi.advanceTimersByTimeAsync(35_000);
    expect(actor.getSnapshot().value).toBe('enabled');
  });

  it('keeps the failure code and stays enabled when sending fails', async () => {
    const actor = createActor(
      smsCodeMachine.provide({
        actors: { sendSmsCode: fromPromise(async () => Promise.reject(new DomainFailure('sms.limit'))) },
      }),
      { input: { countryDialingCode: '60', now: () => Date.now() } },
    ).start();
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(actor.getSnapshot().context.error).toBe('sms.limit');
  });

  it('rounds the seconds left up and never below 0', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(0, 5)).toBe(0);
  });
});
