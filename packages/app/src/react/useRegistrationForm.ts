import { fetchRegisterSettings, fetchRegisterValidation } from '@wl/api/registration';
import {
  CONFIGURABLE_FIELDS,
  type RegistrationConfig,
  type RegistrationFormField,
  type RegistrationMethod,
  registrationFields,
  registrationTabs,
} from '@wl/domain/forms/registration';
import type { FieldErrors } from '@wl/domain/forms/validate';
import { birthdayBounds, registerMethodOf, registrationLink } from '@wl/domain/registration-flow';
import {
  canRegister,
  type RegistrationEvent,
  type RegistrationInput,
  registrationMachine,
} from '@wl/domain/registration-machine';
import { useSelector } from '@xstate/react';
import { use, useEffect, useRef, useState } from 'react';
import { registrationActors } from '../actors/accessActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { unwrap } from '../services/failure.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useProvidedActor } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';
import { useSmsCodeButton } from './useSmsCodeButton.ts';

const registration = (services: AppServices) => registrationMachine.provide(registrationActors(services.actorContext));
const useRegistrationActor = (input: RegistrationInput) => useProvidedActor(registration, { input });

const NOTHING_TYPED = { values: {}, toggles: 0 };

const configs = new WeakMap<AppServices, Promise<RegistrationConfig>>();

/**
 * The gateway's registration settings and field rules, read once per page and shared by every visit to the form. A
 * failure is not kept, so the route's retry asks again.
 */
function readRegistrationConfig(services: AppServices): Promise<RegistrationConfig> {
  let pending = configs.get(services);
  if (!pending) {
    const loading = Promise.all([
      unwrap(fetchRegisterSettings(services.clients)),
      unwrap(fetchRegisterValidation(services.clients)),
    ]).then(([settings, validation]) => ({ settings, validation }));
    loading.catch(() => configs.delete(services));
    configs.set(services, loading);
    pending = loading;
  }
  return pending;
}

/** What the page was opened from and as: the payload's registerUrl, domain and registerMethod, and a link's code. */
function pageInput(): Pick<RegistrationInput, 'registerUrl' | 'domain' | 'registerMethod' | 'affiliateCode'> {
  const { host, hostname, search } = window.location;
  const { affiliateCode } = registrationLink(search);
  return {
    registerUrl: host,
    domain: hostname,
    registerMethod: registerMethodOf({
      // No operator app wraps this build; an app that does passes its own marker here.
      nativeApp: false,
      iosWebClip: (navigator as Navigator & { standalone?: boolean }).standalone === true,
      standalone: window.matchMedia('(display-mode: standalone)').matches,
    }),
    ...(affiliateCode ? { affiliateCode } : {}),
  };
}

export interface RegistrationFormView {
  /** The methods the merchant offers; tabs only when it offers both. */
  methods: RegistrationMethod[];
  tabs: boolean;
  method: RegistrationMethod;
  /** The fields the form shows for the method, in display order; the disclaimer is last. */
  fields: RegistrationFormField[];
  /** Shown fields the person may leave empty. */
  optional: readonly string[];
  values: Record<string, string>;
  /** The first failure of each checked field, as a `forms` key. */
  errors: FieldErrors;
  /** Fields checked without an error: they show their success state. */
  passed: readonly string[];
  disclaimer: boolean;
  /** The merchant's age, which the disclaimer states. */
  ageThreshold: number;
  /** The birthday picker's range (YYYY-MM-DD). */
  birthday: { min: string; max: string };
  captchaImage?: string;
  captchaLoading: boolean;
  /** The form validates and the disclaimer is ticked: the submit button reads as enabled. */
  ready: boolean;
  submitting: boolean;
  /** The gateway's error code of the last attempt (an `errors` catalogue key). */
  error?: string;
  /** A refused submit asks for this field to be focused; `request` changes with every refusal. */
  focus?: { field: string; request: number };
  /** Registered: the screen closes. */
  done: boolean;
  /** A session was opened for the new account (else the person logs in by hand). */
  loggedIn: boolean;
  sms: { sending: boolean; secondsLeft: number; error?: string };
}

export interface RegistrationFormActions {
  change(field: string, value: string): void;
  toggleDisclaimer(): void;
  switchMethod(method: RegistrationMethod): void;
  refreshCaptcha(): void;
  sendCode(): void;
  submit(): void;
}

/**
 * The registration form: the domain's registration machine over the gateway's settings and field rules (which it
 * suspends for), with the SMS code button's own machine, re-checking filled fields when the language changes. A
 * registration that went through has logged the person in where it could (`loggedIn`).
 */
export function useRegistrationForm(): RegistrationFormView & RegistrationFormActions {
  const services = useAppServices();
  const config = use(readRegistrationConfig(services));
  const actor = useRegistrationActor({
    ...config,
    ...pageInput(),
    // A code from a link is checked just before registering, like one typed in.
    affiliateCodeValidated: false,
    today: new Date().toISOString().slice(0, 10),
  });
  const initialCode = actor.getSnapshot().context.values.countryDialingCode ?? config.settings.defaultDialingCode;
  useLanguageChanges(actor);

  const view = useSelector(
    actor,
    (snapshot) => {
      const { context } = snapshot;
      return {
        method: context.method,
        values: context.values,
        errors: context.errors,
        checked: context.checked,
        disclaimer: context.disclaimer,
        captchaImage: context.captchaImage,
        captchaLoading: snapshot.matches('loadingCaptcha'),
        ready: canRegister(context),
        submitting: snapshot.hasTag('loading'),
        error: context.error,
        done: snapshot.status === 'done',
      };
    },
    shallowEqual,
  );
  // The session actor took the login (if any) before the registration ended: it is storing or active by now.
  const loggedIn = useSelector(
    services.session,
    (snapshot) => snapshot.hasTag('loggedIn') || snapshot.matches('storing'),
  );
  // The code button sends to the number and code the form shows.
  const { send: sendCode, ...sms } = useSmsCodeButton('register', {
    mobileNum: view.values.mobileNum ?? '',
    countryDialingCode: view.values.countryDialingCode ?? initialCode,
  });

  const { settings, validation } = config;
  const tabs = registrationTabs(settings);
  const fields = registrationFields(config, view.method);

  // The field a refusal focuses: the first with an error in the order the form shows them. (The machine's own
  // firstInvalid names a failed confirmation after every other failed field, whatever its place in the form.)
  const [focus, setFocus] = useState<{ field: string; request: number }>();
  const focusFirstInvalid = () => {
    const { context } = actor.getSnapshot();
    const shown = registrationFields(config, context.method);
    const field = shown.find((name) => context.errors[name]) ?? context.firstInvalid;
    if (field) setFocus((last) => ({ field, request: (last?.request ?? 0) + 1 }));
  };

  // While a captcha image loads, the machine takes no edits: what the person types (or a password manager fills)
  // then waits here and goes in once the image is there, so nothing typed is lost.
  // Until then the fields show what was typed, so the next keystroke builds on it.
  const waiting = useRef<RegistrationEvent[]>([]);
  const [typed, setTyped] = useState<{ values: Record<string, string>; toggles: number }>(NOTHING_TYPED);
  const deliver = (event: RegistrationEvent) => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('loadingCaptcha')) {
      waiting.current.push(event);
      if (event.type === 'CHANGE') {
        setTyped((last) => ({ ...last, values: { ...last.values, [event.field]: event.value } }));
      } else if (event.type === 'TOGGLE_DISCLAIMER') setTyped((last) => ({ ...last, toggles: last.toggles + 1 }));
      return;
    }
    actor.send(event);
    // A form that does not validate is refused at once, naming its first invalid field.
    if (event.type === 'SUBMIT' && actor.getSnapshot().matches('editing') && actor.getSnapshot().context.firstInvalid) {
      focusFirstInvalid();
    }
  };

  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      const after = previous;
      previous = snapshot;
      if (!snapshot.matches('editing')) return;
      // A refusal found by a call (an unknown affiliate code) focuses its field once the check is over.
      const field = snapshot.context.firstInvalid;
      if (after.hasTag('loading') && field && snapshot.context.errors[field]) focusFirstInvalid();
      const waited = waiting.current.splice(0);
      if (waited.length === 0) return;
      setTyped(NOTHING_TYPED);
      for (const event of waited) deliver(event);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // A member's invitation link names them as the referrer, where the form asks for one.
  useEffect(() => {
    const { recommenderId } = registrationLink(window.location.search);
    const { context } = actor.getSnapshot();
    if (
      recommenderId &&
      !context.values.recommenderId &&
      registrationFields(config, context.method).includes('recommenderId')
    ) {
      deliver({ type: 'CHANGE', field: 'recommenderId', value: recommenderId });
    }
  }, [actor, config]);
  return {
    methods: tabs.methods,
    tabs: tabs.tabs,
    method: view.method,
    fields,
    optional: CONFIGURABLE_FIELDS.filter((field) => fields.includes(field) && !validation[field]?.required),
    values: { ...view.values, ...typed.values },
    errors: view.errors,
    passed: view.checked.filter((field) => !view.errors[field]),
    disclaimer: typed.toggles % 2 === 1 ? !view.disclaimer : view.disclaimer,
    ageThreshold: settings.ageThreshold,
    birthday: birthdayBounds(actor.getSnapshot().context.today),
    ...(view.captchaImage === undefined ? {} : { captchaImage: view.captchaImage }),
    captchaLoading: view.captchaLoading,
    ready: view.ready,
    submitting: view.submitting,
    ...(view.error === undefined ? {} : { error: view.error }),
    ...(focus ? { focus } : {}),
    done: view.done,
    loggedIn,
    sms,
    change: (field, value) => deliver({ type: 'CHANGE', field, value }),
    toggleDisclaimer: () => deliver({ type: 'TOGGLE_DISCLAIMER' }),
    switchMethod: (method) => deliver({ type: 'SWITCH_METHOD', method }),
    refreshCaptcha: () => actor.send({ type: 'REFRESH_CAPTCHA' }),
    sendCode,
    submit: () => deliver({ type: 'SUBMIT' }),
  };
}
