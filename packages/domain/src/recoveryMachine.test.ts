import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, toPromise } from 'xstate';
import { EMAIL_RECOVERY_CONFIRMATION_MS } from './constants.ts';
import type { LoginResult } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import type { LoginRequest } from './loginMachine.ts';
import type { Navigation } from './navigation.ts';
import { type RecoveryInput, recoveryMachine, type SetPasswordByPhoneRequest } from './recoveryMachine.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input: RecoveryInput = { merchantCode: 'DEMO', phoneEnabled: true, defaultDialingCode: '+60' };
const member: LoginResult = { token: 't', userName: 'demo01', type: 0, firstTimeLogin: false };

const model = {
  machine: recoveryMachine,
  input,
  events: () => [
    { type: 'CHANGE' as const, field: 'username' as const, value: 'demo01' },
    { type: 'CHANGE' as const, field: 'email' as const, value: 'demo01@example.com' },
    { type: 'CHANGE' as const, field: 'mobileNum' as const, value: '123456789' },
    { type: 'CHANGE' as const, field: 'verificationCode' as const, value: '1234' },
    { type: 'CHANGE' as const, field: 'password' as const, value: 'Demo5678' },
    { type: 'SWITCH_METHOD' as const, method: 'phone' as const },
    { type: 'SWITCH_METHOD' as const, method: 'email' as const },
    { type: 'SUBMIT' as const },
  ],
  outcomes: {
    recoverByEmail: { outputs: [undefined], errors: [new DomainFailure('member.not.exist')] },
    setPasswordByPhone: {
      outputs: [{ userName: 'demo01' }],
      errors: [new DomainFailure('modify.new.old.same'), new DomainFailure('verification.code.invalid')],
    },
    login: { outputs: [member], errors: [new DomainFailure('unknown.error')] },
    storeLogin: { outputs: [undefined], errors: [new Error('storage')] },
    navigate: { outputs: [undefined], errors: [new Error('router')] },
  },
  project: ({ context }: SnapshotFrom<typeof recoveryMachine>) => [context.method, [...context.touched].sort()],
};

describeModel('recoveryMachine', model);

describe('recoveryMachine rules', () => {
  function start(options: { phoneEnabled?: boolean; setPassword?: () => Promise<{ userName: string }> } = {}) {
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {});
    const login = vi.fn(async (_: { input: LoginRequest }) => member);
    const setPassword = vi.fn(async (_: { input: SetPasswordByPhoneRequest }) =>
      options.setPassword ? options.setPassword() : { userName: 'demo01' },
    );
    const actor = createActor(
      recoveryMachine.provide({
        actors: {
          recoverByEmail: fromPromise(async (): Promise<void> => {}),
          setPasswordByPhone: fromPromise(setPassword),
          login: fromPromise(login),
          storeLogin: fromPromise(async (): Promise<void> => {}),
          navigate: fromPromise(navigate),
        },
      }),
      { input: { ...input, phoneEnabled: options.phoneEnabled ?? true } },
    ).start();
    const type = (field: 'username' | 'email' | 'mobileNum' | 'verificationCode' | 'password', value: string) =>
      actor.send({ type: 'CHANGE', field, value });
    return { actor, navigate, login, setPassword, type };
  }

  it('offers the phone method only with CHNGPASSVERIF3', () => {
    const { actor } = start({ phoneEnabled: false });
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    expect(actor.getSnapshot().context.method).toBe('email');
  });

  it('shows the e-mail confirmation for 1 s, then goes back', async () => {
    const { actor, navigate, type } = start();
    type('username', ' demo01 ');
    type('email', 'demo01@example.com ');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(EMAIL_RECOVERY_CONFIRMATION_MS);
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ back: true });
  });

  it('waits until the phone fields were touched and are valid', () => {
    const { actor, setPassword, type } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    type('mobileNum', '123456789');
    type('verificationCode', '12x');
    expect(actor.getSnapshot().context.errors.verificationCode?.key).toBe('verificationCode.invalid');
    actor.send({ type: 'SUBMIT' });
    expect(setPassword).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.firstInvalid).toBe('verificationCode');
  });

  it('logs in with the new password after a phone reset, and ends', async () => {
    const { actor, login, setPassword, type } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    type('mobileNum', '123456789');
    type('verificationCode', '1234');
    type('password', ' New-pass1 ');
    actor.send({ type: 'SUBMIT' });
    expect(setPassword.mock.calls[0]?.[0].input).toEqual({
      newPassword: ' New-pass1 ',
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: '1234',
    });
    const done = toPromise(actor);
    await vi.advanceTimersByTimeAsync(0);
    expect(login.mock.calls[0]?.[0].input).toMatchObject({ username: 'demo01', password: ' New-pass1 ' });
    expect((await done).session?.token).toBe('t');
  });

  it('clears the password on modify.new.old.same and the verification code on any other failure', async () => {
    for (const [code, cleared, kept] of [
      ['modify.new.old.same', 'password', 'verificationCode'],
      ['verification.code.invalid', 'verificationCode', 'password'],
    ] as const) {
      const { actor, type } = start({ setPassword: async () => Promise.reject(new DomainFailure(code)) });
      actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
      type('mobileNum', '123456789');
      type('verificationCode', '1234');
      type('password', 'Demo1234');
      actor.send({ type: 'SUBMIT' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().context.error).toBe(code);
      expect(actor.getSnapshot().context.values[cleared]).toBe('');
      expect(actor.getSnapshot().context.values[kept]).not.toBe('');
    }
  });
});
