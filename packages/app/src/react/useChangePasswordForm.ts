import {
  type ChangePasswordField,
  type ChangePasswordInput,
  canSubmitPasswordChange,
  changePasswordMachine,
} from '@wl/domain/change-password-machine';
import type { FieldErrors } from '@wl/domain/forms/validate';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { changePasswordActors } from '../actors/accessActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';

const changePassword = (services: AppServices) =>
  changePasswordMachine.provide(changePasswordActors(services.actorContext));
const useChangePasswordActor = (input: ChangePasswordInput) => useProvidedActor(changePassword, { input });

export interface ChangePasswordFormView {
  /** The account whose password changes, shown read-only. */
  userName: string;
  /** The old-password field shows only when the session holds no password (after a first-time login it does). */
  askOldPassword: boolean;
  values: Record<ChangePasswordField, string>;
  errors: FieldErrors;
  /** The field to focus after a refused submit. */
  firstInvalid?: string;
  /** Submit is enabled once every shown field holds something. */
  canSubmit: boolean;
  /** The new password equals the old: the popup shows, and no call was made. */
  samePassword: boolean;
  submitting: boolean;
  /** Changed: the success message shows until the machine goes home (1 s). */
  saved: boolean;
  /** The gateway's error code of the last attempt (an `errors` catalogue key). */
  error?: string;
}

export interface ChangePasswordFormActions {
  change(field: ChangePasswordField, value: string): void;
  submit(): void;
  /** The same-password popup's confirm button. */
  confirmSamePassword(): void;
}

/**
 * Change password for the logged-in member: the domain's change-password machine, started with the session's user
 * name and the password the session holds after a first-time login (if any), re-checking filled fields when the
 * language changes. Open it only while someone is logged in; it stays, with what was typed, if the session then ends.
 */
export function useChangePasswordForm(): ChangePasswordFormView & ChangePasswordFormActions {
  const services = useAppServices();
  // Read once, when the screen opens: the machine's input does not follow later changes of the session.
  const [input] = useState(() => {
    const { session, heldPassword } = services.session.getSnapshot().context;
    return { userName: session?.userName ?? '', ...(heldPassword === undefined ? {} : { heldPassword }) };
  });
  const actor = useChangePasswordActor(input);
  useLanguageChanges(actor);
  // A login after the gateway ended the session: the form is sent as it was typed.
  useSessionFanOut(actor, sessionChanged);

  const view = useSelector(
    actor,
    (snapshot) => ({
      userName: snapshot.context.userName,
      askOldPassword: snapshot.context.askOldPassword,
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      firstInvalid: snapshot.context.firstInvalid,
      canSubmit: canSubmitPasswordChange(snapshot.context),
      samePassword: snapshot.matches('samePasswordPopup'),
      submitting: snapshot.hasTag('loading'),
      saved: snapshot.hasTag('success'),
      error: snapshot.context.error,
    }),
    shallowEqual,
  );

  return {
    ...view,
    change: (field, value) => actor.send({ type: 'CHANGE', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    confirmSamePassword: () => actor.send({ type: 'CONFIRM' }),
  };
}
