import { assign, cancel, not, raise, setup } from 'xstate';
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS, REGISTRATION_TYPE } from './constants.ts';
import type { RegisterByMobile, RegisterByUsername } from './contract.ts';
import type { CaptchaImage } from './entities.ts';
import { errorCodeOf, PHONE_PROVIDER_FAILED } from './errorCode.ts';
import {
  CONFIGURABLE_FIELDS,
  type RegisterSettings,
  type RegisterValidation,
  type RegistrationMethod,
  registrationFields,
  registrationSchema,
  registrationTabs,
} from './forms/registrationForm.ts';
import { type FieldErrors, recheckFilled, validate } from './forms/validate.ts';
import type { PhoneCodeCheck, PhoneToken } from './loginMachine.ts';
import { notProvided } from './notProvided.ts';

export type { RegisterByMobile, RegisterByUsername };

/** How the site was opened: the registration payload's registerMethod. */
export type RegisterMethod = RegisterByUsername['registerMethod'];

/** The payload of the method's call, as the contract types it; fields the form does not show or fill are left out. */
export type RegistrationRequest =
  | { method: 'username'; payload: RegisterByUsername }
  | { method: 'mobile'; payload: RegisterByMobile };

/** The text fields the form may send, optional in one payload or the other; each is in both contract shapes. */
const SENT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  ...CONFIGURABLE_FIELDS,
  'captcha',
] as const satisfies readonly (keyof RegisterByUsername & keyof RegisterByMobile)[];
type SentField = (typeof SENT_FIELDS)[number];

export interface RegistrationInput {
  settings: RegisterSettings;
  validation: RegisterValidation;
  registerUrl: string;
  registerMethod: RegisterMethod;
  domain: string;
  /** An affiliate code from the link, and whether it was validated when the page loaded. */
  affiliateCode?: string;
  affiliateCodeValidated: boolean;
  /**
   * Today as an ISO calendar date (YYYY-MM-DD, e.g. `new Date().toISOString().slice(0, 10)`): the birthday range
   * ends with its year. A string, not a Date, so the context stays plain data.
   */
  today: string;
  /**
   * A phone-verification provider checks the SMS code (`verifyPhoneCode`) before registering, and its token goes
   * with the registration; without one, the gateway checks its own code.
   */
  phoneProvider?: boolean;
}

export interface RegistrationContext {
  settings: RegisterSettings;
  validation: RegisterValidation;
  registerUrl: string;
  registerMethod: RegisterMethod;
  domain: string;
  today: string;
  phoneProvider: boolean;
  method: RegistrationMethod;
  values: Record<string, string>;
  disclaimer: boolean;
  affiliateCodeValidated: boolean;
  captchaImage?: string;
  /** Which image the answer is for: the gateway checks the answer against this captcha only. */
  captchaId?: string;
  /** Each checked field: an error, or absent for the success state. */
  errors: FieldErrors;
  checked: string[];
  firstInvalid?: string;
  error?: string;
  /** The provider's token for the code verified on this submit. */
  phoneToken?: string;
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'TOGGLE_DISCLAIMER' }
  | { type: 'SWITCH_METHOD'; method: RegistrationMethod }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'LANGUAGE_CHANGED' }
  /** Raised by the machine itself 200 ms after the last language change. */
  | { type: 'REVALIDATE' }
  | { type: 'SUBMIT' };

/** A field's text: a field never typed in is empty. */
function textOf(context: RegistrationContext, field: string): string {
  return context.values[field] ?? '';
}

function formOf(context: RegistrationContext) {
  // A field the person never touched is empty: an optional one passes, a required one says so.
  const untouched = Object.fromEntries(registrationFields(context, context.method).map((field) => [field, '']));
  return validate(registrationSchema(context, { method: context.method, today: new Date(context.today) }), {
    ...untouched,
    ...context.values,
    disclaimer: context.disclaimer,
  });
}

/** The submit button is enabled only when the form validates, and the form asks for the disclaimer ticked. */
export function canRegister(context: RegistrationContext): boolean {
  return formOf(context).ok;
}

/** A code typed (or changed) after load is checked just before registering. */
function needsAffiliateCheck(context: RegistrationContext): boolean {
  return (
    registrationFields(context, context.method).includes('affiliateCode') &&
    textOf(context, 'affiliateCode').trim() !== '' &&
    !context.affiliateCodeValidated
  );
}

/** With a provider, the code the form asks for is verified by it before the registration goes out. */
function needsPhoneCheck(context: RegistrationContext): boolean {
  return context.phoneProvider && registrationFields(context, context.method).includes('verificationCode');
}

/** The validated form as the method's payload: trimmed where the form trims, passwords exactly as typed. */
function requestOf(context: RegistrationContext): RegistrationRequest {
  // Reached once the form validated (the `ready` guard), so its data is there.
  const { data } = formOf(context) as { data: Record<string, unknown> };
  const fields: { -readonly [field in SentField]?: string } = {};
  // An optional field left empty is left out: the gateway reads an empty one as not given.
  for (const field of SENT_FIELDS) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') fields[field] = value;
  }
  const common = {
    ...fields,
    type: REGISTRATION_TYPE,
    registerUrl: context.registerUrl,
    registerMethod: context.registerMethod,
    domain: context.domain,
    ...(fields.captcha && context.captchaId ? { captchaId: context.captchaId } : {}),
    ...(context.phoneToken === undefined
      ? {}
      : { firebaseChannel: 'sms' as const, firebaseIdToken: context.phoneToken }),
  } as const;
  if (context.method === 'username') {
    const { username, password, confirmPassword } = fields as Record<SentField, string>;
    return { method: 'username', payload: { ...common, username, password, confirmPassword } };
  }
  const { countryDialingCode, mobileNum, verificationCode } = fields as Record<SentField, string>;
  return { method: 'mobile', payload: { ...common, countryDialingCode, mobileNum, verificationCode } };
}

/** Re-checks one field against the whole form, so a field shows its own error or its success state. */
function checkField(context: RegistrationContext, field: string): Pick<RegistrationContext, 'errors' | 'checked'> {
  const { [field]: _previous, ...errors } = context.errors;
  const error = formOf(context).errors[field];
  return {
    errors: error ? { ...errors, [field]: error } : errors,
    checked: context.checked.includes(field) ? context.checked : [...context.checked, field],
  };
}

/**
 * Registration. Username and mobile methods (tabs only when both are enabled, mobile first when it is the only one);
 * the fields and their rules from the gateway's register settings and validation; captcha when the settings ask for
 * it; disclaimer with the merchant's age; the method's payload, typed by the contract, to the `register` actor.
 * Submit reports the first invalid field for focus; an affiliate code not validated at load is checked just before
 * registering ("Invalid invitation code", focus to the field); with a phone-verification provider the SMS code is
 * verified first; a language change re-validates the filled fields after 200 ms; success ends the machine and the
 * dialog closes.
 */
export const registrationMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    fetchCaptcha: notProvided<CaptchaImage, void>('fetchCaptcha'),
    verifyPhoneCode: notProvided<PhoneToken, PhoneCodeCheck>('verifyPhoneCode'),
    checkAffiliateCode: notProvided<{ valid: boolean }, { code: string; domain: string }>('checkAffiliateCode'),
    register: notProvided<void, RegistrationRequest>('register'),
  },
  guards: {
    withCaptcha: ({ context }) => context.settings.captcha,
    ready: ({ context }) => canRegister(context),
    needsAffiliateCheck: ({ context }) => needsAffiliateCheck(context),
    needsPhoneCheck: ({ context }) => needsPhoneCheck(context),
  },
  actions: {
    revalidateFilled: assign(({ context }) => {
      // The disclaimer is checked each time it is ticked, so its error is never stale.
      const filled = registrationFields(context, context.method).filter((field) => textOf(context, field) !== '');
      return { errors: recheckFilled(context.errors, formOf(context), filled) };
    }),
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      return { errors: result.errors, firstInvalid: result.firstInvalid };
    }),
  },
  delays: {
    revalidate: LANGUAGE_REVALIDATION_DEBOUNCE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #registration
  id: 'registration',
  context: ({ input }) => ({
    settings: input.settings,
    validation: input.validation,
    registerUrl: input.registerUrl,
    registerMethod: input.registerMethod,
    domain: input.domain,
    today: input.today,
    phoneProvider: input.phoneProvider ?? false,
    method: registrationTabs(input.settings).initial,
    values: { countryDialingCode: input.settings.defaultDialingCode, affiliateCode: input.affiliateCode ?? '' },
    disclaimer: false,
    affiliateCodeValidated: input.affiliateCodeValidated,
    errors: {},
    checked: [],
  }),
  initial: 'starting',
  on: {
    // Debounced: each change restarts the wait, so only the last one re-validates.
    LANGUAGE_CHANGED: {
      actions: [cancel('revalidate'), raise({ type: 'REVALIDATE' }, { id: 'revalidate', delay: 'revalidate' })],
    },
    REVALIDATE: { actions: 'revalidateFilled' },
  },
  states: {
    starting: {
      always: [{ guard: 'withCaptcha', target: 'loadingCaptcha' }, { target: 'editing' }],
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
    editing: {
      // A provider's token is good for the one attempt it was verified for.
      entry: assign({ phoneToken: undefined }),
      on: {
        CHANGE: {
          actions: [
            assign(({ context, event }) => ({
              values: { ...context.values, [event.field]: event.value },
              error: undefined,
              // A code changed after load must be checked again before registering.
              affiliateCodeValidated: event.field === 'affiliateCode' ? false : context.affiliateCodeValidated,
            })),
            assign(({ context, event }) => checkField(context, event.field)),
          ],
        },
        TOGGLE_DISCLAIMER: {
          actions: [
            assign(({ context }) => ({ disclaimer: !context.disclaimer })),
            assign(({ context }) => checkField(context, 'disclaimer')),
          ],
        },
        SWITCH_METHOD: {
          guard: ({ context, event }) => registrationTabs(context.settings).methods.includes(event.method),
          actions: assign(({ event }) => ({ method: event.method, errors: {}, checked: [], firstInvalid: undefined })),
        },
        REFRESH_CAPTCHA: { guard: 'withCaptcha', target: 'loadingCaptcha' },
        SUBMIT: [
          { guard: not('ready'), actions: 'reportInvalid' },
          { guard: 'needsPhoneCheck', target: 'verifyingPhone' },
          { guard: 'needsAffiliateCheck', target: 'checkingAffiliate' },
          { target: 'registering' },
        ],
      },
    },
    verifyingPhone: {
      tags: ['loading'],
      invoke: {
        src: 'verifyPhoneCode',
        input: ({ context }) => ({
          countryDialingCode: textOf(context, 'countryDialingCode'),
          mobileNum: textOf(context, 'mobileNum').trim(),
          code: textOf(context, 'verificationCode').trim(),
        }),
        onDone: [
          {
            guard: 'needsAffiliateCheck',
            target: 'checkingAffiliate',
            actions: assign(({ event }) => ({ phoneToken: event.output.idToken })),
          },
          { target: 'registering', actions: assign(({ event }) => ({ phoneToken: event.output.idToken })) },
        ],
        // The provider failed: the loading state goes and the form is back, with the provider's message.
        onError: { target: 'editing', actions: assign({ error: PHONE_PROVIDER_FAILED }) },
      },
    },
    checkingAffiliate: {
      tags: ['loading'],
      invoke: {
        src: 'checkAffiliateCode',
        input: ({ context }) => ({ code: textOf(context, 'affiliateCode').trim(), domain: context.domain }),
        onDone: [
          {
            guard: ({ event }) => event.output.valid,
            target: 'registering',
            actions: assign({ affiliateCodeValidated: true }),
          },
          {
            target: 'editing',
            actions: assign(({ context }) => ({
              errors: { ...context.errors, affiliateCode: { key: 'affiliate.invalid' } },
              firstInvalid: 'affiliateCode',
            })),
          },
        ],
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    registering: {
      tags: ['loading'],
      invoke: {
        src: 'register',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'registered' },
        onError: [
          // A captcha is single use: a failed attempt needs a new one.
          {
            guard: 'withCaptcha',
            target: 'loadingCaptcha',
            actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })),
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
        ],
      },
    },
    registered: { type: 'final' },
  },
});
