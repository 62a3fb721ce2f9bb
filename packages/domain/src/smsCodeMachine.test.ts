import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import { type SmsCodeRequest, secondsUntil, smsCodeMachine } from './smsCodeMachine.ts';
import { settle, unprovided } from './testing/machineTest.ts';

const T0 = 1_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A send that the server answers with an expiry `expiresInMs` from now, read on the faked clock. */
function start(options: { expiresInMs?: number; send?: () => Promise<{ expirationTime: number }> } = {}) {
  const send = vi.fn(
    async (_: { input: SmsCodeRequest }) =>
      options.send?.() ?? { expirationTime: Date.now() + (options.expiresInMs ?? 60_000) },
  );
  const readClock = vi.fn(async () => Date.now());
  const actor = createActor(
    smsCodeMachine.provide({ actors: { sendSmsCode: fromPromise(send), readClock: fromPromise(readClock) } }),
    { input: { countryDialingCode: '+60' } },
  ).start();
  const seconds = () => actor.getSnapshot().context.secondsLeft;
  const counting = () => actor.getSnapshot().hasTag('in_sms_send');
  return { actor, send, readClock, seconds, counting };
}

describe('smsCodeMachine', () => {
  it('starts enabled, with nothing counted', () => {
    const { actor, seconds, counting } = start();
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(counting()).toBe(false);
    expect(seconds()).toBe(0);
  });

  it('refuses to send until the number is valid: digits only, at most 20', () => {
    const { actor, send } = start();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.error).toBe('mobile.required');
    actor.send({ type: 'CHANGE', mobileNum: '1'.repeat(21) });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(actor.getSnapshot().context.error).toBe('mobile.invalid');
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'CHANGE', mobileNum: '1'.repeat(20) });
    actor.send({ type: 'SEND' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses a dialling code that is not one', () => {
    const { actor, send } = start();
    actor.send({ type: 'CHANGE', mobileNum: '123456789', countryDialingCode: 'x' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.error).toBe('dialingCode.required');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the number trimmed with its dialling code, showing in_sms_sending meanwhile', () => {
    const { actor, send } = start();
    actor.send({ type: 'CHANGE', mobileNum: ' 123456789 ', countryDialingCode: '+65' });
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().hasTag('in_sms_sending')).toBe(true);
    expect(send.mock.calls[0]?.[0].input).toEqual({ mobileNum: '123456789', countryDialingCode: '+65' });
  });

  it('keeps the dialling code when a change gives only the number', () => {
    const { actor, send } = start();
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    expect(send.mock.calls[0]?.[0].input).toEqual({ mobileNum: '123456789', countryDialingCode: '+60' });
  });

  it('shows 60 first, then every 500 ms the seconds left until the server expiry', async () => {
    const { actor, seconds, counting } = start({ expiresInMs: 45_000 });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(counting()).toBe(true);
    expect(actor.getSnapshot().hasTag('in_sms_sending')).toBe(false);
    expect(seconds()).toBe(60);
    await vi.advanceTimersByTimeAsync(499);
    expect(seconds()).toBe(60);
    await vi.advanceTimersByTimeAsync(1);
    // 44.5 s left, rounded up.
    expect(seconds()).toBe(45);
    await vi.advanceTimersByTimeAsync(499);
    expect(seconds()).toBe(45);
    await vi.advanceTimersByTimeAsync(1);
    expect(seconds()).toBe(44);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seconds()).toBe(34);
  });

  it('is enabled again at the expiry, not before', async () => {
    const { actor, send, seconds, counting } = start({ expiresInMs: 45_000 });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    await vi.advanceTimersByTimeAsync(44_999);
    expect(counting()).toBe(true);
    expect(seconds()).toBe(1);
    actor.send({ type: 'SEND' });
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(counting()).toBe(false);
    expect(seconds()).toBe(0);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(seconds()).toBe(0);
    actor.send({ type: 'SEND' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('follows the clock, not the number of checks, so a throttled tab still ends on time', async () => {
    const { actor, readClock, seconds } = start({ expiresInMs: 30_000 });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    // The clock jumps 20 s between two checks.
    vi.setSystemTime(T0 + 20_000);
    await vi.advanceTimersByTimeAsync(500);
    expect(readClock).toHaveBeenCalledTimes(1);
    expect(seconds()).toBe(10);
  });

  it('counts to a server expiry already past by enabling at the first check', async () => {
    const { actor, seconds } = start({ send: async () => ({ expirationTime: 0 }) });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(seconds()).toBe(60);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(seconds()).toBe(0);
  });

  it('sends the next code to the number shown, even when it changed during the countdown', async () => {
    const { actor, send } = start({ expiresInMs: 1_000 });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    actor.send({ type: 'CHANGE', mobileNum: '987654321' });
    await vi.advanceTimersByTimeAsync(1_000);
    actor.send({ type: 'SEND' });
    expect(send.mock.calls[1]?.[0].input).toEqual({ mobileNum: '987654321', countryDialingCode: '+60' });
  });

  it('keeps the failure code and stays enabled when sending fails', async () => {
    const { actor, seconds } = start({ send: async () => Promise.reject(new DomainFailure('sms.limit')) });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enabled');
    expect(actor.getSnapshot().context.error).toBe('sms.limit');
    expect(seconds()).toBe(0);
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('keeps counting when the clock cannot be read, and checks again 500 ms later', async () => {
    let fail = true;
    const readClock = vi.fn(async () => {
      if (fail) throw new Error('clock');
      return Date.now();
    });
    const actor = createActor(
      smsCodeMachine.provide({
        actors: {
          sendSmsCode: fromPromise(async () => ({ expirationTime: Date.now() + 30_000 })),
          readClock: fromPromise(readClock),
        },
      }),
      { input: { countryDialingCode: '+60' } },
    ).start();
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().hasTag('in_sms_send')).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    fail = false;
    await vi.advanceTimersByTimeAsync(499);
    expect(readClock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.secondsLeft).toBe(29);
  });

  it('keeps a snapshot of plain data, which restores and counts on', async () => {
    const { actor } = start({ expiresInMs: 45_000 });
    actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    actor.send({ type: 'SEND' });
    await settle();
    await vi.advanceTimersByTimeAsync(500);
    const persisted = actor.getPersistedSnapshot();
    const stored = JSON.parse(JSON.stringify(persisted));
    expect(stored).toEqual(persisted);
    actor.stop();

    const restored = createActor(
      smsCodeMachine.provide({
        actors: {
          sendSmsCode: fromPromise(async () => ({ expirationTime: 0 })),
          readClock: fromPromise(async () => Date.now()),
        },
      }),
      { input: { countryDialingCode: '+60' }, snapshot: stored },
    ).start();
    expect(restored.getSnapshot().context).toMatchObject({ mobileNum: '123456789', secondsLeft: 45 });
    expect(restored.getSnapshot().hasTag('in_sms_send')).toBe(true);
  });
});

describe('secondsUntil', () => {
  it('rounds the seconds left up and never goes below 0', () => {
    expect(secondsUntil(10_001, 0)).toBe(11);
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(1, 0)).toBe(1);
    expect(secondsUntil(0, 0)).toBe(0);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});

describe('smsCodeMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const bare = unprovided(smsCodeMachine, { input: { countryDialingCode: '+60' } });
    bare.actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    bare.actor.send({ type: 'SEND' });
    await settle();
    expect(bare.names).toEqual(['sendSmsCode']);

    const sent = unprovided(
      smsCodeMachine.provide({ actors: { sendSmsCode: fromPromise(async () => ({ expirationTime: T0 + 60_000 })) } }),
      { input: { countryDialingCode: '+60' } },
    );
    sent.actor.send({ type: 'CHANGE', mobileNum: '123456789' });
    sent.actor.send({ type: 'SEND' });
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.names).toEqual(['readClock']);
  });
});
