import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import type { RegisterSettings, RegisterValidation } from './forms/registrationForm.ts';
import type { PhoneCodeCheck } from './loginMachine.ts';
import {
  canRegister,
  type RegistrationInput,
  type RegistrationRequest,
  registrationMachine,
} from './registrationMachine.ts';
import { keysOf, settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  mobilePassword: false,
  mobileVerification: false,
  captcha: false,
  affiliateCode: true,
  ageThreshold: 18,
  defaultDialingCode: '+60',
};

const validation: RegisterValidation = {
  username: { enabled: true, required: true, minLength: 4, maxLength: 16, patternId: 'username' },
  affiliateCode: { enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 'alphanumeric' },
};

const input: RegistrationInput = {
  settings,
  validation,
  registerUrl: 'play.example.com',
  registerMethod: 'H5',
  domain: 'play.example.com',
  affiliateCodeValidated: false,
  today: '2026-11-21',
};

const account = { username: 'newbie1', password: 'Secret12', confirmPassword: 'Secret12' };
const common = { type: 0, registerUrl: 'play.example.com', registerMethod: 'H5', domain: 'play.example.com' };

function start(
  overrides: Partial<Omit<RegistrationInput, 'settings'>> & { settings?: Partial<RegisterSettings> } = {},
  actors: {
    check?: () => Promise<{ valid: boolean }>;
    register?: () => Promise<void>;
    verify?: () => Promise<{ idToken: string }>;
    captcha?: () => Promise<{ image: string; captchaId: string }>;
  } = {},
) {
  const calls: string[] = [];
  const register = vi.fn(async (_: { input: RegistrationRequest }): Promise<void> => {
    calls.push('register');
    return actors.register?.();
  });
  const check = vi.fn(async (_: { input: { code: string; domain: string } }) => {
    calls.push('checkAffiliateCode');
    return actors.check?.() ?? { valid: true };
  });
  const verify = vi.fn(async (_: { input: PhoneCodeCheck }) => {
    calls.push('verifyPhoneCode');
    return actors.verify?.() ?? { idToken: 'id-token' };
  });
  let captchas = 0;
  const fetchCaptcha = vi.fn(
    actors.captcha ?? (async () => ({ image: `png${++captchas}`, captchaId: `c_${captchas}` })),
  );
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        fetchCaptcha: fromPromise(fetchCaptcha),
        checkAffiliateCode: fromPromise(check),
        register: fromPromise(register),
        verifyPhoneCode: fromPromise(verify),
      },
    }),
    { input: { ...input, ...overrides, settings: { ...settings, ...overrides.settings } } },
  ).start();
  const fill = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field, value });
  };
  const context = () => actor.getSnapshot().context;
  return { actor, context, calls, register, check, verify, fetchCaptcha, fill };
}

describe('registrationMachine: methods and captcha', () => {
  it('opens on the username method, or on mobile when it is the only one, and switches only to an offered one', () => {
    const both = start();
    expect(both.context().method).toBe('username');
    both.actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    expect(both.context().method).toBe('mobile');

    const mobileOnly = start({ settings: { usernameRegistration: false } });
    expect(mobileOnly.context().method).toBe('mobile');
    mobileOnly.actor.send({ type: 'SWITCH_METHOD', method: 'username' });
    expect(mobileOnly.context().method).toBe('mobile');

    const usernameOnly = start({ settings: { mobileRegistration: false } });
    usernameOnly.actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    expect(usernameOnly.context().method).toBe('username');
  });

  it("fills the settings' dialling code and the link's affiliate code", () => {
    const { context } = start({ affiliateCode: 'AFF01', settings: { defaultDialingCode: '+84' } });
    expect(context().values).toEqual({ countryDialingCode: '+84', affiliateCode: 'AFF01' });
    expect(start().context().values).toEqual({ countryDialingCode: '+60', affiliateCode: '' });
  });

  it('clears what the last method showed when the method changes', () => {
    const { actor, context, fill } = start();
    fill({ username: 'ab' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    expect(context()).toMatchObject({ errors: {}, checked: [], firstInvalid: undefined });
  });

  it('loads no captcha when the settings do not ask for one, and ignores a refresh', async () => {
    const { actor, fetchCaptcha } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'REFRESH_CAPTCHA' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fetchCaptcha).not.toHaveBeenCalled();
  });

  it('loads a captcha first when the settings ask for one, and a refresh clears the answer', async () => {
    const { actor, context, fetchCaptcha, fill } = start({ settings: { captcha: true } });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ captchaImage: 'png1', captchaId: 'c_1' });
    fill({ captcha: '1234' });
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(context().values.captcha).toBe('');
    await settle();
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(context()).toMatchObject({ captchaImage: 'png2', captchaId: 'c_2' });
  });

  it('shows the form even when the captcha cannot be fetched', async () => {
    const { actor, context } = start(
      { settings: { captcha: true } },
      { captcha: async () => Promise.reject(new Error('offline')) },
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().captchaImage).toBeUndefined();
  });
});

describe('registrationMachine: the form', () => {
  it('keeps submit disabled until the form is valid and the disclaimer ticked', () => {
    const { actor, context, fill } = start();
    expect(canRegister(context())).toBe(false);
    fill(account);
    expect(canRegister(context())).toBe(false);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    expect(canRegister(context())).toBe(true);
    fill({ confirmPassword: 'Secret13' });
    expect(canRegister(context())).toBe(false);
    fill({ confirmPassword: 'Secret12' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    expect(canRegister(context())).toBe(false);
  });

  it('shows each field as it is typed: an error, or its success state', () => {
    const { actor, context, fill } = start();
    fill({ username: 'ab' });
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
    expect(context().checked).toEqual(['username']);
    fill({ username: 'newbie1' });
    expect(context().errors).toEqual({});
    expect(context().checked).toEqual(['username']);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    expect(context().checked).toEqual(['username', 'disclaimer']);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    expect(context().errors).toEqual({ disclaimer: { key: 'disclaimer.required', values: { age: 18 } } });
  });

  it('reports the first invalid field for focus, then the disclaimer with the age when all else is valid', () => {
    const { actor, context, register, fill } = start({ settings: { ageThreshold: 21 } });
    fill({ username: 'newbie1', password: 'x' });
    actor.send({ type: 'SUBMIT' });
    expect(context().firstInvalid).toBe('password');
    expect(keysOf(context().errors)).toEqual({
      password: 'password.tooShort',
      confirmPassword: 'password.confirm.required',
      disclaimer: 'disclaimer.required',
    });
    fill({ password: 'Secret12', confirmPassword: 'Secret12' });
    actor.send({ type: 'SUBMIT' });
    expect(context().firstInvalid).toBe('disclaimer');
    expect(context().errors).toEqual({ disclaimer: { key: 'disclaimer.required', values: { age: 21 } } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the disclaimer error the form gives when the disclaimer is not ticked', () => {
    const { actor, context, fill } = start();
    fill(account);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ disclaimer: { key: 'disclaimer.required', values: { age: 18 } } });
  });

  it('registers with optional fields left untouched, and says "required" of a required one never typed', async () => {
    const optional = { enabled: true, required: false, minLength: 2, maxLength: 20, patternId: 'name' } as const;
    const { actor, context, register, fill } = start({
      validation: { ...validation, nickname: optional, payeeName: { ...optional, required: true } },
    });
    fill(account);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ payeeName: 'field.required' });
    expect(context().firstInvalid).toBe('payeeName');
    fill({ payeeName: 'Ali' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(register.mock.calls[0]?.[0].input).toStrictEqual({
      method: 'username',
      payload: { ...common, ...account, payeeName: 'Ali' },
    });
  });

  it("holds the username to the gateway's rule: one starting with an underscore is refused", () => {
    const { actor, context, register, fill } = start();
    fill({ ...account, username: '_abc' });
    expect(context().errors.username).toEqual({ key: 'username.invalid' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(context().firstInvalid).toBe('username');
    expect(register).not.toHaveBeenCalled();
  });

  it("ends the birthday range with today's year, given as an ISO date", () => {
    const birthday = { enabled: true, required: false, minLength: 10, maxLength: 10, patternId: 'date' } as const;
    const { context, fill } = start({ validation: { ...validation, birthday }, today: '2026-11-21' });
    fill({ birthday: '2026-12-31' });
    expect(context().errors.birthday).toBeUndefined();
    fill({ birthday: '2027-01-01' });
    expect(context().errors.birthday).toEqual({ key: 'birthday.invalid', values: { min: 1900, max: 2026 } });
  });

  it('keeps a snapshot of plain data, which restores and registers', async () => {
    const first = start();
    first.fill(account);
    first.actor.send({ type: 'TOGGLE_DISCLAIMER' });
    const persisted = first.actor.getPersistedSnapshot();
    const stored = JSON.parse(JSON.stringify(persisted));
    expect(stored).toEqual(persisted);
    first.actor.stop();

    const register = vi.fn(async (_: { input: RegistrationRequest }): Promise<void> => {});
    const restored = createActor(
      registrationMachine.provide({
        actors: {
          fetchCaptcha: fromPromise(async () => ({ image: 'png', captchaId: 'c' })),
          checkAffiliateCode: fromPromise(async () => ({ valid: true as boolean })),
          register: fromPromise(register),
          verifyPhoneCode: fromPromise(async () => ({ idToken: 'id' })),
        },
      }),
      { input, snapshot: stored },
    ).start();
    restored.send({ type: 'SUBMIT' });
    await settle();
    expect(register.mock.calls[0]?.[0].input.payload).toMatchObject(account);
    expect(restored.getSnapshot().status).toBe('done');
  });
});

describe('registrationMachine: registering', () => {
  it('registers by username with type 0, trimmed texts and untouched passwords, shows loading and ends', async () => {
    const { actor, check, register, fill } = start({ affiliateCode: 'AFF01', affiliateCodeValidated: true });
    fill({ username: ' newbie1 ', password: ' Secret12', confirmPassword: ' Secret12' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('registering');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(check).not.toHaveBeenCalled();
    expect(register.mock.calls[0]?.[0].input).toStrictEqual({
      method: 'username',
      payload: {
        ...common,
        username: 'newbie1',
        password: ' Secret12',
        confirmPassword: ' Secret12',
        affiliateCode: 'AFF01',
      },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("registers by mobile with its own payload, the settings' dialling code and no empty field", async () => {
    const { actor, register, fill } = start({ settings: { defaultDialingCode: '+84' } });
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    fill({ mobileNum: ' 912345678 ', verificationCode: ' 1234 ' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(register.mock.calls[0]?.[0].input).toStrictEqual({
      method: 'mobile',
      payload: { ...common, countryDialingCode: '+84', mobileNum: '912345678', verificationCode: '1234' },
    });
  });

  it('sends the captcha answer with the id of the image it answers', async () => {
    const { actor, register, fill } = start({ settings: { captcha: true } });
    await settle();
    fill({ ...account, captcha: '4821' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(register.mock.calls[0]?.[0].input).toStrictEqual({
      method: 'username',
      payload: { ...common, ...account, captcha: '4821', captchaId: 'c_1' },
    });
  });

  it('keeps the error code and loads a new captcha after a failed attempt', async () => {
    const { actor, context, fetchCaptcha, fill } = start(
      { settings: { captcha: true } },
      { register: async () => Promise.reject(new DomainFailure('member.username.exists')) },
    );
    await settle();
    fill({ ...account, captcha: '4821' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ error: 'member.username.exists', captchaId: 'c_2', values: { captcha: '' } });
    fill({ username: 'newbie2' });
    expect(context().error).toBeUndefined();
  });

  it('keeps the error code and the form without a captcha after a failed attempt', async () => {
    const { actor, context, fetchCaptcha, fill } = start(
      {},
      { register: async () => Promise.reject(new DomainFailure('member.username.exists')) },
    );
    fill(account);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('member.username.exists');
    expect(fetchCaptcha).not.toHaveBeenCalled();
  });
});

describe('registrationMachine: the affiliate code', () => {
  it('checks a code not validated at load just before registering, trimmed, with the domain', async () => {
    const { actor, calls, check, register, fill } = start();
    fill({ ...account, affiliateCode: ' AFF01 ' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('checkingAffiliate');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(check.mock.calls[0]?.[0].input).toEqual({ code: 'AFF01', domain: 'play.example.com' });
    await settle();
    expect(calls).toEqual(['checkAffiliateCode', 'register']);
    expect(register.mock.calls[0]?.[0].input.payload).toMatchObject({ affiliateCode: 'AFF01' });
  });

  it('stops on an invalid code: "Invalid invitation code", focus to the field, no registration', async () => {
    const { actor, context, register, fill } = start({}, { check: async () => ({ valid: false }) });
    fill({ ...account, affiliateCode: 'AFF01' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().firstInvalid).toBe('affiliateCode');
    expect(context().errors).toEqual({ affiliateCode: { key: 'affiliate.invalid' } });
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the error code when the check itself fails', async () => {
    const { actor, context, register, fill } = start(
      {},
      { check: async () => Promise.reject(new DomainFailure('network.offline')) },
    );
    fill({ ...account, affiliateCode: 'AFF01' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().error).toBe('network.offline');
    expect(register).not.toHaveBeenCalled();
  });

  it('checks a code validated at load again once it is changed, and no empty one', async () => {
    const changed = start({ affiliateCode: 'AFF01', affiliateCodeValidated: true });
    changed.fill({ ...account, affiliateCode: 'AFF02' });
    changed.actor.send({ type: 'TOGGLE_DISCLAIMER' });
    changed.actor.send({ type: 'SUBMIT' });
    expect(changed.check).toHaveBeenCalledTimes(1);

    const empty = start();
    empty.fill({ ...account, affiliateCode: '  ' });
    empty.actor.send({ type: 'TOGGLE_DISCLAIMER' });
    empty.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(empty.check).not.toHaveBeenCalled();
    expect(empty.register).toHaveBeenCalledTimes(1);
  });

  it('does not check a code the settings do not offer', async () => {
    const { actor, check, register, fill } = start({ affiliateCode: 'AFF01', settings: { affiliateCode: false } });
    fill(account);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(check).not.toHaveBeenCalled();
    expect(register.mock.calls[0]?.[0].input.payload).not.toHaveProperty('affiliateCode');
  });

  it('is not checked twice once a check passed and the registration failed', async () => {
    const { actor, check, register, fill } = start(
      {},
      { register: async () => Promise.reject(new DomainFailure('member.username.exists')) },
    );
    fill({ ...account, affiliateCode: 'AFF01' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(check).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledTimes(2);
  });
});

describe('registrationMachine: a phone-verification provider', () => {
  const mobile = { mobileNum: ' 912345678 ', verificationCode: ' 1234 ' };

  it("verifies the SMS code first, then checks the affiliate code, then registers with the provider's token", async () => {
    const { actor, calls, verify, register, fill } = start({ phoneProvider: true });
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    fill({ ...mobile, affiliateCode: 'AFF01' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('verifyingPhone');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(verify.mock.calls[0]?.[0].input).toEqual({
      countryDialingCode: '+60',
      mobileNum: '912345678',
      code: '1234',
    });
    await settle();
    expect(calls).toEqual(['verifyPhoneCode', 'checkAffiliateCode', 'register']);
    expect(register.mock.calls[0]?.[0].input).toStrictEqual({
      method: 'mobile',
      payload: {
        ...common,
        countryDialingCode: '+60',
        mobileNum: '912345678',
        verificationCode: '1234',
        affiliateCode: 'AFF01',
        firebaseChannel: 'sms',
        firebaseIdToken: 'id-token',
      },
    });
  });

  it('verifies the code of a username registration that asks for one', async () => {
    const { actor, calls, register, fill } = start({
      phoneProvider: true,
      settings: { mobileVerification: true },
    });
    fill({ ...account, ...mobile });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['verifyPhoneCode', 'register']);
    expect(register.mock.calls[0]?.[0].input.payload).toMatchObject({
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token',
    });
  });

  it('hides the loading state and says phone.provider.failed when the provider fails', async () => {
    const { actor, context, calls, fill } = start(
      { phoneProvider: true },
      { verify: async () => Promise.reject(new Error('provider down')) },
    );
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    fill({ ...mobile, affiliateCode: 'AFF01' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('phone.provider.failed');
    expect(calls).toEqual(['verifyPhoneCode']);
  });

  it('asks no provider when the form has no SMS code, and sends no token', async () => {
    const { actor, calls, register, fill } = start({ phoneProvider: true });
    fill(account);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['register']);
    expect(register.mock.calls[0]?.[0].input.payload).not.toHaveProperty('firebaseIdToken');
  });

  it('never sends the token of an earlier attempt', async () => {
    const { actor, register, fill } = start(
      { phoneProvider: true },
      { register: async () => Promise.reject(new DomainFailure('mobile.exists')) },
    );
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    fill(mobile);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SWITCH_METHOD', method: 'username' });
    fill(account);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(register).toHaveBeenCalledTimes(2);
    expect(register.mock.calls[1]?.[0].input.payload).not.toHaveProperty('firebaseIdToken');
    expect(register.mock.calls[1]?.[0].input.payload).not.toHaveProperty('firebaseChannel');
  });

  it("sends the gateway's own code, and asks no provider, without one", async () => {
    const { actor, calls, register, fill } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    fill(mobile);
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toEqual(['register']);
    expect(register.mock.calls[0]?.[0].input.payload).not.toHaveProperty('firebaseIdToken');
  });
});

describe('registrationMachine: language change', () => {
  /** Typed values whose errors are not shown: a method switch clears the errors but keeps what was typed. */
  function typedUnchecked(values: Record<string, string>) {
    const started = start();
    started.fill(values);
    started.actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    started.actor.send({ type: 'SWITCH_METHOD', method: 'username' });
    expect(started.context().errors).toEqual({});
    return started;
  }

  it('re-validates the filled fields 200 ms after the language changes, not at 199 ms', async () => {
    const { actor, context } = typedUnchecked({ username: 'ab', password: 'Secret12' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(context().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    // The empty confirmation and the unticked disclaimer are not checked: only what the person filled in.
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
  });

  it('waits 200 ms after the last of several changes', async () => {
    const { actor, context } = typedUnchecked({ username: 'ab' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(context().errors).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
  });

  it('keeps the errors the last submit gave the empty fields', async () => {
    const { actor, context, fill } = start();
    actor.send({ type: 'SUBMIT' });
    fill({ username: 'newbie1' });
    const shown = { password: 'password.required', confirmPassword: 'password.confirm.required' };
    expect(keysOf(context().errors)).toEqual({ ...shown, disclaimer: 'disclaimer.required' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    expect(keysOf(context().errors)).toEqual({ ...shown, disclaimer: 'disclaimer.required' });
  });

  it('re-validates while a captcha loads too', async () => {
    let captchas = 0;
    const { actor, context, fill } = start(
      { settings: { captcha: true } },
      { captcha: () => (++captchas === 1 ? Promise.resolve({ image: 'png', captchaId: 'c' }) : new Promise(() => {})) },
    );
    await settle();
    fill({ username: 'ab' });
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    actor.send({ type: 'SWITCH_METHOD', method: 'username' });
    actor.send({ type: 'REFRESH_CAPTCHA' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
  });
});

describe('registrationMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const captchaOnly = unprovided(registrationMachine, {
      input: { ...input, settings: { ...settings, captcha: true } },
    });
    await settle();
    expect(captchaOnly.names).toEqual(['fetchCaptcha']);
    expect(captchaOnly.actor.getSnapshot().value).toBe('editing');

    for (const [phoneProvider, affiliateCode, expected] of [
      [true, '', ['verifyPhoneCode']],
      [false, 'AFF01', ['checkAffiliateCode']],
      [false, '', ['register']],
    ] as const) {
      const { actor, names } = unprovided(registrationMachine, { input: { ...input, phoneProvider } });
      actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
      for (const [field, value] of Object.entries({ mobileNum: '912345678', verificationCode: '1234', affiliateCode }))
        actor.send({ type: 'CHANGE', field, value });
      actor.send({ type: 'TOGGLE_DISCLAIMER' });
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(names).toEqual(expected);
    }
  });
});
