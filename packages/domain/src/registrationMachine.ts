import { and, assign, not, setup } from 'xstate';
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS, REGISTRATION_TYPE } from './constants.ts';
import type { RegisterByMobile, RegisterByUsername } from './contract.ts';
import type { CaptchaImage } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
import {
  CONFIGURABLE_FIELDS,
  type RegisterSettings,
  type RegisterValidation,
  type RegistrationMethod,
  registrationFields,
  registrationSchema,
  registrationTabs,
} from './forms/registrationForm.ts';
import { type FieldErrors, validate } from './forms/validate.ts';
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
  /** Today, for the birthday range; time is passed in. */
  today: Date;
}

export interface RegistrationContext {
  settings: RegisterSettings;
  validation: RegisterValidation;
  registerUrl: string;
  registerMethod: RegisterMethod;
  domain: string;
  today: Date;
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
}

export type RegistrationEvent =
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'TOGGLE_DISCLAIMER' }
  | { type: 'SWITCH_METHOD'; method: RegistrationMethod }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'LANGUAGE_CHANGED' }
  | { type: 'SUBMIT' };

function formOf(context: RegistrationContext) {
  // A field the person never touched is empty: an optional one passes, a required one says so.
  const shown = registrationFields(context, context.method).filter((field) => field !== 'disclaimer');
  const untouched = Object.fromEntries(shown.map((field) => [field, '']));
  return validate(registrationSchema(context, { method: context.method, today: context.today }), {
    ...untouched,
    ...context.values,
    disclaimer: context.disclaimer,
  });
}

/** The submit button is enabled only when the form validates and the disclaimer is ticked. */
export function canRegister(context: RegistrationContext): boolean {
  return context.disclaimer && formOf(context).ok;
}

/** A code typed (or changed) after load is checked just before registering. */
function needsAffiliateCheck(context: RegistrationContext): boolean {
  return (
    registrationFields(context, context.method).includes('affiliateCode') &&
    (context.values.affiliateCode ?? '').trim() !== '' &&
    !context.affiliateCodeValidated
  );
}

/** The validated form as the method's payload: trimmed where the form trims, passwords exactly as typed. */
function requestOf(context: RegistrationContext): RegistrationRequest {
  const result = formOf(context);
  const data: Record<string, unknown> = result.ok ? (result.data as Record<string, unknown>) : {};
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
  } as const;
  if (context.method === 'username') {
    const { username = '', password = '', confirmPassword = '' } = fields;
    return { method: 'username', payload: { ...common, username, password, confirmPassword } };
  }
  const { countryDialingCode = '', mobileNum = '', verificationCode = '' } = fields;
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
 * registering ("Invalid invitation code", focus to the field); a language change re-validates the filled fields
 * after 200 ms; success ends the machine and the dialog closes.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    fetchCaptcha: notProvided<CaptchaImage, void>('fetchCaptcha'),
    checkAffiliateCode: notProvided<{ valid: boolean }, { code: string; domain: string }>('checkAffiliateCode'),
    register: notProvided<void, RegistrationRequest>('register'),
  },
  guards: {
    withCaptcha: ({ context }) => context.settings.captcha,
    ready: ({ context }) => canRegister(context),
    needsAffiliateCheck: ({ context }) => needsAffiliateCheck(context),
    methodAvailable: ({ context, event }) =>
      event.type === 'SWITCH_METHOD' && registrationTabs(context.settings).methods.includes(event.method),
  },
  actions: {
    revalidateFilled: assign(({ context }) => {
      const result = formOf(context);
      const filled = registrationFields(context, context.method).filter((field) =>
        field === 'disclaimer' ? context.checked.includes(field) : (context.values[field] ?? '') !== '',
      );
      const errors: FieldErrors = {};
      for (const field of filled) if (result.errors[field]) errors[field] = result.errors[field];
      return { errors };
    }),
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      const errors = { ...result.errors };
      if (!context.disclaimer)
        errors.disclaimer ??= { key: 'disclaimer.required', values: { age: context.settings.ageThreshold } };
      return { errors, firstInvalid: result.ok ? 'disclaimer' : result.firstInvalid };
    }),
  },
  delays: {
    revalidate: LANGUAGE_REVALIDATION_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    settings: input.settings,
    validation: input.validation,
    registerUrl: input.registerUrl,
    registerMethod: input.registerMethod,
    domain: input.domain,
    today: input.today,
    method: registrationTabs(input.settings).initial,
    values: { countryDialingCode: input.settings.defaultDialingCode, affiliateCode: input.affiliateCode ?? '' },
    disclaimer: false,
    affiliateCodeValidated: input.affiliateCodeValidated,
    errors: {},
    checked: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'withCaptcha', target: 'loadingCaptcha' }, { target: 'editing' }],
    },
    loadingCaptcha: {
      entry: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({ captchaImage: event.output.image, captchaId: event.output.captchaId })),
        },
        onError: { target: 'editing' },
      },
    },
    editing: {
      initial: 'idle',
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
          guard: 'methodAvailable',
          actions: assign(({ event }) => ({ method: event.method, errors: {}, checked: [], firstInvalid: undefined })),
        },
        REFRESH_CAPTCHA: { guard: 'withCaptcha', target: 'loadingCaptcha' },
        LANGUAGE_CHANGED: { target: '.revalidating' },
        SUBMIT: [
          { guard: not('ready'), actions: 'reportInvalid' },
          { guard: and(['ready', 'needsAffiliateCheck']), target: 'checkingAffiliate' },
          { target: 'registering' },
        ],
      },
      states: {
        idle: {},
        revalidating: {
          after: { revalidate: { target: 'idle', actions: 'revalidateFilled' } },
        },
      },
    },
    checkingAffiliate: {
      tags: ['loading'],
      invoke: {
        id: 'checkAffiliateCode',
        src: 'checkAffiliateCode',
        input: ({ context }) => ({ code: (context.values.affiliateCode ?? '').trim(), domain: context.domain }),
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
        id: 'register',
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
