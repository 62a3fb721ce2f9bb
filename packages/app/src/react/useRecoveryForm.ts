import { DEFAULT_DIALING_CODE } from '@wl/domain/dialing-codes';
import type { RecoveryMethod } from '@wl/domain/forms/recovery';
import type { FieldErrors } from '@wl/domain/forms/validate';
import { PHONE_RECOVERY_SWITCH } from '@wl/domain/login-options';
import type { Navigation } from '@wl/domain/navigation';
import {
  canSubmitRecovery,
  type RecoveryField,
  type RecoveryInput,
  recoveryMachine,
} from '@wl/domain/recovery-machine';
import { useSelector } from '@xstate/react';
import { useCallback, useRef } from 'react';
import { recoveryActors } from '../actors/accessActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useProvidedActor } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';
import { useSmsCodeButton } from './useSmsCodeButton.ts';

const recovery = (services: AppServices) => recoveryMachine.provide(recoveryActors(services.actorContext));

/**
 * Recovery's actor. Presented as a modal, its "back" (after the e-mail's confirmation, or when the login after a
 * phone reset fails) is `onBack`, the modal closing, instead of a step back through history.
 */
function useRecoveryActor(input: RecoveryInput, onBack?: () => void) {
  const back = useRef(onBack);
  back.current = onBack;
  const inModal = onBack !== undefined;
  const make = useCallback(
    (services: AppServices) =>
      inModal
        ? recoveryMachine.provide({
            ...recoveryActors(services.actorContext),
            actions: {
              navigate: (_: unknown, navigation: Navigation) =>
                'back' in navigation && back.current ? back.current() : services.navigator.go(navigation),
            },
          })
        : recovery(services),
    [inModal],
  );
  return useProvidedActor(make, { input });
}

export type { RecoveryMethod } from '@wl/domain/forms/recovery';

export interface RecoveryFormView {
  method: RecoveryMethod;
  /** The method choice shows only with the merchant's CHNGPASSVERIF3 switch; otherwise e-mail only. */
  phoneEnabled: boolean;
  values: Record<RecoveryField, string>;
  errors: FieldErrors;
  /** The field to focus after a refused submit. */
  firstInvalid?: string;
  /** Submit is enabled once the chosen method's fields validate. */
  canSubmit: boolean;
  submitting: boolean;
  /** The e-mail went out: the confirmation shows (1 s), then the machine goes back. */
  emailSent: boolean;
  /** The gateway's error code of the last attempt (an `errors` catalogue key). */
  error?: string;
  /** The password was set by phone and the session has the new login: the screen closes. */
  loggedIn: boolean;
  sms: { sending: boolean; secondsLeft: number; error?: string };
}

export interface RecoveryFormActions {
  change(field: RecoveryField, value: string): void;
  switchMethod(method: RecoveryMethod): void;
  sendCode(): void;
  submit(): void;
}

/**
 * Forgot password: the domain's recovery machine (by e-mail, or by phone with CHNGPASSVERIF3), with the SMS code
 * button's machine for the phone method, both re-checking filled fields when the language changes. In a modal,
 * `onBack` closes it where the page would go back.
 */
export function useRecoveryForm({ onBack }: { onBack?: () => void } = {}): RecoveryFormView & RecoveryFormActions {
  const services = useAppServices();
  const { switches } = useMerchantSettings();
  const actor = useRecoveryActor(
    {
      merchantCode: services.merchant,
      phoneEnabled: switches[PHONE_RECOVERY_SWITCH] === true,
      defaultDialingCode: DEFAULT_DIALING_CODE,
    },
    onBack,
  );
  useLanguageChanges(actor);

  const view = useSelector(
    actor,
    (snapshot) => ({
      method: snapshot.context.method,
      phoneEnabled: snapshot.context.phoneEnabled,
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      firstInvalid: snapshot.context.firstInvalid,
      canSubmit: canSubmitRecovery(snapshot.context),
      submitting: snapshot.hasTag('loading'),
      emailSent: snapshot.hasTag('success'),
      error: snapshot.context.error,
      loggedIn: snapshot.status === 'done' && snapshot.context.session !== undefined,
    }),
    shallowEqual,
  );
  const { send: sendCode, ...sms } = useSmsCodeButton('recovery', view.values);

  return {
    ...view,
    sms,
    change: (field, value) => actor.send({ type: 'CHANGE', field, value }),
    switchMethod: (method) => actor.send({ type: 'SWITCH_METHOD', method }),
    sendCode,
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
