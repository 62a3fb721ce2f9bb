import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { CaptchaImage, LoginResult, RememberedLogin } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import {
  type LoginField,
  type LoginHandOver,
  type LoginInput,
  type LoginRequest,
  loginMachine,
  type PhoneCodeCheck,
} from './loginMachine.ts';
import { keysOf, settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each field's message key: what the screen shows. */

/** Lets every pending promise of the provided actors settle, without moving the clock. */

const input: LoginInput = { side: 'member', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '+60' };
const rememberedUser: RememberedLogin = {
  type: 'username',
  username: 'demo01',
  password: 'Demo1234',
  countryDialingCode: '+60',
};
const rememberedPhone: RememberedLogin = {
  type: 'sms',
  username: '123456789',
  password: '',
  countryDialingCode: '+65',
};
const member: LoginResult = { token: 't', userName: 'demo01', type: 0, firstTimeLogin: false };

type Answer = LoginResult | DomainFailure;

function start(
  options: {
    input?: Partial<LoginInput>;
    /** The login call's answers in turn; the last one repeats. */
    answers?: Answer[];
    verify?: () => Promise<{ idToken: string }>;
    captcha?: () => Promise<CaptchaImage>;
    store?: () => Promise<void>;
    forget?: () => Promise<void>;
  } = {},
) {
  const answers = options.answers ?? [member];
  let calls = 0;
  const login = vi.fn(async (_: { input: LoginRequest }) => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (answer instanceof DomainFailure || answer === undefined) throw answer;
    return answer;
  });
  let captchas = 0;
  const fetchCaptcha = vi.fn(
    options.captcha ?? (async (): Promise<CaptchaImage> => ({ image: `png${++captchas}`, captchaId: `c_${captchas}` })),
  );
  const storeLogin = vi.fn(
    async (_: { input: LoginHandOver & { remembered?: RememberedLogin } }): Promise<void> => options.store?.(),
  );
  const forgetLogin = vi.fn(async (): Promise<void> => options.forget?.());
  const verifyPhoneCode = vi.fn(
    async (_: { input: PhoneCodeCheck }) => options.verify?.() ?? Promise.reject(new Error('no provider')),
  );
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: fromPromise(login),
        storeLogin: fromPromise(storeLogin),
        fetchCaptcha: fromPromise(fetchCaptcha),
        forgetLogin: fromPromise(forgetLogin),
        verifyPhoneCode: fromPromise(verifyPhoneCode),
      },
    }),
    { input: { ...input, ...options.input } },
  ).start();
  const type = (field: LoginField, value: string) => actor.send({ type: 'CHANGE', field, value });
  const context = () => actor.getSnapshot().context;
  return { actor, context, login, storeLogin, fetchCaptcha, forgetLogin, verifyPhoneCode, type };
}

describe('loginMachine: the form', () => {
  it('opens on the username method with empty fields, the default dialling code and remember-me on', () => {
    const { actor, context } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({
      method: 'username',
      rememberMe: true,
      captchaRequired: false,
      fromRemembered: false,
      values: { username: '', password: '', countryDialingCode: '+60', mobileNum: '', messageCode: '', captcha: '' },
      errors: {},
    });
  });

  it('offers the SMS method only with the mobile-code-login setting, and the username method always', () => {
    const off = start({ input: { smsLoginEnabled: false } });
    off.actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    expect(off.context().method).toBe('username');

    const on = start();
    on.actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    expect(on.context().method).toBe('sms');
    on.actor.send({ type: 'SWITCH_METHOD', method: 'username' });
    expect(on.context().method).toBe('username');
  });

  it('reports every invalid field and the first one for focus, and makes no call', () => {
    const { actor, context, login } = start();
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ username: 'username.required', password: 'password.required' });
    expect(context().firstInvalid).toBe('username');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(login).not.toHaveBeenCalled();
  });

  it('reports the SMS fields on the SMS method', () => {
    const { actor, context, type } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    type('mobileNum', '12');
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({
      mobileNum: 'mobile.invalid',
      messageCode: 'verificationCode.required',
    });
    expect(context().firstInvalid).toBe('mobileNum');
  });

  it("clears a field's error when it changes, and every error when the method changes", () => {
    const { actor, context, type } = start();
    actor.send({ type: 'SUBMIT' });
    type('username', 'demo01');
    expect(keysOf(context().errors)).toEqual({ password: 'password.required' });
    expect(context().firstInvalid).toBe('username');
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    expect(keysOf(context().errors)).toEqual({});
    expect(context().firstInvalid).toBeUndefined();
  });

  it('clears the errors of the last attempt once the form is valid and sent', async () => {
    const { actor, context, type } = start({ answers: [new DomainFailure('member.password.wrong')] });
    actor.send({ type: 'SUBMIT' });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({});
    expect(context().firstInvalid).toBeUndefined();
    await settle();
    expect(context().error).toBe('member.password.wrong');
    type('password', 'Demo12345');
    expect(context().error).toBeUndefined();
  });

  it('toggles remember-me off and on again', () => {
    const { actor, context } = start();
    actor.send({ type: 'TOGGLE_REMEMBER' });
    expect(context().rememberMe).toBe(false);
    actor.send({ type: 'TOGGLE_REMEMBER' });
    expect(context().rememberMe).toBe(true);
  });
});

describe('loginMachine: logging in', () => {
  it('shows loading, sends the username trimmed and the password untouched, stores and ends', async () => {
    const { actor, login, storeLogin, type } = start();
    type('username', ' demo01 ');
    type('password', ' Demo1234 ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(login).toHaveBeenCalledTimes(1);
    expect(login.mock.calls[0]?.[0].input).toStrictEqual({
      type: 'username',
      side: 'member',
      username: 'demo01',
      password: ' Demo1234 ',
      remember: true,
    });
    const done = toPromise(actor);
    await settle();
    const session = { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false };
    expect(await done).toEqual({ session });
    expect(actor.getSnapshot().status).toBe('done');
    expect(storeLogin.mock.calls[0]?.[0].input).toEqual({
      session,
      remembered: { type: 'username', username: 'demo01', password: ' Demo1234 ', countryDialingCode: '+60' },
    });
  });

  it('keeps the loading state while the login is stored', async () => {
    let release = () => {};
    const { actor, type } = start({ store: () => new Promise<void>((resolve) => (release = resolve)) });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('storing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    release();
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('stores no remembered record when remember-me is off', async () => {
    const { actor, storeLogin, type } = start();
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'TOGGLE_REMEMBER' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(storeLogin.mock.calls[0]?.[0].input).toEqual({
      session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false },
    });
  });

  it('ends logged in even when the browser refuses to store', async () => {
    const { actor, type } = start({ store: async () => Promise.reject(new Error('quota')) });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('hands the password of a first-time login by username to the session, and no other', async () => {
    const first = start({ answers: [{ ...member, firstTimeLogin: true }] });
    first.type('username', 'demo01');
    first.type('password', 'Temp1234');
    first.actor.send({ type: 'SUBMIT' });
    const done = toPromise(first.actor);
    await settle();
    expect(await done).toEqual({
      session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: true },
      heldPassword: 'Temp1234',
    });
    expect(first.storeLogin.mock.calls[0]?.[0].input.heldPassword).toBe('Temp1234');

    const again = start();
    again.type('username', 'demo01');
    again.type('password', 'Demo1234');
    again.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(again.storeLogin.mock.calls[0]?.[0].input).not.toHaveProperty('heldPassword');

    const byPhone = start({ input: { remembered: rememberedPhone }, answers: [{ ...member, firstTimeLogin: true }] });
    byPhone.type('messageCode', '1234');
    byPhone.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(byPhone.storeLogin.mock.calls[0]?.[0].input).not.toHaveProperty('heldPassword');
  });

  it('accepts types 0, 1 and 2 on the member side and refuses 4, 40, 41 and 42', async () => {
    for (const [type, accepted] of [
      [0, true],
      [1, true],
      [2, true],
      [4, false],
      [40, false],
      [41, false],
      [42, false],
    ] as const) {
      const { actor, context, storeLogin, type: fill } = start({ answers: [{ ...member, type }] });
      fill('username', 'demo01');
      fill('password', 'Demo1234');
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(actor.getSnapshot().status, `type ${type}`).toBe(accepted ? 'done' : 'active');
      expect(context().error, `type ${type}`).toBe(accepted ? undefined : 'member.not.member');
      expect(storeLogin).toHaveBeenCalledTimes(accepted ? 1 : 0);
      if (!accepted) expect(actor.getSnapshot().value).toBe('editing');
    }
  });

  it('accepts types 1, 2, 40, 41 and 42 on the agent side and refuses 0 and 4', async () => {
    for (const [type, accepted] of [
      [0, false],
      [1, true],
      [2, true],
      [4, false],
      [40, true],
      [41, true],
      [42, true],
    ] as const) {
      const { actor, context, login, type: fill } = start({ input: { side: 'agent' }, answers: [{ ...member, type }] });
      fill('username', 'agent01');
      fill('password', 'Agent1234');
      actor.send({ type: 'SUBMIT' });
      expect(login.mock.calls[0]?.[0].input).toMatchObject({ side: 'agent' });
      await settle();
      expect(actor.getSnapshot().status, `type ${type}`).toBe(accepted ? 'done' : 'active');
      expect(context().error, `type ${type}`).toBe(accepted ? undefined : 'agent.not.agent');
    }
  });

  it('keeps the gateway error code of a failed login and shows the form again without a captcha', async () => {
    const { actor, context, fetchCaptcha, type } = start({ answers: [new DomainFailure('member.password.wrong')] });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context()).toMatchObject({ error: 'member.password.wrong', captchaRequired: false });
    expect(fetchCaptcha).not.toHaveBeenCalled();
  });

  it('reads an unknown failure as unknown.error', async () => {
    const { actor, context, type } = start({ answers: [new DomainFailure('')] });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(context().error).toBe('unknown.error');
  });
});

describe('loginMachine: captcha', () => {
  it('stays hidden, and a refresh does nothing, until a failure answers login.captcha.required', async () => {
    const { actor, context, fetchCaptcha, type } = start({ answers: [new DomainFailure('login.captcha.required')] });
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fetchCaptcha).not.toHaveBeenCalled();
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(context()).toMatchObject({
      captchaRequired: true,
      captchaImage: 'png1',
      captchaId: 'c_1',
      error: 'login.captcha.required',
    });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('then asks for the answer, sends it with the id of its image, and refreshes it after every failure', async () => {
    const { actor, context, fetchCaptcha, login, type } = start({
      answers: [new DomainFailure('login.captcha.required'), new DomainFailure('member.password.wrong'), member],
    });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ captcha: 'captcha.required' });
    expect(login).toHaveBeenCalledTimes(1);

    type('captcha', ' 4821 ');
    actor.send({ type: 'SUBMIT' });
    expect(login.mock.calls[1]?.[0].input).toStrictEqual({
      type: 'username',
      side: 'member',
      username: 'demo01',
      password: 'Demo1234',
      remember: true,
      captcha: '4821',
      captchaId: 'c_1',
    });
    await settle();
    // The second failure is not flagged, yet the captcha stays and is refreshed: an answer is single use.
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(context()).toMatchObject({
      captchaRequired: true,
      captchaId: 'c_2',
      error: 'member.password.wrong',
      values: { captcha: '' },
    });
    type('captcha', '1234');
    actor.send({ type: 'SUBMIT' });
    expect(login.mock.calls[2]?.[0].input).toMatchObject({ captcha: '1234', captchaId: 'c_2' });
  });

  it('clears the answer on every refresh, the image clicked or the button', async () => {
    const { actor, context, fetchCaptcha, type } = start({ answers: [new DomainFailure('login.captcha.required')] });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    type('captcha', '1234');
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(context().values.captcha).toBe('');
    await settle();
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(context()).toMatchObject({ captchaImage: 'png2', captchaId: 'c_2' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows the form again when the captcha cannot be fetched', async () => {
    const { actor, context, login, type } = start({
      answers: [new DomainFailure('login.captcha.required')],
      captcha: async () => Promise.reject(new DomainFailure('network.offline')),
    });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().captchaRequired).toBe(true);
    expect(context().captchaImage).toBeUndefined();
    // Without an image there is no id to send; the answer still goes, and the gateway refuses it.
    type('captcha', '1234');
    actor.send({ type: 'SUBMIT' });
    expect(login.mock.calls[1]?.[0].input).toStrictEqual({
      type: 'username',
      side: 'member',
      username: 'demo01',
      password: 'Demo1234',
      remember: true,
      captcha: '1234',
    });
  });
});

describe('loginMachine: the remembered record', () => {
  it('fills the username form from a remembered username login', () => {
    const { context } = start({ input: { remembered: rememberedUser } });
    expect(context()).toMatchObject({
      method: 'username',
      fromRemembered: true,
      values: { username: 'demo01', password: 'Demo1234', countryDialingCode: '+60', mobileNum: '' },
    });
  });

  it('fills the SMS form from a remembered SMS login, with its dialling code', () => {
    const { context } = start({ input: { remembered: rememberedPhone } });
    expect(context()).toMatchObject({
      method: 'sms',
      values: { username: '', password: '', countryDialingCode: '+65', mobileNum: '123456789' },
    });
  });

  it('opens on the username method when the remembered SMS login is no longer offered', () => {
    const { context } = start({ input: { remembered: rememberedPhone, smsLoginEnabled: false } });
    expect(context().method).toBe('username');
  });

  it('takes the default dialling code when the remembered record has none', () => {
    const { context } = start({ input: { remembered: { ...rememberedPhone, countryDialingCode: '' } } });
    expect(context().values.countryDialingCode).toBe('+60');
  });

  it('remembers the number of an SMS login, with no password', async () => {
    const { actor, storeLogin, type } = start({ input: { remembered: rememberedPhone } });
    type('messageCode', '1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(storeLogin.mock.calls[0]?.[0].input.remembered).toEqual({
      type: 'sms',
      username: '123456789',
      password: '',
      countryDialingCode: '+65',
    });
  });

  it('remembers an SMS login by its number, trimmed, with no password', async () => {
    const { actor, storeLogin, type } = start();
    type('password', 'Demo1234');
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    type('mobileNum', ' 123456789 ');
    type('messageCode', '1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(storeLogin.mock.calls[0]?.[0].input.remembered).toEqual({
      type: 'sms',
      username: '123456789',
      password: '',
      countryDialingCode: '+60',
    });
  });

  it('shows the form again when the record cannot be cleared', async () => {
    const { actor, context, fetchCaptcha, forgetLogin } = start({
      input: { remembered: rememberedUser },
      answers: [new DomainFailure('member.password.wrong')],
      forget: async () => Promise.reject(new Error('storage')),
    });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ fromRemembered: false, captchaRequired: false });
    expect(fetchCaptcha).not.toHaveBeenCalled();
  });

  it('is cleared once after a failed login that used it, and the form shows again', async () => {
    const { actor, context, fetchCaptcha, forgetLogin } = start({
      input: { remembered: rememberedUser },
      answers: [new DomainFailure('member.password.wrong')],
    });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({ fromRemembered: false, error: 'member.password.wrong' });
    expect(fetchCaptcha).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
  });

  it('is cleared, and the captcha shown, when the failed login that used it asks for a captcha', async () => {
    const { actor, context, fetchCaptcha, forgetLogin } = start({
      input: { remembered: rememberedUser },
      answers: [new DomainFailure('login.captcha.required')],
    });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toMatchObject({
      captchaRequired: true,
      captchaImage: 'png1',
      fromRemembered: false,
      error: 'login.captcha.required',
    });
  });

  it('is cleared, and the captcha refreshed, when it fails once the captcha shows', async () => {
    const { actor, context, fetchCaptcha, forgetLogin, type } = start({
      input: { remembered: rememberedUser },
      answers: [new DomainFailure('login.captcha.required'), new DomainFailure('member.password.wrong')],
      forget: async () => Promise.reject(new Error('storage')),
    });
    actor.send({ type: 'SUBMIT' });
    await settle();
    type('captcha', '4821');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(context()).toMatchObject({ captchaId: 'c_2', values: { captcha: '' }, fromRemembered: false });
  });

  it('is cleared after a failed login with remember-me turned off, and after typing a captcha or a code', async () => {
    const { actor, forgetLogin, type } = start({
      input: { remembered: rememberedUser },
      answers: [new DomainFailure('member.password.wrong')],
    });
    actor.send({ type: 'TOGGLE_REMEMBER' });
    type('captcha', '1234');
    type('messageCode', '1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(forgetLogin).toHaveBeenCalledTimes(1);
  });

  it('is kept when the failed login used a username, password or number typed since', async () => {
    for (const [remembered, field, value] of [
      [rememberedUser, 'username', 'demo02'],
      [rememberedUser, 'password', 'Demo12345'],
      [rememberedPhone, 'mobileNum', '987654321'],
    ] as const) {
      const { actor, forgetLogin, type } = start({
        input: { remembered },
        answers: [new DomainFailure('member.password.wrong')],
      });
      type(field, value);
      type('messageCode', '1234');
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(actor.getSnapshot().context.error).toBe('member.password.wrong');
      expect(forgetLogin, field).not.toHaveBeenCalled();
    }
  });
});

describe('loginMachine: SMS login', () => {
  it("sends the gateway's own code with the dialling code and the number, trimmed", async () => {
    const { actor, login, verifyPhoneCode, type } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    type('mobileNum', ' 123456789 ');
    type('messageCode', ' 654321 ');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(verifyPhoneCode).not.toHaveBeenCalled();
    expect(login.mock.calls[0]?.[0].input).toStrictEqual({
      type: 'sms',
      side: 'member',
      countryDialingCode: '+60',
      mobileNum: '123456789',
      verificationCode: '654321',
      remember: true,
    });
  });

  it("with a phone-verification provider, verifies the code first and sends the provider's token", async () => {
    const { actor, login, verifyPhoneCode, type } = start({
      input: { phoneProvider: true, remembered: rememberedPhone },
      verify: async () => ({ idToken: 'id-token' }),
    });
    type('mobileNum', ' 123456789 ');
    type('messageCode', ' 1234 ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(login).not.toHaveBeenCalled();
    expect(verifyPhoneCode.mock.calls[0]?.[0].input).toEqual({
      countryDialingCode: '+65',
      mobileNum: '123456789',
      code: '1234',
    });
    await settle();
    expect(login.mock.calls[0]?.[0].input).toStrictEqual({
      type: 'sms',
      side: 'member',
      countryDialingCode: '+65',
      mobileNum: '123456789',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id-token',
      firebaseMobileNo: '123456789',
      remember: true,
    });
  });

  it('hides the loading state and says phone.provider.failed when the provider fails', async () => {
    const { actor, context, login, type } = start({ input: { phoneProvider: true } });
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    type('mobileNum', '123456789');
    type('messageCode', '1234');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(context().error).toBe('phone.provider.failed');
    expect(login).not.toHaveBeenCalled();
  });

  it('verifies again on the next attempt, keeping no spent token', async () => {
    let tokens = 0;
    const { actor, context, login, verifyPhoneCode, type } = start({
      input: { phoneProvider: true, remembered: rememberedPhone },
      answers: [new DomainFailure('login.failed')],
      verify: async () => ({ idToken: `id-${++tokens}` }),
    });
    type('messageCode', '1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(context().phoneToken).toBeUndefined();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(verifyPhoneCode).toHaveBeenCalledTimes(2);
    expect(login.mock.calls[1]?.[0].input).toMatchObject({ firebaseIdToken: 'id-2' });
  });

  it('asks no provider for a username login', async () => {
    const { actor, verifyPhoneCode, login, type } = start({ input: { phoneProvider: true } });
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(verifyPhoneCode).not.toHaveBeenCalled();
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('loginMachine: the agent page', () => {
  it('words a wrong user name or password as "Incorrect agent information" on the agent page only', async () => {
    const agent = start({ input: { side: 'agent' }, answers: [new DomainFailure('login.failed')] });
    agent.type('username', 'agent01');
    agent.type('password', 'Wrong1234');
    agent.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(agent.context().error).toBe('agent.info.incorrect');

    const member = start({ answers: [new DomainFailure('login.failed')] });
    member.type('username', 'demo01');
    member.type('password', 'Wrong1234');
    member.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(member.context().error).toBe('login.failed');
  });

  it('keeps the other refusals as they came on the agent page', async () => {
    const agent = start({ input: { side: 'agent' }, answers: [new DomainFailure('login.locked')] });
    agent.type('username', 'agent01');
    agent.type('password', 'Wrong1234');
    agent.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(agent.context().error).toBe('login.locked');
  });
});

describe('loginMachine: language change', () => {
  it('re-validates the filled fields 200 ms after the language changes, not at 199 ms', async () => {
    const { actor, context, type } = start();
    type('username', 'ab');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(keysOf(context().errors)).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    // The empty password is not checked: only what the person filled in.
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
  });

  it('waits 200 ms after the last of several changes', async () => {
    const { actor, context, type } = start();
    type('username', 'ab');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(150);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(199);
    expect(keysOf(context().errors)).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid' });
  });

  it('keeps the errors of empty fields and checks the filled ones again', async () => {
    const { actor, context, type } = start();
    type('username', 'ab');
    actor.send({ type: 'SUBMIT' });
    expect(keysOf(context().errors)).toEqual({ username: 'username.invalid', password: 'password.required' });
    type('username', 'abc');
    expect(keysOf(context().errors)).toEqual({ password: 'password.required' });
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    expect(keysOf(context().errors)).toEqual({ password: 'password.required', username: 'username.invalid' });
  });

  it('checks the SMS fields on the SMS method', async () => {
    const { actor, context, type } = start();
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    type('username', 'ab');
    type('mobileNum', '12');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    expect(keysOf(context().errors)).toEqual({ mobileNum: 'mobile.invalid' });
  });
});

describe('loginMachine: what the app provides', () => {
  type Actors = NonNullable<Parameters<typeof loginMachine.provide>[0]['actors']>;

  it('fails loudly, naming each actor the app has not provided', async () => {
    const refused = fromPromise<LoginResult, LoginRequest>(async () =>
      Promise.reject(new DomainFailure('login.captcha.required')),
    );
    const cases: [Partial<LoginInput>, Actors, string[]][] = [
      [{ remembered: rememberedUser }, {}, ['login', 'forgetLogin']],
      [{ remembered: rememberedUser }, { login: refused, forgetLogin: fromPromise(async () => {}) }, ['fetchCaptcha']],
      [{ remembered: rememberedPhone, phoneProvider: true }, {}, ['verifyPhoneCode']],
      [{ remembered: rememberedUser }, { login: fromPromise(async () => member) }, ['storeLogin']],
    ];
    for (const [options, actors, expected] of cases) {
      const { actor, names } = unprovided(loginMachine.provide({ actors }), { input: { ...input, ...options } });
      actor.send({ type: 'CHANGE', field: 'messageCode', value: '1234' });
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(names).toEqual(expected);
    }
  });
});
