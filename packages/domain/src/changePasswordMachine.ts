import { assign, setup } from 'xstate';
import { PASSWORD_CHANGE_REDIRECT_MS } from './constants.ts';
import type { ChangePasswordPayload } from './contract.ts';
import { errorCodeOf } from './errorCode.ts';
import { changePasswordSchema } from './forms/changePasswordForm.ts';
import { type FieldErrors, validate } from './forms/validate.ts';
import { HOME_ROUTE, type Navigation } from './navigation.ts';
import { notProvided } from './notProvided.ts';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** The change-password call's payload, as the contract types it. */
export type ChangePasswordRequest = ChangePasswordPayload;

export interface ChangePasswordInput {
  userName: string;
  /** The password held in session after login, if any: the old-password field is then not shown. */
  heldPassword?: string;
}

export interface ChangePasswordContext {
  userName: string;
  heldPassword?: string;
  askOldPassword: boolean;
  values: Record<ChangePasswordField, string>;
  errors: FieldErrors;
  firstInvalid?: string;
  error?: string;
}

export type ChangePasswordEvent =
  | { type: 'CHANGE'; field: ChangePasswordField; value: string }
  | { type: 'SUBMIT' }
  /** The same-password popup's confirm button. */
  | { type: 'CONFIRM' };

function oldPasswordOf(context: ChangePasswordContext): string {
  return context.askOldPassword ? context.values.oldPassword : (context.heldPassword ?? '');
}

function formOf(context: ChangePasswordContext) {
  return validate(changePasswordSchema({ askOldPassword: context.askOldPassword }), {
    ...context.values,
    oldPassword: oldPasswordOf(context),
  });
}

/** Submit is enabled once every shown field holds something. */
export function canSubmitPasswordChange(context: ChangePasswordContext): boolean {
  const shown: ChangePasswordField[] = context.askOldPassword
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];
  return shown.every((field) => context.values[field] !== '');
}

/**
 * Change password: new equal to old opens the same-password popup and makes no call; otherwise loading, the call,
 * the success message, the held password cleared and the remembered one updated (`updateRememberedPassword`), and
 * after 1000 ms /m/home, where the change-password prompt no longer shows. A failure hides the loading state.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: notProvided<void, ChangePasswordRequest>('changePassword'),
    updateRememberedPassword: notProvided<void, { userName: string; password: string }>('updateRememberedPassword'),
    navigate: notProvided<void, Navigation>('navigate'),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitPasswordChange(context),
    samePassword: ({ context }) => oldPasswordOf(context) === context.values.newPassword,
    formValid: ({ context }) => formOf(context).ok,
  },
  actions: {
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      return { errors: result.errors, firstInvalid: result.firstInvalid };
    }),
  },
  delays: {
    redirect: PASSWORD_CHANGE_REDIRECT_MS,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    userName: input.userName,
    heldPassword: input.heldPassword,
    askOldPassword: input.heldPassword === undefined,
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    errors: {},
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors, error: undefined };
          }),
        },
        SUBMIT: [
          { guard: ({ context }) => !canSubmitPasswordChange(context) },
          { guard: 'samePassword', target: 'samePasswordPopup' },
          { guard: 'formValid', target: 'submitting', actions: assign({ errors: {}, firstInvalid: undefined }) },
          { actions: 'reportInvalid' },
        ],
      },
    },
    samePasswordPopup: {
      on: { CONFIRM: { target: 'editing' } },
    },
    submitting: {
      tags: ['loading'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: oldPasswordOf(context),
          newPassword: context.values.newPassword,
          confirmNewPassword: context.values.confirmNewPassword,
        }),
        onDone: { target: 'updatingRemembered' },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    updatingRemembered: {
      tags: ['success'],
      entry: assign({ heldPassword: undefined }),
      invoke: {
        id: 'updateRememberedPassword',
        src: 'updateRememberedPassword',
        input: ({ context }) => ({ userName: context.userName, password: context.values.newPassword }),
        onDone: { target: 'succeeded' },
        onError: { target: 'succeeded' },
      },
    },
    succeeded: {
      tags: ['success'],
      after: { redirect: { target: 'leaving' } },
    },
    leaving: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: { to: HOME_ROUTE },
        onDone: { target: 'done' },
        onError: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
