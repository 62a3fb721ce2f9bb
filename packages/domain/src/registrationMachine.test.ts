import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS } from './constants.ts';
import { DomainFailure } from './errorCode.ts';
import type { RegisterSettings, RegisterValidation } from './forms/registrationForm.ts';
import { type RegistrationInput, type RegistrationRequest, registrationMachine } from './registrationMachine.ts';
import { describeModel } from './testing/modelTest.ts';

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
  captcha: true,
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
  today: new Date(2026, 10, 21),
};

/** A valid value for every field either method shows, in the order a person fills them. */
const VALID: Record<string, string> = {
  username: 'newbie1',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  mobileNum: '123456789',
  verificationCode: '1234',
  captcha: '1234',
  affiliateCode: 'AFF01',
};

const fieldsOf = (method: string) =>
  method === 'username'
    ? ['username', 'password', 'confirmPassword', 'captcha', 'affiliateCode']
    : ['mobileNum', 'verificationCode', 'captcha', 'affiliateCode'];

const model = {
  machine: registrationMachine,
  input,
  // The form fills in one order only, which keeps the model small while still reaching every state.
  events: ({ context }: SnapshotFrom<typeof registrationMachine>) => {
    const next = fieldsOf(context.method).find((field) => (context.values[field] ?? '') === '');
    return [
      ...(next ? [{ type: 'CHANGE' as const, field: next, value: VALID[next] ?? '' }] : []),
      { type: 'TOGGLE_DISCLAIMER' as const },
      {
        type: 'SWITCH_METHOD' as const,
        method: context.method === 'username' ? ('mobile' as const) : ('username' as const),
      },
      { type: 'REFRESH_CAPTCHA' as const },
      { type: 'LANGUAGE_CHANGED' as const },
      { type: 'SUBMIT' as const },
    ];
  },
  outcomes: {
    fetchCaptcha: { outputs: [{ image: 'png', captchaId: 'c_model' }], errors: [new Error('offline')] },
    checkAffiliateCode: { outputs: [{ valid: true }, { valid: false }], errors: [new Error('offline')] },
    register: { outputs: [undefined], errors: [new DomainFailure('member.username.exists')] },
  },
  project: ({ context }: SnapshotFrom<typeof registrationMachine>) => [
    context.method,
    fieldsOf(context.method).filter((field) => context.values[field] === VALID[field]),
    context.disclaimer,
    context.affiliateCodeValidated,
  ],
};

describeModel('registrationMachine', model);

describe('registrationMachine rules', () => {
  function start(overrides: Partial<RegistrationInput> = {}, valid = true) {
    const register = vi.fn(async (_: { input: RegistrationRequest }): Promise<void> => {});
    const check = vi.fn(async (_: { input: { code: string; domain: string } }) => ({ valid }));
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          fetchCaptcha: fromPromise(async () => ({ image: 'png', captchaId: 'c_1' })),
          checkAffiliateCode: fromPromise(check),
          register: fromPromise(register),
        },
      }),
      { input: { ...input, settings: { ...settings, captcha: false }, ...overrides } },
    ).start();
    const fill = (values: Record<string, string>) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field, value });
    };
    return { actor, register, check, fill };
  }

  it('opens on the mobile tab when it is the only method', () => {
    const { actor } = start({ settings: { ...settings, usernameRegistration: false } });
    expect(actor.getSnapshot().context.method).toBe('mobile');
    actor.send({ type: 'SWITCH_METHOD', method: 'username' });
    expect(actor.getSnapshot().context.method).toBe('mobile');
  });

  it('reports the first invalid field on submit, and the disclaimer with the age when all else is valid', () => {
    const { actor, register, fill } = start({ settings: { ...settings, captcha: false, ageThreshold: 21 } });
    fill({ username: 'newbie1', password: 'x' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.firstInvalid).toBe('password');
    fill({ password: 'Secret12', confirmPassword: 'Secret12' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.firstInvalid).toBe('disclaimer');
    expect(actor.getSnapshot().context.errors.disclaimer).toEqual({ key: 'disclaimer.required', values: { age: 21 } });
    expect(register).not.toHaveBeenCalled();
  });

  it('registers with optional fields left untouched, and says "required" of a required one never typed', async () => {
    const optional = { enabled: true, required: false, minLength: 2, maxLength: 20, patternId: 'name' } as const;
    const { actor, register, fill } = start({
      validation: { ...validation, nickname: optional, payeeName: { ...optional, required: true } },
    });
    fill({ username: 'newbie1', password: 'Secret12', confirmPassword: 'Secret12' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ payeeName: { key: 'field.required' } });
    expect(actor.getSnapshot().context.firstInvalid).toBe('payeeName');
    fill({ payeeName: 'Ali' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register.mock.calls[0]?.[0].input.payload).not.toHaveProperty('nickname');
  });

  it('shows each field as it is typed: an error, or a success state', () => {
    const { actor, fill } = start();
    fill({ username: 'ab' });
    expect(actor.getSnapshot().context.errors.username?.key).toBe('username.invalid');
    fill({ username: 'newbie1' });
    expect(actor.getSnapshot().context.errors.username).toBeUndefined();
    expect(actor.getSnapshot().context.checked).toContain('username');
  });

  it('checks an affiliate code not validated at load just before registering, and stops on an invalid one', async () => {
    const { actor, register, check, fill } = start({}, false);
    fill({ username: 'newbie1', password: 'Secret12', confirmPassword: 'Secret12', affiliateCode: ' AFF01 ' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(check.mock.calls[0]?.[0].input).toEqual({ code: 'AFF01', domain: 'play.example.com' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.firstInvalid).toBe('affiliateCode');
    expect(actor.getSnapshot().context.errors.affiliateCode).toEqual({ key: 'affiliate.invalid' });
    expect(register).not.toHaveBeenCalled();
  });

  it('registers without a check when the code was validated at load, with type 0, and ends', async () => {
    const { actor, register, check, fill } = start({ affiliateCode: 'AFF01', affiliateCodeValidated: true });
    fill({ username: ' newbie1 ', password: ' Secret12', confirmPassword: ' Secret12' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).not.toHaveBeenCalled();
    expect(register.mock.calls[0]?.[0].input).toEqual({
      method: 'username',
      payload: {
        type: 0,
        registerUrl: 'play.example.com',
        registerMethod: 'H5',
        domain: 'play.example.com',
        username: 'newbie1',
        password: ' Secret12',
        confirmPassword: ' Secret12',
        affiliateCode: 'AFF01',
      },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("sends a mobile registration as its own payload, with the settings' dialling code and no empty field", async () => {
    const { actor, register, fill } = start({ settings: { ...settings, captcha: false, defaultDialingCode: '+84' } });
    actor.send({ type: 'SWITCH_METHOD', method: 'mobile' });
    fill({ mobileNum: ' 912345678 ', verificationCode: '1234' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(register.mock.calls[0]?.[0].input).toEqual({
      method: 'mobile',
      payload: {
        type: 0,
        registerUrl: 'play.example.com',
        registerMethod: 'H5',
        domain: 'play.example.com',
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: '1234',
      },
    });
  });

  it("holds the username to the gateway's rule: one starting with an underscore is refused", () => {
    const { actor, register, fill } = start();
    fill({ username: '_abc', password: 'Secret12', confirmPassword: 'Secret12' });
    expect(actor.getSnapshot().context.errors.username).toEqual({ key: 'username.invalid' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.firstInvalid).toBe('username');
    expect(register).not.toHaveBeenCalled();
  });

  it('sends the captcha answer with the id of the image it answers', async () => {
    const { actor, register, fill } = start({ settings: { ...settings, captcha: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.captchaImage).toBe('png');
    fill({ username: 'newbie1', password: 'Secret12', confirmPassword: 'Secret12', captcha: '4821' });
    actor.send({ type: 'TOGGLE_DISCLAIMER' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(register.mock.calls[0]?.[0].input).toMatchObject({ payload: { captcha: '4821', captchaId: 'c_1' } });
  });

  it('re-validates the filled fields 200 ms after a language change', async () => {
    const { actor, fill } = start();
    fill({ username: 'ab' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    expect(actor.getSnapshot().matches({ editing: 'revalidating' })).toBe(true);
    await vi.advanceTimersByTimeAsync(LANGUAGE_REVALIDATION_DEBOUNCE_MS);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    // Only the filled field is checked again: the empty password shows no error yet.
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['username']);
  });
});
