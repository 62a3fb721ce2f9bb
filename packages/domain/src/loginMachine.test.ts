import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, toPromise } from 'xstate';
import type { LoginResult, RememberedLogin, SessionInfo } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { type LoginInput, type LoginRequest, loginMachine } from './loginMachine.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input: LoginInput = { side: 'member', merchantCode: 'DEMO', smsLoginEnabled: true, defaultDialingCode: '+60' };
const remembered: RememberedLogin = {
  type: 'username',
  username: 'demo01',
  password: 'Demo1234',
  countryDialingCode: '+60',
};
const member: LoginResult = { token: 't', userName: 'demo01', type: 0, firstTimeLogin: false };
const agentOnly: LoginResult = { ...member, type: 40 };

const model = {
  machine: loginMachine,
  input: { ...input, phoneProvider: true, remembered },
  events: () => [
    { type: 'CHANGE' as const, field: 'password' as const, value: 'x' },
    { type: 'CHANGE' as const, field: 'password' as const, value: 'Demo1234' },
    { type: 'CHANGE' as const, field: 'mobileNum' as const, value: '123456789' },
    { type: 'CHANGE' as const, field: 'messageCode' as const, value: '1234' },
    { type: 'CHANGE' as const, field: 'captcha' as const, value: '1234' },
    { type: 'SWITCH_METHOD' as const, method: 'sms' as const },
    { type: 'SWITCH_METHOD' as const, method: 'username' as const },
    { type: 'TOGGLE_REMEMBER' as const },
    { type: 'REFRESH_CAPTCHA' as const },
    { type: 'SUBMIT' as const },
  ],
  outcomes: {
    fetchCaptcha: {
      outputs: [{ image: 'iVBORw0KGgo=', captchaId: 'c_model' }],
      errors: [new DomainFailure('network.offline')],
    },
    verifyPhoneCode: { outputs: [{ idToken: 'id-token' }], errors: [new Error('provider down')] },
    login: {
      outputs: [member, agentOnly],
      errors: [new DomainFailure('login.captcha.required'), new DomainFailure('member.password.wrong')],
    },
    storeLogin: { outputs: [undefined], errors: [new Error('quota')] },
    forgetLogin: { outputs: [undefined], errors: [new Error('quota')] },
  },
  // The abstract state: method, captcha, remembered record, and which fields hold a valid value.
  project: ({ context }: SnapshotFrom<typeof loginMachine>) => [
    context.method,
    context.captchaRequired,
    context.fromRemembered,
    Object.entries(context.values)
      .filter(([field, value]) => value !== '' && (field !== 'password' || value === 'Demo1234'))
      .map(([field]) => field),
  ],
};

describeModel('loginMachine', model);

describe('loginMachine rules', () => {
  function start(
    overrides: { login?: (request: LoginRequest) => Promise<LoginResult>; input?: Partial<LoginInput> } = {},
  ) {
    const login = vi.fn(async ({ input: request }: { input: LoginRequest }) =>
      overrides.login ? overrides.login(request) : member,
    );
    const storeLogin = vi.fn(
      async (_: { input: { session: SessionInfo; remembered?: RememberedLogin } }): Promise<void> => {},
    );
    let captchas = 0;
    const fetchCaptcha = vi.fn(async () => ({ image: 'png', captchaId: `c_${++captchas}` }));
    const forgetLogin = vi.fn(async (): Promise<void> => {});
    const actor = createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise(login),
          storeLogin: fromPromise(storeLogin),
          fetchCaptcha: fromPromise(fetchCaptcha),
          forgetLogin: fromPromise(forgetLogin),
          verifyPhoneCode: fromPromise(async () => Promise.reject(new Error('provider'))),
        },
      }),
      { input: { ...input, ...overrides.input } },
    ).start();
    const type = (field: 'username' | 'password' | 'captcha' | 'mobileNum' | 'messageCode', value: string) =>
      actor.send({ type: 'CHANGE', field, value });
    return { actor, login, storeLogin, fetchCaptcha, forgetLogin, type };
  }

  it('offers the SMS method only with the mobile-code-login setting', () => {
    const { actor } = start({ input: { smsLoginEnabled: false } });
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    expect(actor.getSnapshot().context.method).toBe('username');
  });

  it('reports every invalid field and the first one for focus, and makes no call', () => {
    const { actor, login } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.firstInvalid).toBe('username');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['username', 'password']);
    expect(login).not.toHaveBeenCalled();
  });

  it('keeps remember-me on by default, sends the password untouched, stores the session and ends', async () => {
    const { actor, login, storeLogin, type } = start();
    type('username', ' demo01 ');
    type('password', ' Demo1234 ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(login.mock.calls[0]?.[0].input).toEqual({
      type: 'username',
      side: 'member',
      username: 'demo01',
      password: ' Demo1234 ',
      remember: true,
    });
    const done = toPromise(actor);
    await vi.advanceTimersByTimeAsync(0);
    expect(await done).toEqual({
      session: { token: 't', merchantCode: 'DEMO', userName: 'demo01', type: 0, firstTimeLogin: false },
    });
    expect(storeLogin.mock.calls[0]?.[0].input.remembered).toEqual({
      type: 'username',
      username: 'demo01',
      password: ' Demo1234 ',
      countryDialingCode: '+60',
    });
  });

  it('stores no remembered record when remember-me is off', async () => {
    const { actor, storeLogin, type } = start();
    type('username', 'demo01');
    type('password', 'Demo1234');
    actor.send({ type: 'TOGGLE_REMEMBER' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(storeLogin.mock.calls[0]?.[0].input.remembered).toBeUndefined();
  });

  it('shows and refreshes the captcha once a failure flags it, and a refresh clears the answer', async () => {
    const { actor, fetchCaptcha, login, type } = start({
      login: async () => Promise.reject(new DomainFailure('login.captcha.required')),
    });
    type('username', 'demo01');
    type('password', 'Demo1234');
    expect(actor.getSnapshot().context.captchaRequired).toBe(false);
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(fetchCaptcha).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      captchaRequired: true,
      captchaImage: 'png',
      error: 'login.captcha.required',
    });
    type('captcha', '1234');
    actor.send({ type: 'REFRESH_CAPTCHA' });
    expect(actor.getSnapshot().context.values.captcha).toBe('');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    type('captcha', '4321');
    actor.send({ type: 'SUBMIT' });
    expect(login.mock.calls[1]?.[0].input).toMatchObject({ captcha: '4321', captchaId: 'c_2' });
  });

  it('refuses agent-only accounts on the member side and non-agents on the agent side', async () => {
    const memberSide = start({ login: async () => agentOnly });
    memberSide.type('username', 'agentonly');
    memberSide.type('password', 'Agent1234');
    memberSide.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(memberSide.actor.getSnapshot().context.error).toBe('member.not.member');
    expect(memberSide.storeLogin).not.toHaveBeenCalled();

    const agentSide = start({ input: { side: 'agent' } });
    agentSide.type('username', 'demo01');
    agentSide.type('password', 'Demo1234');
    agentSide.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(agentSide.actor.getSnapshot().context.error).toBe('agent.not.agent');
  });

  it('clears the remembered record when a login with it fails', async () => {
    const { actor, forgetLogin } = start({
      input: { remembered },
      login: async () => Promise.reject(new DomainFailure('member.password.wrong')),
    });
    expect(actor.getSnapshot().context.values).toMatchObject({ username: 'demo01', password: 'Demo1234' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(forgetLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('hides the loading state when the phone provider fails', async () => {
    const { actor, login, type } = start({ input: { phoneProvider: true } });
    actor.send({ type: 'SWITCH_METHOD', method: 'sms' });
    type('mobileNum', '123456789');
    type('messageCode', '1234');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('phone.provider.failed');
    expect(login).not.toHaveBeenCalled();
  });

  it("logs in by SMS with the gateway's own code: dialling code, number and code, as the contract asks", async () => {
    const { actor, login, type } = start({
      input: { remembered: { type: 'sms', username: '123456789', password: '', countryDialingCode: '+65' } },
    });
    type('messageCode', ' 654321 ');
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(login.mock.calls[0]?.[0].input).toEqual({
      type: 'sms',
      side: 'member',
      countryDialingCode: '+65',
      mobileNum: '123456789',
      verificationCode: '654321',
      remember: true,
    });
  });

  it('logs in by SMS with the provider token when a phone-verification provider checks the code', async () => {
    const login = vi.fn(async (_: { input: LoginRequest }) => member);
    const verifyPhoneCode = vi.fn(
      async (_: { input: { countryDialingCode: string; mobileNum: string; code: string } }) => ({
        idToken: 'id-token',
      }),
    );
    const actor = createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise(login),
          storeLogin: fromPromise(async (): Promise<void> => {}),
          verifyPhoneCode: fromPromise(verifyPhoneCode),
        },
      }),
      {
        input: {
          ...input,
          phoneProvider: true,
          remembered: { type: 'sms', username: '123456789', password: '', countryDialingCode: '+65' },
        },
      },
    ).start();
    actor.send({ type: 'CHANGE', field: 'messageCode', value: '1234' });
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(verifyPhoneCode.mock.calls[0]?.[0].input).toEqual({
      countryDialingCode: '+65',
      mobileNum: '123456789',
      code: '1234',
    });
    expect(login.mock.calls[0]?.[0].input).toEqual({
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
});
