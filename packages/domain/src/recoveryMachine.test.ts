import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { LoginResult } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import type { LoginHandOver, LoginRequest, PhoneCodeCheck } from './loginMachine.ts';
import type { Navigation } from './navigation.ts';
import {
  canSubmitRecovery,
  type RecoveryField,
  type RecoveryInput,
  recoveryMachine,
  type SetPasswordByPhoneRequest,
} from './recoveryMachine.ts';
import { keysOf, settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input: RecoveryInput = { merchantCode: 'DEMO', phoneEnabled: true, defaultDialingCode: '+60' };
const member: LoginResult = { token: 't', userName: 'demo01', type: 0, firstTimeLogin: false };

function start(
  options: {
    input?: Partial<RecoveryInput>;
    email?: () => Promise<void>;
    setPassword?: () => Promise<{ userName: string }>;
    login?: () => Promise<LoginResult>;
    store?: () => Promise<void>;
    verify?: () => Promise<{ idToken: string }>;
  } = {},
) {
  const calls: string[] = [];
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {
    calls.push('navigate');
  });
  const recoverByEmail = vi.fn(async (_: { input: { username: string; email: string } }) => {
    calls.push('recoverByEmail');
    return options.email?.();
  });
  const setPassword = vi.fn(async (_: { input: SetPasswordByPhoneRequest }) => {
    calls.push('setPasswordByPhone');
    return options.setPassword?.() ?? { userName: 'demo01' };
  });
  const login = vi.fn(async (_: { input: LoginRequest }) => {
    calls.push('login');
    return options.login?.() ?? member;
  });
  const storeLogin = vi.fn(async (_: { input: LoginHandOver }) => {
    calls.push('storeLogin');
    return options.store?.();
  });
  const verify = vi.fn(async (_: { input: PhoneCodeCheck }) => {
    calls.push('verifyPhoneCode');
    return options.verify?.() ?? { idToken: 'id-token' };
  });
  const actor = createActor(
    recoveryMachine.provide({
      actors: {
        recoverByEmail: fromPromise(recoverByEmail),
        setPasswordByPhone: fromPromise(setPassword),
        login: fromPromise(login),
        storeLogin: fromPromise(storeLogin),
        verifyPhoneCode: fromPromise(verify),
      },
      actions: { navigate },
    }),
    { input: { ...input, ...options.input } },
  ).start();
  const type = (field: RecoveryField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const context = () => actor.getSnapshot().context;
  const byPhone = (values: Partial<Record<RecoveryField, string>> = {}) => {
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    for (const [field, value] of Object.entries({
      mobileNum: '123456789',
      verificationCode: '1234',
      password: 'Demo5678',
      ...values,
    }))
      type(field as RecoveryField, value);
  };
  /** Where the navigate action was sent, in order. */
  const navigations = () => navigate.mock.calls.map(([, navigation]) => navigation);
  return {
    actor,
    context,
    calls,
    navigate,
    navigations,
    recoverByEmail,
    setPassword,
    login,
    storeLogin,
    verify,
    type,
    byPhone,
  };
}

describe('recoveryMachine: methods', () => {
  it('opens on e-mail with empty fields and the default dialling code', () => {
    const { actor, context } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({
      method: 'email',
      values: {
        username: '',
        email: '',
        countryDialingCode: '+60',
        mobileNum: '',
        verificationCode: '',
        password: '',
      },
      touched: [],
      errors: {},
    });
  });

  it('offers the phone method only with CHNGPASSVERIF3, and e-mail always', () => {
    const off = start({ input: { phoneEnabled: false } });
    off.actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    expect(off.context().method).toBe('email');

    const on = start();
    on.actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    expect(on.context().method).toBe('phone');
    on.actor.send({ type: 'SWITCH_METHOD', method: 'email' });
    expect(on.context().method).toBe('email');
  });

  it('clears the errors when the method changes', () => {
    const { actor, context } = start();
    actor.send({ type: 'SUBMIT' });
    expect(context().firstInvalid).toBe('username');
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    expect(context()).toMatchObject({ errors: {}, firstInvalid: undefined });
  });

  it('checks each field as it is typed and remembers that it was touched', () => {
    const { context, type } = start();
    type('email', 'demo01@example');
    expect(keysOf(context().errors)).toEqual({ email: 'email.invalid' });
    type('username', 'demo01');
    expect(keysOf(context().errors)).toEqual({ email: 'email.invalid' });
    type('email', 'demo01@example.com');
    expect(context().errors).toEqual({});
    expect(context().touched).toEqual(['email', 'username']);
  });
});

describe('recoveryMachine: by e-mail', () => {
  it('reports the invalid fields for focus and makes no call', () => {
    const { actor, context, recoverByEmail } = start();
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ username: 'username.required', email: 'email.required' });
    expect(context().firstInvalid).toBe('username');
    expect(recoverByEmail).not.toHaveBeenCalled();
  });

  it('sends username and e-mail trimmed, shows the confirmation for 1000 ms, then goes back', async () => {
    const { actor, navigations, recoverByEmail, type } = start();
    type('username', ' demo01 ');
    type('email', 'demo01@example.com ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(recoverByEmail.mock.calls[0]?.[0].input).toEqual({ username: 'demo01', email: 'demo01@example.com' });
    await settle();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(navigations()).toEqual([]);
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigations()).toEqual([{ back: true }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the error code and the form when the e-mail cannot be sent', async () => {
    const { actor, context, navigations, type } = start({
      email: async () => Promise.reject(new DomainFailure('member.not.exist')),
    });
    type('username', 'demo01');
    type('email', 'demo01@example.com');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('member.not.exist');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(navigations()).toEqual([]);
    type('email', 'demo02@example.com');
    expect(context().error).toBeUndefined();
  });

  it('must be given its navigate action: a machine without one stops with an error', async () => {
    const actor = createActor(
      recoveryMachine.provide({ actors: { recoverByEmail: fromPromise(async (): Promise<void> => {}) } }),
      { input },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'CHANGE', field: 'username', value: 'demo01' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'demo01@example.com' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });
});

describe('recoveryMachine: by phone', () => {
  it('waits until every phone field was touched and is valid', () => {
    const { actor, context, setPassword, type } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    type('mobileNum', '123456789');
    type('verificationCode', '12x');
    expect(keysOf(context().errors)).toEqual({ verificationCode: 'verificationCode.invalid' });
    expect(canSubmitRecovery(context())).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(setPassword).not.toHaveBeenCalled();
    expect(context().firstInvalid).toBe('verificationCode');
    type('verificationCode', '1234');
    type('password', 'Demo5678');
    expect(canSubmitRecovery(context())).toBe(true);
  });

  it('lets an e-mail form submit without touches once it validates', () => {
    const { context, type } = start();
    type('username', 'demo01');
    expect(canSubmitRecovery(context())).toBe(false);
    type('email', 'demo01@example.com');
    expect(canSubmitRecovery(context())).toBe(true);
  });

  it('sets the password, logs in with it, hands the session over and ends: the modal closes', async () => {
    const { actor, calls, setPassword, login, storeLogin, byPhone } = start();
    byPhone({ mobileNum: ' 123456789 ', verificationCode: ' 1234 ', password: ' New-pass1 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(setPassword.mock.calls[0]?.[0].input).toStrictEqual({
      newPassword: ' New-pass1 ',
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: '1234',
    });
    const done = toPromise(actor);
    await settle();
    expect(login.mock.calls[0]?.[0].input).toStrictEqual({
      type: 'username',
      side: 'member',
      username: 'demo01',
      password: ' New-pass1 ',
      remember: true,
    });
    const session = { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };
    expect(storeLogin.mock.calls[0]?.[0].input).toEqual({ session });
    expect(await done).toEqual({ session });
    expect(calls).toEqual(['setPasswordByPhone', 'login', 'storeLogin']);
  });

  it('keeps the loading state while logging in with the new password', async () => {
    let release = (_: LoginResult) => {};
    const { actor, byPhone } = start({ login: () => new Promise((resolve) => (release = resolve)) });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    release(member);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('hands the new password to the session when the login is a first-time one', async () => {
    const { actor, storeLogin, byPhone } = start({ login: async () => ({ ...member, firstTimeLogin: true }) });
    byPhone({ password: 'New-pass1' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(storeLogin.mock.calls[0]?.[0].input).toEqual({
      session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: true },
      heldPassword: 'New-pass1',
    });
  });

  it('ends even when the session cannot be stored', async () => {
    const { actor, byPhone } = start({ store: async () => Promise.reject(new Error('storage')) });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('goes back to log in by hand when the login with the new password fails', async () => {
    const { actor, context, navigations, storeLogin, byPhone } = start({
      login: async () => Promise.reject(new DomainFailure('unknown.error')),
    });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    const done = toPromise(actor);
    await settle();
    expect(navigations()).toEqual([{ back: true }]);
    expect(context().error).toBe('unknown.error');
    expect(await done).toEqual({ session: undefined });
    expect(storeLogin).not.toHaveBeenCalled();
  });

  it('clears the password on modify.new.old.same, and waits for it to be typed again', async () => {
    const { actor, context, setPassword, byPhone, type } = start({
      setPassword: async () => Promise.reject(new DomainFailure('modify.new.old.same')),
    });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('modify.new.old.same');
    expect(context().values).toMatchObject({ password: '', verificationCode: '1234', mobileNum: '123456789' });
    expect(context().touched).toEqual(['mobileNum', 'verificationCode']);
    type('password', 'Demo5678');
    expect(context().touched).toEqual(['mobileNum', 'verificationCode', 'password']);
    expect(setPassword).toHaveBeenCalledTimes(1);
  });

  it('clears the verification code on any other failure, and waits for it to be typed again', async () => {
    const { actor, context, byPhone } = start({
      setPassword: async () => Promise.reject(new DomainFailure('verification.code.invalid')),
    });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(context().error).toBe('verification.code.invalid');
    expect(context().values).toMatchObject({ verificationCode: '', password: 'Demo5678', mobileNum: '123456789' });
    expect(context().touched).toEqual(['mobileNum', 'password']);
    expect(canSubmitRecovery(context())).toBe(false);
  });
});

describe('recoveryMachine: a phone-verification provider', () => {
  it("verifies the code first, then sets the password with the provider's token", async () => {
    const { actor, calls, verify, setPassword, byPhone } = start({ input: { phoneProvider: true } });
    byPhone({ mobileNum: ' 123456789 ', verificationCode: ' 1234 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('verifyingPhone');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(verify.mock.calls[0]?.[0].input).toEqual({
      countryDialingCode: '+60',
      mobileNum: '123456789',
      code: '1234',
    });
    await settle();
    expect(calls).toEqual(['verifyPhoneCode', 'setPasswordByPhone', 'login', 'storeLogin']);
    expect(setPassword.mock.calls[0]?.[0].input).toStrictEqual({
      newPassword: 'Demo5678',
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: '1234',
      firebaseIdToken: 'id-token',
    });
  });

  it('hides the loading state and says phone.provider.failed when the provider fails, keeping the code', async () => {
    const { actor, context, calls, byPhone } = start({
      input: { phoneProvider: true },
      verify: async () => Promise.reject(new Error('provider down')),
    });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('phone.provider.failed');
    expect(context().values.verificationCode).toBe('1234');
    expect(calls).toEqual(['verifyPhoneCode']);
  });

  it('verifies again on the next attempt rather than reusing a token', async () => {
    let attempts = 0;
    const { actor, verify, setPassword, byPhone, type } = start({
      input: { phoneProvider: true },
      verify: async () => ({ idToken: `id-${++attempts}` }),
      setPassword: async () => Promise.reject(new DomainFailure('verification.code.invalid')),
    });
    byPhone();
    actor.send({ type: 'SUBMIT' });
    await settle();
    type('verificationCode', '5678');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(verify).toHaveBeenCalledTimes(2);
    expect(setPassword.mock.calls[1]?.[0].input.firebaseIdToken).toBe('id-2');
    // A spent token is not kept in the snapshot either.
    expect(actor.getSnapshot().context.phoneToken).toBeUndefined();
  });

  it('is not asked for an e-mail recovery', async () => {
    const { actor, calls, type } = start({ input: { phoneProvider: true } });
    type('username', 'demo01');
    type('email', 'demo01@example.com');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['recoverByEmail']);
  });
});

describe('recoveryMachine: language change', () => {
  it('re-validates the filled fields 200 ms after the language changes, not at 199 ms', async () => {
    const { actor, context, type } = start();
    type('username', 'ab');
    type('email', 'demo01@example.com');
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    actor.send({ type: 'SWITCH_METHOD', method: 'email' });
    expect(context().errors).toEqual({});
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(context().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
  });

  it('waits 200 ms after the last of several changes, and checks the fields of the method shown', async () => {
    const { actor, context, type } = start();
    type('username', 'ab');
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    type('mobileNum', '12');
    actor.send({ type: 'SWITCH_METHOD', method: 'email' });
    actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(context().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    // The username is filled too, but the phone form does not show it.
    expect(keysOf(context().errors)).toEqual({ mobileNum: 'mobile.invalid' });
  });
});

describe('recoveryMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const navigate = () => {};
    const byEmail = unprovided(recoveryMachine.provide({ actions: { navigate } }), { input });
    byEmail.actor.send({ type: 'CHANGE', field: 'username', value: 'demo01' });
    byEmail.actor.send({ type: 'CHANGE', field: 'email', value: 'demo01@example.com' });
    byEmail.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(byEmail.names).toEqual(['recoverByEmail']);

    const set = fromPromise<{ userName: string }, SetPasswordByPhoneRequest>(async () => ({ userName: 'demo01' }));
    const cases: [boolean, NonNullable<Parameters<typeof recoveryMachine.provide>[0]['actors']>, string[]][] = [
      [true, {}, ['verifyPhoneCode']],
      [false, {}, ['setPasswordByPhone']],
      [false, { setPasswordByPhone: set }, ['login']],
      [false, { setPasswordByPhone: set, login: fromPromise(async () => member) }, ['storeLogin']],
    ];
    for (const [phoneProvider, actors, expected] of cases) {
      const { actor, names } = unprovided(recoveryMachine.provide({ actors, actions: { navigate } }), {
        input: { ...input, phoneProvider },
      });
      actor.send({ type: 'SWITCH_METHOD', method: 'phone' });
      actor.send({ type: 'CHANGE', field: 'mobileNum', value: '123456789' });
      actor.send({ type: 'CHANGE', field: 'verificationCode', value: '1234' });
      actor.send({ type: 'CHANGE', field: 'password', value: 'Demo5678' });
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(names).toEqual(expected);
    }
  });
});
