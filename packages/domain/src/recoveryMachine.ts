import { and, assign, setup } from 'xstate';
import { EMAIL_RECOVERY_CONFIRMATION_MS } from './constants.ts';
import type { EmailRecoveryPayload, SetPasswordByPhonePayload } from './contract.ts';
import type { LoginResult, SessionInfo } from './entities.ts';
import { errorCodeOf, SAME_PASSWORD } from './errorCode.ts';
import { type RecoveryMethod, recoverySchema } from './forms/recoveryForm.ts';
import { type FieldErrors, validate } from './forms/validate.ts';
import type { LoginRequest } from './loginMachine.ts';
import type { Navigation } from './navigation.ts';
import { notProvided } from './notProvided.ts';

export type RecoveryField = 'username' | 'email' | 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'password';

/** Set password by phone (sealed): answers the account's username so the person can be logged in at once. */
export type SetPasswordByPhoneRequest = SetPasswordByPhonePayload;

export interface RecoveryInput {
  merchantCode: string;
  /** CHNGPASSVERIF3: the phone method is offered only when it is on. */
  phoneEnabled: boolean;
  defaultDialingCode: string;
}

export interface RecoveryContext {
  merchantCode: string;
  phoneEnabled: boolean;
  method: RecoveryMethod;
  values: Record<RecoveryField, string>;
  /** Fields changed since the form opened: the phone form's submit waits until they were touched. */
  touched: RecoveryField[];
  errors: FieldErrors;
  firstInvalid?: string;
  error?: string;
  session?: SessionInfo;
}

export type RecoveryEvent =
  | { type: 'CHANGE'; field: RecoveryField; value: string }
  | { type: 'SWITCH_METHOD'; method: RecoveryMethod }
  | { type: 'SUBMIT' };

function formOf(context: RecoveryContext) {
  return validate(recoverySchema(context.method), context.values);
}

const PHONE_FIELDS: RecoveryField[] = ['mobileNum', 'verificationCode', 'password'];

/** E-mail: submit once the fields validate. Phone: once its fields were touched and have no errors. */
export function canSubmitRecovery(context: RecoveryContext): boolean {
  const touched = context.method === 'email' || PHONE_FIELDS.every((field) => context.touched.includes(field));
  return touched && formOf(context).ok;
}

/**
 * Forgot password: by e-mail always, by phone when CHNGPASSVERIF3 is on. E-mail success shows the confirmation for
 * 1 s, then goes back. Phone success logs in with the new password and ends (the modal closes). On a phone failure,
 * modify.new.old.same clears the password field and any other failure clears the verification code.
 */
export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as RecoveryInput,
    output: {} as { session?: SessionInfo },
  },
  actors: {
    recoverByEmail: notProvided<void, EmailRecoveryPayload>('recoverByEmail'),
    setPasswordByPhone: notProvided<{ userName: string }, SetPasswordByPhoneRequest>('setPasswordByPhone'),
    login: notProvided<LoginResult, LoginRequest>('login'),
    storeLogin: notProvided<void, { session: SessionInfo }>('storeLogin'),
    navigate: notProvided<void, Navigation>('navigate'),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitRecovery(context),
    byPhone: ({ context }) => context.method === 'phone',
  },
  delays: {
    confirmation: EMAIL_RECOVERY_CONFIRMATION_MS,
  },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => ({
    merchantCode: input.merchantCode,
    phoneEnabled: input.phoneEnabled,
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
  states: {
    editing: {
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
          guard: ({ context, event }) => event.method === 'email' || context.phoneEnabled,
          actions: assign(({ event }) => ({
            method: event.method,
            errors: {},
            firstInvalid: undefined,
            error: undefined,
          })),
        },
        SUBMIT: [
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
        id: 'recoverByEmail',
        src: 'recoverByEmail',
        input: ({ context }) => ({ username: context.values.username.trim(), email: context.values.email.trim() }),
        onDone: { target: 'emailSent' },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    emailSent: {
      tags: ['success'],
      after: { confirmation: { target: 'goingBack' } },
    },
    goingBack: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: { back: true },
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    settingPassword: {
      tags: ['loading'],
      invoke: {
        id: 'setPasswordByPhone',
        src: 'setPasswordByPhone',
        input: ({ context }) => ({
          newPassword: context.values.password,
          mobileNum: context.values.mobileNum.trim(),
          countryDialingCode: context.values.countryDialingCode,
          verificationCode: context.values.verificationCode.trim(),
        }),
        onDone: {
          target: 'loggingIn',
          actions: assign(({ context, event }) => ({ values: { ...context.values, username: event.output.userName } })),
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
        id: 'login',
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
        onError: { target: 'goingBack', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    storing: {
      invoke: {
        id: 'storeLogin',
        src: 'storeLogin',
        input: ({ context }) => ({ session: context.session as SessionInfo }),
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
