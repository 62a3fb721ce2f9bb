import { assign, cancel, raise, setup } from 'xstate';
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS } from './constants.ts';
import type { LoginPayload } from './contract.ts';
import type { CaptchaImage, LoginResult, RememberedLogin, SessionInfo } from './entities.ts';
import { CAPTCHA_REQUIRED, errorCodeOf, PHONE_PROVIDER_FAILED } from './errorCode.ts';
import { type LoginMethod, loginFormSchema } from './forms/loginForm.ts';
import { type FieldErrors, recheckFilled, validate } from './forms/validate.ts';
import { type LoginField, type LoginValues, openingLogin } from './loginOpening.ts';
import { notProvided } from './notProvided.ts';
import { type LoginSide, loginFailureOn, loginRefusal } from './roles.ts';

export type { LoginField, LoginValues } from './loginOpening.ts';

/**
 * The login call's payload, exactly as the contract types it: `type` is the method (username or sms). The SMS method
 * sends the gateway's own code; with a phone-verification provider it sends the provider's token too.
 */
export type LoginRequest = LoginPayload;

/** What the phone-verification provider checks, and the token it answers for the gateway. */
export interface PhoneCodeCheck {
  countryDialingCode: string;
  mobileNum: string;
  code: string;
}
export interface PhoneToken {
  idToken: string;
}

/**
 * A login handed to the session: the session as stored, and, for a first-time login by password, that password,
 * which the session keeps in memory only so the change-password screen need not ask for it again.
 */
export interface LoginHandOver {
  session: SessionInfo;
  heldPassword?: string;
}

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
  /** The provider's token for the code verified on this submit: it goes with the login instead of the code. */
  phoneToken?: string;
  session?: SessionInfo;
}

export type LoginEvent =
  | { type: 'CHANGE'; field: LoginField; value: string }
  | { type: 'SWITCH_METHOD'; method: LoginMethod }
  | { type: 'TOGGLE_REMEMBER' }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'SUBMIT' }
  /** The interface language changed: the filled fields are checked again once it settles. */
  | { type: 'LANGUAGE_CHANGED' }
  /** Raised by the machine itself 200 ms after the last language change. */
  | { type: 'REVALIDATE' };

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
      ...(context.phoneToken === undefined
        ? { verificationCode: context.values.messageCode.trim() }
        : { firebaseChannel: 'sms', firebaseIdToken: context.phoneToken, firebaseMobileNo: mobileNum }),
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

/** The fields holding something: only those are checked again after a language change. */
function filledFields(values: Record<string, string>): string[] {
  return Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([field]) => field);
}

function handOverOf(context: LoginContext): LoginHandOver {
  const session = context.session as SessionInfo;
  return session.firstTimeLogin && context.method === 'username'
    ? { session, heldPassword: context.values.password }
    : { session };
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
 * Remember-me is on by default; a failed login with the remembered values clears the record, captcha or not. A
 * success is checked against the side's session types (docs/product.md, "Session types"), stored through
 * `storeLogin`, and ends the machine: the popup closes on its final state. A language change checks the filled fields
 * again after 200 ms.
 */
export const loginMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginHandOver,
  },
  actors: {
    fetchCaptcha: notProvided<CaptchaImage, void>('fetchCaptcha'),
    verifyPhoneCode: notProvided<PhoneToken, PhoneCodeCheck>('verifyPhoneCode'),
    login: notProvided<LoginResult, LoginRequest>('login'),
    /**
     * Stores the remembered record, or clears it when remember-me is off, and hands the login to the session
     * (`heldPassword` only for a first-time login by password).
     */
    storeLogin: notProvided<void, LoginHandOver & { remembered?: RememberedLogin }>('storeLogin'),
    /** A login with the remembered record failed: the record is cleared. */
    forgetLogin: notProvided<void, void>('forgetLogin'),
  },
  guards: {
    formValid: ({ context }) => formOf(context).ok,
    smsAvailable: ({ context }) => context.smsLoginEnabled,
    captchaShown: ({ context }) => context.captchaRequired,
    viaPhoneProvider: ({ context }) => context.method === 'sms' && context.phoneProvider,
    usedRemembered: ({ context }) => context.fromRemembered,
  },
  actions: {
    toggleRemember: assign(({ context }) => ({ rememberMe: !context.rememberMe })),
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      return { errors: result.errors, firstInvalid: result.firstInvalid };
    }),
    revalidateFilled: assign(({ context }) => ({
      errors: recheckFilled(context.errors, formOf(context), filledFields(context.values)),
    })),
    failed: assign(({ context }, { error }: { error: string }) => ({
      error: loginFailureOn(context.side, error),
      captchaRequired: context.captchaRequired || error === CAPTCHA_REQUIRED,
    })),
  },
  delays: {
    revalidate: LANGUAGE_REVALIDATION_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    side: input.side,
    merchantCode: input.merchantCode,
    smsLoginEnabled: input.smsLoginEnabled,
    phoneProvider: input.phoneProvider ?? false,
    ...openingLogin(input),
    errors: {},
  }),
  initial: 'editing',
  output: ({ context }) => handOverOf(context),
  on: {
    // Debounced: each change restarts the wait, so only the last one re-validates.
    LANGUAGE_CHANGED: {
      actions: [cancel('revalidate'), raise({ type: 'REVALIDATE' }, { id: 'revalidate', delay: 'revalidate' })],
    },
    REVALIDATE: { actions: 'revalidateFilled' },
  },
  states: {
    editing: {
      // A provider's token is good for the one attempt it was verified for.
      entry: assign({ phoneToken: undefined }),
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            const credential = event.field === 'username' || event.field === 'password' || event.field === 'mobileNum';
            return {
              values: { ...context.values, [event.field]: event.value },
              errors,
              error: undefined,
              fromRemembered: context.fromRemembered && !credential,
            };
          }),
        },
        SWITCH_METHOD: {
          // The tabs show only with the mobile-code-login setting; without it the form stays on username.
          guard: 'smsAvailable',
          actions: assign(({ event }) => ({
            method: event.method,
            errors: {},
            firstInvalid: undefined,
            error: undefined,
          })),
        },
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
            // Every failure is kept; a failure that used the remembered values clears the record first, and once the
            // captcha shows, every failure refreshes it (an answer is single use).
            onError: [
              {
                guard: 'usedRemembered',
                target: '#login.forgetting',
                actions: { type: 'failed', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
              },
              {
                guard: ({ context, event }) => context.captchaRequired || errorCodeOf(event.error) === CAPTCHA_REQUIRED,
                target: '#login.loadingCaptcha',
                actions: { type: 'failed', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
              },
              {
                target: '#login.editing',
                actions: { type: 'failed', params: ({ event }) => ({ error: errorCodeOf(event.error) }) },
              },
            ],
          },
        },
      },
    },
    forgetting: {
      exit: assign({ fromRemembered: false }),
      invoke: {
        src: 'forgetLogin',
        onDone: [{ guard: 'captchaShown', target: 'loadingCaptcha' }, { target: 'editing' }],
        onError: [{ guard: 'captchaShown', target: 'loadingCaptcha' }, { target: 'editing' }],
      },
    },
    storing: {
      tags: ['loading'],
      invoke: {
        src: 'storeLogin',
        input: ({ context }) => ({ ...handOverOf(context), remembered: rememberedOf(context) }),
        onDone: { target: 'loggedIn' },
        onError: { target: 'loggedIn' },
      },
    },
    loggedIn: {
      type: 'final',
    },
  },
});
