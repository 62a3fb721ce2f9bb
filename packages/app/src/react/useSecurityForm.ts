import type { SecurityField, SecurityForm } from '@wl/domain/forms/security';
import type { FieldErrors } from '@wl/domain/forms/validate';
import { securityFormLeave } from '@wl/domain/security-centre';
import { type SecurityFormInput, securityFormMachine, securityFormValues } from '@wl/domain/security-centre-machine';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { securityFormActors } from '../actors/memberActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';

const securityForm = (services: AppServices) => securityFormMachine.provide(securityFormActors(services.actorContext));
const useSecurityFormActor = (input: SecurityFormInput) => useProvidedActor(securityForm, { input });

export interface SecurityFormView {
  /** Learning what the form needs (a name's rule, whether a payment password is set). */
  preparing: boolean;
  /** That could not be learnt: `error` says why, and `retry` asks again. */
  failed: boolean;
  /** A payment password is set: the form changes it, asking for the current one. */
  hasPaymentPassword: boolean;
  /** The fields the form shows, in order, with what was typed. */
  values: Record<SecurityField, string>;
  errors: FieldErrors;
  /** The field to focus after a refused submit. */
  firstInvalid?: string;
  submitting: boolean;
  /** Saved: the success message shows until the machine returns to the list (1 s). */
  saved: boolean;
  /** The gateway's error code of the last call (an `errors` catalogue key). */
  error?: string;
}

export interface SecurityFormActions {
  change(field: SecurityField, value: string): void;
  submit(): void;
  retry(): void;
}

/**
 * Whether the form was opened from a page of this site: React Router numbers its history entries (`idx`), and the
 * tab's first page of the site is 0.
 */
function openedFromSite(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * One of the security centre's forms through the domain's `securityFormMachine`: the nickname opens with the
 * member's current one; the machine checks the fields, sends the change, shows the success and returns to the list.
 * Filled fields are checked again when the language changes. Open it only while a member is logged in; it stays,
 * with what was typed, if the session then ends.
 */
export function useSecurityForm(form: SecurityForm): SecurityFormView & SecurityFormActions {
  const services = useAppServices();
  // Read once, when the form opens.
  const [input] = useState(() => {
    const nickname = services.session.getSnapshot().context.member?.nickname;
    return {
      form,
      leave: securityFormLeave(openedFromSite()),
      ...(form === 'nickname' && nickname ? { initial: nickname } : {}),
    };
  });
  const actor = useSecurityFormActor(input);
  useLanguageChanges(actor);
  // A login after the gateway ended the session: the form is sent as it was typed.
  useSessionFanOut(actor, sessionChanged);

  const { typed, ...view } = useSelector(
    actor,
    (snapshot) => ({
      preparing: snapshot.matches('preparing') || snapshot.matches('opening'),
      failed: snapshot.matches('failed'),
      hasPaymentPassword: snapshot.context.hasPaymentPassword,
      typed: snapshot.context.values,
      errors: snapshot.context.errors,
      firstInvalid: snapshot.context.firstInvalid,
      submitting: snapshot.matches('saving'),
      saved: snapshot.hasTag('success'),
      error: snapshot.context.error,
    }),
    shallowEqual,
  );

  return {
    ...view,
    values: securityFormValues({ form, hasPaymentPassword: view.hasPaymentPassword, values: typed }),
    change: (field, value) => actor.send({ type: 'CHANGE', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
