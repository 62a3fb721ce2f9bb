import { assign, cancel, not, raise, setup } from 'xstate';
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS, PASSWORD_CHANGE_REDIRECT_MS, type SessionType } from './constants.ts';
import type { ChangePasswordPayload } from './contract.ts';
import { errorCodeOf, loggedInAgain } from './errorCode.ts';
import { changePasswordSchema } from './forms/changePasswordForm.ts';
import { type FieldErrors, recheckFilled, validate } from './forms/validate.ts';
import { HOME_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** The change-password call's payload, as the contract types it. */
export type ChangePasswordRequest = ChangePasswordPayload;

export interface ChangePasswordInput {
  userName: string;
  /**
   * The password the session holds after a first-time login (the session machine's `heldPassword`), if any: the
   * old-password field is then not shown.
   */
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
  | { type: 'CONFIRM' }
  /** The interface language changed: the filled fields are checked again once it settles. */
  | { type: 'LANGUAGE_CHANGED' }
  /** Raised by the machine itself 200 ms after the last language change. */
  | { type: 'REVALIDATE' }
  /** A login, logout or expiry changed the session (its type, none once it ended). */
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

/** The held password when there is one, else the one typed (the field shows only then). */
function oldPasswordOf(context: ChangePasswordContext): string {
  return context.heldPassword ?? context.values.oldPassword;
}

function formOf(context: ChangePasswordContext) {
  return validate(changePasswordSchema({ askOldPassword: context.askOldPassword }), {
    ...context.values,
    oldPassword: oldPasswordOf(context),
  });
}

function shownFields(context: ChangePasswordContext): ChangePasswordField[] {
  return context.askOldPassword
    ? ['oldPassword', 'newPassword', 'confirmNewPassword']
    : ['newPassword', 'confirmNewPassword'];
}

/** Submit is enabled once every shown field holds something. */
export function canSubmitPasswordChange(context: ChangePasswordContext): boolean {
  return shownFields(context).every((field) => context.values[field] !== '');
}

/**
 * Change password: new equal to old opens the same-password popup and makes no call; otherwise loading, the call,
 * the success message, the held password cleared here and in the session (the injected `passwordChanged` action,
 * which also ends the change-password prompt), the remembered one updated (`updateRememberedPassword`), and after
 * 1000 ms /m/home (the injected `navigate` action). A failure hides the loading state. A language change checks the
 * filled fields again after 200 ms. A call refused because the session ended keeps everything typed; once the member
 * has logged in again (SESSION_CHANGED with a session) its message goes, and the form is sent as it is.
 */
export const changePasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: notProvided<void, ChangePasswordRequest>('changePassword'),
    updateRememberedPassword: notProvided<void, { userName: string; password: string }>('updateRememberedPassword'),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitPasswordChange(context),
    samePassword: ({ context }) => oldPasswordOf(context) === context.values.newPassword,
    formValid: ({ context }) => formOf(context).ok,
  },
  actions: {
    navigate: navigateNotProvided,
    /** The app tells the session (its PASSWORD_CHANGED event): it forgets the held password and the prompt. */
    passwordChanged: () => {
      throw new Error('The action "passwordChanged" must be provided with machine.provide({ actions })');
    },
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      return { errors: result.errors, firstInvalid: result.firstInvalid };
    }),
    revalidateFilled: assign(({ context }) => {
      const filled = shownFields(context).filter((field) => context.values[field] !== '');
      return { errors: recheckFilled(context.errors, formOf(context), filled) };
    }),
  },
  delays: {
    redirect: PASSWORD_CHANGE_REDIRECT_MS,
    revalidate: LANGUAGE_REVALIDATION_DEBOUNCE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #changePassword
  id: 'changePassword',
  context: ({ input }) => ({
    userName: input.userName,
    heldPassword: input.heldPassword,
    askOldPassword: input.heldPassword === undefined,
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    errors: {},
  }),
  initial: 'editing',
  on: {
    // Debounced: each change restarts the wait, so only the last one re-validates.
    LANGUAGE_CHANGED: {
      actions: [cancel('revalidate'), raise({ type: 'REVALIDATE' }, { id: 'revalidate', delay: 'revalidate' })],
    },
    REVALIDATE: { actions: 'revalidateFilled' },
  },
  states: {
    editing: {
      on: {
        // Logged in again after the gateway ended the session: its message goes; what was typed is there to send.
        SESSION_CHANGED: { guard: loggedInAgain, actions: assign({ error: undefined }) },
        CHANGE: {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors;
            return { values: { ...context.values, [event.field]: event.value }, errors, error: undefined };
          }),
        },
        SUBMIT: [
          { guard: not('canSubmit') },
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
      entry: [assign({ heldPassword: undefined }), 'passwordChanged'],
      invoke: {
        src: 'updateRememberedPassword',
        input: ({ context }) => ({ userName: context.userName, password: context.values.newPassword }),
        onDone: { target: 'succeeded' },
        onError: { target: 'succeeded' },
      },
    },
    succeeded: {
      tags: ['success'],
      after: { redirect: { target: 'done', actions: { type: 'navigate', params: { to: HOME_ROUTE } } } },
    },
    done: { type: 'final' },
  },
});
