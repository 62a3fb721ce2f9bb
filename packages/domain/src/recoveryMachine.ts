import { and, assign, cancel, raise, setup } from 'xstate';
import { EMAIL_RECOVERY_CONFIRMATION_MS, LANGUAGE_REVALIDATION_DEBOUNCE_MS } from './constants.ts';
import type { EmailRecoveryPayload, SetPasswordByPhonePayload } from './contract.ts';
import type { LoginResult, SessionInfo } from './entities.ts';
import { errorCodeOf, PHONE_PROVIDER_FAILED, SAME_PASSWORD } from './errorCode.ts';
import { type RecoveryMethod, recoverySchema } from './forms/recoveryForm.ts';
import { type FieldErrors, recheckFilled, validate } from './forms/validate.ts';
import type { LoginHandOver, LoginRequest, PhoneCodeCheck, PhoneToken } from './loginMachine.ts';
import { navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

export type RecoveryField = 'username' | 'email' | 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'password';

/** Set password by phone (sealed): answers the account's username so the person can be logged in at once. */
export type SetPasswordByPhoneRequest = SetPasswordByPhonePayload;

export interface RecoveryInput {
  merchantCode: string;
  /** CHNGPASSVERIF3: the phone method is offered only when it is on. */
  phoneEnabled: boolean;
  defaultDialingCode: string;
  /**
   * A phone-verification provider checks the SMS code (`verifyPhoneCode`) before the password is set, and its token
   * goes with the call; without one, the gateway checks its own code.
   */
  phoneProvider?: boolean;
}

export interface RecoveryContext {
  merchantCode: string;
  phoneEnabled: boolean;
  phoneProvider: boolean;
  method: RecoveryMethod;
  values: Record<RecoveryField, string>;
  /** Fields changed since the form opened, for the screen to show a field's message once it was touched. */
  touched: RecoveryField[];
  errors: FieldErrors;
  firstInvalid?: string;
  error?: string;
  phoneToken?: string;
  session?: SessionInfo;
}

export type RecoveryEvent =
  | { type: 'CHANGE'; field: RecoveryField; value: string }
  | { type: 'SWITCH_METHOD'; method: RecoveryMethod }
  | { type: 'SUBMIT' }
  /** The interface language changed: the filled fields are checked again once it settles. */
  | { type: 'LANGUAGE_CHANGED' }
  /** Raised by the machine itself 200 ms after the last language change. */
  | { type: 'REVALIDATE' };

function formOf(context: RecoveryContext) {
  return validate(recoverySchema(context.method), context.values);
}

/**
 * Submit is enabled once the method's fields validate. The phone form waits until its fields were touched and are
 * valid; each of them is required, so a valid phone form is one whose fields were all typed in.
 */
export function canSubmitRecovery(context: RecoveryContext): boolean {
  return formOf(context).ok;
}

/** The new password is handed to the session only for a first-time login, as the login machine does. */
function handOverOf(context: RecoveryContext): LoginHandOver {
  const session = context.session as SessionInfo;
  return session.firstTimeLogin ? { session, heldPassword: context.values.password } : { session };
}

/**
 * Forgot password: by e-mail always, by phone when CHNGPASSVERIF3 is on. E-mail success shows the confirmation for
 * 1 s, then goes back. Phone: with a phone-verification provider the code is verified first; success logs in with
 * the new password and ends (the modal closes). On a set-password failure, modify.new.old.same clears the password
 * field and any other failure clears the verification code. A language change checks the filled fields again after
 * 200 ms. Navigation is the injected `navigate` action.
 */
export const recoveryMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as RecoveryInput,
    output: {} as { session?: SessionInfo },
  },
  actors: {
    recoverByEmail: notProvided<void, EmailRecoveryPayload>('recoverByEmail'),
    verifyPhoneCode: notProvided<PhoneToken, PhoneCodeCheck>('verifyPhoneCode'),
    setPasswordByPhone: notProvided<{ userName: string }, SetPasswordByPhoneRequest>('setPasswordByPhone'),
    login: notProvided<LoginResult, LoginRequest>('login'),
    /** Hands the login to the session (`heldPassword` only for a first-time login). */
    storeLogin: notProvided<void, LoginHandOver>('storeLogin'),
  },
  actions: {
    navigate: navigateNotProvided,
    revalidateFilled: assign(({ context }) => {
      const filled = (Object.keys(context.values) as RecoveryField[]).filter((field) => context.values[field] !== '');
      return { errors: recheckFilled(context.errors, formOf(context), filled) };
    }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitRecovery(context),
    byPhone: ({ context }) => context.method === 'phone',
    viaPhoneProvider: ({ context }) => context.phoneProvider,
  },
  delays: {
    confirmation: EMAIL_RECOVERY_CONFIRMATION_MS,
    revalidate: LANGUAGE_REVALIDATION_DEBOUNCE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #recovery
  id: 'recovery',
  context: ({ input }) => ({
    merchantCode: input.merchantCode,
    phoneEnabled: input.phoneEnabled,
    phoneProvider: input.phoneProvider ?? false,
    method: 'email',
    values: {
      username: '',
      email: '',
      countryDialingCode: input.defaultDialingCode,
      mobileNum: '',
      verificationCode: '',
      password: '',
    },
    touched: [],
    errors: {},
  }),
  initial: 'editing',
  output: ({ context }) => ({ session: context.session }),
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
            const values = { ...context.values, [event.field]: event.value };
            const result = validate(recoverySchema(context.method), values);
            const fieldError = result.errors[event.field];
            const { [event.field]: _previous, ...errors } = context.errors;
            return {
              values,
              touched: context.touched.includes(event.field) ? context.touched : [...context.touched, event.field],
              errors: fieldError ? { ...errors, [event.field]: fieldError } : errors,
              error: undefined,
            };
          }),
        },
        SWITCH_METHOD: {
          // The tabs show only with CHNGPASSVERIF3; without it the form stays on e-mail.
          guard: ({ context }) => context.phoneEnabled,
          actions: assign(({ event }) => ({
            method: event.method,
            errors: {},
            firstInvalid: undefined,
            error: undefined,
          })),
        },
        SUBMIT: [
          { guard: and(['canSubmit', 'byPhone', 'viaPhoneProvider']), target: 'verifyingPhone' },
          { guard: and(['canSubmit', 'byPhone']), target: 'settingPassword' },
          { guard: 'canSubmit', target: 'sendingEmail' },
          {
            actions: assign(({ context }) => {
              const result = formOf(context);
              return { errors: result.errors, firstInvalid: result.firstInvalid };
            }),
          },
        ],
      },
    },
    sendingEmail: {
      tags: ['loading'],
      invoke: {
        src: 'recoverByEmail',
        input: ({ context }) => ({ username: context.values.username.trim(), email: context.values.email.trim() }),
        onDone: { target: 'emailSent' },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    emailSent: {
      tags: ['success'],
      after: { confirmation: { target: 'done', actions: { type: 'navigate', params: { back: true } } } },
    },
    verifyingPhone: {
      tags: ['loading'],
      invoke: {
        src: 'verifyPhoneCode',
        input: ({ context }) => ({
          countryDialingCode: context.values.countryDialingCode,
          mobileNum: context.values.mobileNum.trim(),
          code: context.values.verificationCode.trim(),
        }),
        onDone: {
          target: 'settingPassword',
          actions: assign(({ event }) => ({ phoneToken: event.output.idToken })),
        },
        // The provider failed: the loading state goes and the form is back, with the provider's message.
        onError: { target: 'editing', actions: assign({ error: PHONE_PROVIDER_FAILED }) },
      },
    },
    settingPassword: {
      tags: ['loading'],
      invoke: {
        src: 'setPasswordByPhone',
        input: ({ context }) => ({
          newPassword: context.values.password,
          mobileNum: context.values.mobileNum.trim(),
          countryDialingCode: context.values.countryDialingCode,
          verificationCode: context.values.verificationCode.trim(),
          ...(context.phoneToken === undefined ? {} : { firebaseIdToken: context.phoneToken }),
        }),
        onDone: {
          target: 'loggingIn',
          actions: assign(({ context, event }) => ({
            values: { ...context.values, username: event.output.userName },
          })),
        },
        onError: [
          {
            guard: ({ event }) => errorCodeOf(event.error) === SAME_PASSWORD,
            target: 'editing',
            actions: assign(({ context }) => ({
              error: SAME_PASSWORD,
              values: { ...context.values, password: '' },
              touched: context.touched.filter((field) => field !== 'password'),
            })),
          },
          {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              error: errorCodeOf(event.error),
              values: { ...context.values, verificationCode: '' },
              touched: context.touched.filter((field) => field !== 'verificationCode'),
            })),
          },
        ],
      },
    },
    loggingIn: {
      tags: ['loading'],
      invoke: {
        src: 'login',
        input: ({ context }): LoginRequest => ({
          type: 'username',
          side: 'member',
          username: context.values.username,
          password: context.values.password,
          remember: true,
        }),
        onDone: {
          target: 'storing',
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
        // The password is set; the person can still log in by hand, so the modal goes back to the login step.
        onError: {
          target: 'done',
          actions: [
            assign(({ event }) => ({ error: errorCodeOf(event.error) })),
            { type: 'navigate', params: { back: true } },
          ],
        },
      },
    },
    storing: {
      invoke: {
        src: 'storeLogin',
        input: ({ context }) => handOverOf(context),
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
