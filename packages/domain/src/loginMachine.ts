import { assign, setup } from 'xstate';
import type { LoginPayload } from './contract.ts';
import type { CaptchaImage, LoginResult, RememberedLogin, SessionInfo } from './entities.ts';
import { CAPTCHA_REQUIRED, errorCodeOf, PHONE_PROVIDER_FAILED } from './errorCode.ts';
import { type LoginMethod, loginFormSchema } from './forms/loginForm.ts';
import { type FieldErrors, validate } from './forms/validate.ts';
import { notProvided } from './notProvided.ts';
import { type LoginSide, loginRefusal } from './roles.ts';

export type LoginField = 'username' | 'password' | 'countryDialingCode' | 'mobileNum' | 'messageCode' | 'captcha';
export type LoginValues = Record<LoginField, string>;

/**
 * The login call's payload, exactly as the contract types it: `type` is the method (username or sms). The SMS method
 * sends the gateway's own code; with a phone-verification provider it sends the provider's token too.
 */
export type LoginRequest = LoginPayload;

export interface LoginInput {
  side: LoginSide;
  merchantCode: string;
  /** The mobile-code-login setting: the SMS tab shows only when it is on. */
  smsLoginEnabled: boolean;
  /**
   * A phone-verification provider checks the SMS code before login (and its token goes with the login); without one,
   * the gateway's own code goes with the login and the gateway checks it.
   */
  phoneProvider?: boolean;
  defaultDialingCode: string;
  remembered?: RememberedLogin;
}

export interface LoginContext {
  side: LoginSide;
  merchantCode: string;
  smsLoginEnabled: boolean;
  phoneProvider: boolean;
  method: LoginMethod;
  values: LoginValues;
  rememberMe: boolean;
  /** The values came from the remembered record and were not changed since. */
  fromRemembered: boolean;
  captchaRequired: boolean;
  captchaImage?: string;
  /** Which image the answer is for: the gateway checks the answer against this captcha only. */
  captchaId?: string;
  errors: FieldErrors;
  firstInvalid?: string;
  /** The gateway's or the phone provider's error code of the last attempt. */
  error?: string;
  phoneToken?: string;
  session?: SessionInfo;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SWITCH_METHOD'; method: LoginMethod }
  | { type: 'TOGGLE_REMEMBER' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'SUBMIT' };

function formOf(context: LoginContext) {
  return validate(
    loginFormSchema({ method: context.method, captchaRequired: context.captchaRequired }),
    context.values,
  );
}

function requestOf(context: LoginContext): LoginRequest {
  const captcha = context.captchaRequired
    ? { captcha: context.values.captcha.trim(), ...(context.captchaId ? { captchaId: context.captchaId } : {}) }
    : {};
  if (context.method === 'sms') {
    const mobileNum = context.values.mobileNum.trim();
    return {
      type: 'sms',
      side: context.side,
      countryDialingCode: context.values.countryDialingCode,
      mobileNum,
      ...(context.phoneProvider
        ? { firebaseChannel: 'sms', firebaseIdToken: context.phoneToken ?? '', firebaseMobileNo: mobileNum }
        : { verificationCode: context.values.messageCode.trim() }),
      remember: context.rememberMe,
      ...captcha,
    };
  }
  return {
    type: 'username',
    side: context.side,
    username: context.values.username.trim(),
    password: context.values.password,
    remember: context.rememberMe,
    ...captcha,
  };
}

function rememberedOf(context: LoginContext): RememberedLogin | undefined {
  if (!context.rememberMe) return undefined;
  return {
    type: context.method,
    username: context.method === 'sms' ? context.values.mobileNum.trim() : context.values.username.trim(),
    password: context.method === 'sms' ? '' : context.values.password,
    countryDialingCode: context.values.countryDialingCode,
  };
}

/**
 * Login by username or by SMS code (SMS only with the mobile-code-login setting). The captcha stays hidden until a
 * failure is flagged with login.captcha.required; then it shows and refreshes, and every refresh clears the answer.
 * Remember-me is on by default. A success is checked against the side's session types (docs/product.md, "Session types"),
 * stored through `storeLogin`, and ends the machine: the popup closes on its final state.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as { session: SessionInfo },
  },
  actors: {
    fetchCaptcha: notProvided<CaptchaImage, void>('fetchCaptcha'),
    verifyPhoneCode: notProvided<{ idToken: string }, { countryDialingCode: string; mobileNum: string; code: string }>(
      'verifyPhoneCode',
    ),
    login: notProvided<LoginResult, LoginRequest>('login'),
    /** Stores the session, and the remembered record, or clears it when remember-me is off. */
    storeLogin: notProvided<void, { session: SessionInfo; remembered?: RememberedLogin }>('storeLogin'),
    /** A login with the remembered record failed: the record is cleared. */
    forgetLogin: notProvided<void, void>('forgetLogin'),
  },
  guards: {
    formValid: ({ context }) => formOf(context).ok,
    methodAvailable: ({ context, event }) =>
      event.type === 'SWITCH_METHOD' && (event.method === 'username' || context.smsLoginEnabled),
    captchaShown: ({ context }) => context.captchaRequired,
    viaPhoneProvider: ({ context }) => context.method === 'sms' && context.phoneProvider,
    rememberedFailed: ({ context }) => context.fromRemembered && context.rememberMe,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      const credential = event.field === 'username' || event.field === 'password' || event.field === 'mobileNum';
      return {
        values: { ...context.values, [event.field]: event.value },
        errors,
        error: undefined,
        fromRemembered: context.fromRemembered && !credential,
      };
    }),
    switchMethod: assign(({ event }) =>
      event.type === 'SWITCH_METHOD'
        ? { method: event.method, errors: {}, firstInvalid: undefined, error: undefined }
        : {},
    ),
    toggleRemember: assign(({ context }) => ({ rememberMe: !context.rememberMe })),
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      return { errors: result.errors, firstInvalid: result.firstInvalid };
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    side: input.side,
    merchantCode: input.merchantCode,
    smsLoginEnabled: input.smsLoginEnabled,
    phoneProvider: input.phoneProvider ?? false,
    method: input.remembered?.type === 'sms' && input.smsLoginEnabled ? 'sms' : 'username',
    values: {
      username: input.remembered?.type === 'username' ? input.remembered.username : '',
      password: input.remembered?.type === 'username' ? input.remembered.password : '',
      countryDialingCode: input.remembered?.countryDialingCode || input.defaultDialingCode,
      mobileNum: input.remembered?.type === 'sms' ? input.remembered.username : '',
      messageCode: '',
      captcha: '',
    },
    rememberMe: true,
    fromRemembered: input.remembered !== undefined,
    captchaRequired: false,
    errors: {},
  }),
  initial: 'editing',
  output: ({ context }) => ({ session: context.session as SessionInfo }),
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'change' },
        SWITCH_METHOD: { guard: 'methodAvailable', actions: 'switchMethod' },
        TOGGLE_REMEMBER: { actions: 'toggleRemember' },
        REFRESH_CAPTCHA: { guard: 'captchaShown', target: 'loadingCaptcha' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: assign({ errors: {}, firstInvalid: undefined }) },
          { actions: 'reportInvalid' },
        ],
      },
    },
    loadingCaptcha: {
      entry: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ captchaImage: event.output.image, captchaId: event.output.captchaId })),
        },
        onError: { target: 'editing' },
      },
    },
    submitting: {
      tags: ['loading'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'viaPhoneProvider', target: 'verifyingPhone' }, { target: 'loggingIn' }],
        },
        verifyingPhone: {
          invoke: {
            id: 'verifyPhoneCode',
            src: 'verifyPhoneCode',
            input: ({ context }) => ({
              countryDialingCode: context.values.countryDialingCode,
              mobileNum: context.values.mobileNum.trim(),
              code: context.values.messageCode.trim(),
            }),
            onDone: { target: 'loggingIn', actions: assign(({ event }) => ({ phoneToken: event.output.idToken })) },
            // The provider failed: the loading state goes and the form is back, with the provider's message.
            onError: { target: '#login.editing', actions: assign({ error: PHONE_PROVIDER_FAILED }) },
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => requestOf(context),
            onDone: [
              {
                guard: ({ context, event }) => loginRefusal(context.side, event.output.type) !== undefined,
                target: '#login.editing',
                actions: assign(({ context, event }) => ({ error: loginRefusal(context.side, event.output.type) })),
              },
              {
                target: '#login.storing',
                actions: assign(({ context, event }) => ({
                  session: {
                    token: event.output.token,
                    merchantCode: context.merchantCode,
                    userName: event.output.userName,
                    type: event.output.type,
                    firstTimeLogin: event.output.firstTimeLogin,
                  },
                })),
              },
            ],
            onError: [
              {
                guard: ({ context, event }) => context.captchaRequired || errorCodeOf(event.error) === CAPTCHA_REQUIRED,
                target: '#login.loadingCaptcha',
                actions: assign(({ event }) => ({ captchaRequired: true, error: errorCodeOf(event.error) })),
              },
              {
                guard: 'rememberedFailed',
                target: '#login.forgetting',
                actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })),
              },
              { target: '#login.editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
            ],
          },
        },
      },
    },
    forgetting: {
      invoke: {
        id: 'forgetLogin',
        src: 'forgetLogin',
        onDone: { target: 'editing', actions: assign({ fromRemembered: false }) },
        onError: { target: 'editing', actions: assign({ fromRemembered: false }) },
      },
    },
    storing: {
      tags: ['loading'],
      invoke: {
        id: 'storeLogin',
        src: 'storeLogin',
        input: ({ context }) => ({ session: context.session as SessionInfo, remembered: rememberedOf(context) }),
        onDone: { target: 'loggedIn' },
        onError: { target: 'loggedIn' },
      },
    },
    loggedIn: {
      type: 'final',
    },
  },
});
