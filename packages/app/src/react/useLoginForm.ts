import { DEFAULT_DIALING_CODE } from '@wl/domain/dialing-codes';
import type { RememberedLogin } from '@wl/domain/entities';
import type { FieldErrors } from '@wl/domain/forms/validate';
import type { LoginField, LoginValues } from '@wl/domain/login-machine';
import { type LoginInput, loginMachine } from '@wl/domain/login-machine';
import type { LoginSide } from '@wl/domain/roles';
import { useSelector } from '@xstate/react';
import { loginActors } from '../actors/accessActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useProvidedActor } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';
import { useSmsCodeButton } from './useSmsCodeButton.ts';

const login = (services: AppServices) => loginMachine.provide(loginActors(services.actorContext));
const useLoginActor = (input: LoginInput) => useProvidedActor(login, { input });

export interface LoginFormView {
  method: 'username' | 'sms';
  /** The mobile tab shows only with the merchant's mobile-code-login setting. */
  smsLoginEnabled: boolean;
  values: LoginValues;
  errors: FieldErrors;
  /** The field to focus after a refused submit. */
  firstInvalid?: string;
  rememberMe: boolean;
  captchaRequired: boolean;
  captchaImage?: string;
  captchaLoading: boolean;
  submitting: boolean;
  /** The gateway's error code of the last attempt (an `errors` catalogue key). */
  error?: string;
  /** The login went through and the session has it: the popup or screen closes. */
  done: boolean;
  sms: { sending: boolean; secondsLeft: number; error?: string };
}

export interface LoginFormActions {
  change(field: LoginField, value: string): void;
  switchMethod(method: 'username' | 'sms'): void;
  toggleRemember(): void;
  refreshCaptcha(): void;
  sendCode(): void;
  submit(): void;
}

/**
 * The login form of either side (member or agent): the domain's login machine, with the SMS code button's own
 * machine for the mobile tab, both re-checking filled fields when the language changes. `remembered` is the record
 * read before the form opened.
 */
export function useLoginForm(side: LoginSide, remembered?: RememberedLogin): LoginFormView & LoginFormActions {
  const services = useAppServices();
  const { settings } = useMerchantSettings();
  const actor = useLoginActor({
    side,
    merchantCode: services.merchant,
    smsLoginEnabled: settings.mobileCodeLogin,
    defaultDialingCode: DEFAULT_DIALING_CODE,
    ...(remembered ? { remembered } : {}),
  });
  useLanguageChanges(actor);

  const view = useSelector(
    actor,
    (snapshot) => ({
      method: snapshot.context.method,
      smsLoginEnabled: snapshot.context.smsLoginEnabled,
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      firstInvalid: snapshot.context.firstInvalid,
      rememberMe: snapshot.context.rememberMe,
      captchaRequired: snapshot.context.captchaRequired,
      captchaImage: snapshot.context.captchaImage,
      captchaLoading: snapshot.matches('loadingCaptcha'),
      submitting: snapshot.hasTag('loading'),
      error: snapshot.context.error,
      done: snapshot.status === 'done',
    }),
    shallowEqual,
  );
  const { send: sendCode, ...sms } = useSmsCodeButton('login', view.values);

  return {
    ...view,
    sms,
    change: (field, value) => actor.send({ type: 'CHANGE', field, value }),
    switchMethod: (method) => actor.send({ type: 'SWITCH_METHOD', method }),
    toggleRemember: () => actor.send({ type: 'TOGGLE_REMEMBER' }),
    refreshCaptcha: () => actor.send({ type: 'REFRESH_CAPTCHA' }),
    sendCode,
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
