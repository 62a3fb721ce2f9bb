import { assign, cancel, raise, setup } from 'xstate';
import { LANGUAGE_REVALIDATION_DEBOUNCE_MS, type SessionType, TOAST_MS } from './constants.ts';
import type { FieldRule } from './contract.ts';
import { errorCodeOf, loggedInAgain } from './errorCode.ts';
import {
  type NameField,
  type SecurityChange,
  type SecurityField,
  type SecurityForm,
  securityFields,
  securityFormSchema,
} from './forms/securityForms.ts';
import { type FieldErrors, recheckFilled, validate } from './forms/validate.ts';
import { type Navigation, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import type { SecurityProfile } from './securityCentre.ts';

/** What the security centre's list shows: the member's info and whether a payment password is set. */
export interface SecurityOverview {
  profile: SecurityProfile;
  hasPaymentPassword: boolean;
}

export interface SecurityCentreContext {
  overview?: SecurityOverview;
  /** The error code of the last failed load (an `errors` catalogue key). */
  error?: string;
}

/**
 * The security centre's list: the member's info and payment-password state are read when the page opens, so a
 * change made on one of its forms shows on return; a failure keeps the error code until the person tries again.
 */
export const securityCentreMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as SecurityCentreContext,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    loadOverview: notProvided<SecurityOverview, void>('loadOverview'),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #securityCentre
  id: 'securityCentre',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadOverview',
        onDone: { target: 'shown', actions: assign(({ event }) => ({ overview: event.output, error: undefined })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    shown: {},
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});

/** What a form must know before it opens: a name's rule (the merchant's registration rule), or whether a payment password is set. */
export type SecurityFormNeed = { need: 'fieldRule'; field: NameField } | { need: 'paymentPasswordState' };

export interface SecurityFormPreparation {
  rule?: FieldRule;
  hasPaymentPassword?: boolean;
}

/** A form's need before it opens; none for the e-mail and the reset. */
export function securityFormNeed(form: SecurityForm): SecurityFormNeed | undefined {
  if (form === 'nickname' || form === 'payeeName') return { need: 'fieldRule', field: form };
  return form === 'paymentPassword' ? { need: 'paymentPasswordState' } : undefined;
}

export interface SecurityFormInput {
  form: SecurityForm;
  /** The value the field opens with (the current nickname), if any. */
  initial?: string;
  /** Where the person goes once the change is saved: back to the list. */
  leave: Navigation;
}

export interface SecurityFormContext {
  form: SecurityForm;
  rule?: FieldRule;
  hasPaymentPassword: boolean;
  values: Partial<Record<SecurityField, string>>;
  errors: FieldErrors;
  firstInvalid?: string;
  /** The error code of the last failed call (an `errors` catalogue key). */
  error?: string;
  leave: Navigation;
}

export type SecurityFormEvent =
  | { type: 'CHANGE'; field: SecurityField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** The interface language changed: the filled fields are checked again once it settles. */
  | { type: 'LANGUAGE_CHANGED' }
  /** Raised by the machine itself 200 ms after the last language change. */
  | { type: 'REVALIDATE' }
  /** A login, logout or expiry changed the session (its type, none once it ended). */
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

/** The fields the form shows, each with what was typed (empty until then). */
export function securityFormValues(
  context: Pick<SecurityFormContext, 'form' | 'hasPaymentPassword' | 'values'>,
): Record<SecurityField, string> {
  const shown = securityFields(context.form, context.hasPaymentPassword);
  return Object.fromEntries(shown.map((field) => [field, context.values[field] ?? ''])) as Record<
    SecurityField,
    string
  >;
}

function formOf(context: SecurityFormContext) {
  const schema = securityFormSchema(context.form, {
    rule: context.rule,
    hasPaymentPassword: context.hasPaymentPassword,
  });
  return validate(schema, securityFormValues(context));
}

/**
 * One of the security centre's forms: it first learns what it needs (`prepareForm`: a name's rule, or whether a
 * payment password is set), then checks the fields with the domain's rule on submit, sends the change (`saveChange`),
 * shows the success for 1,000 ms (`TOAST_MS.success`) and leaves for the list. A refused field or a failed call
 * keeps everything typed; the call's error code is kept until the next change, or, for a session the gateway ended,
 * until the member has logged in again (SESSION_CHANGED with a session; a form that could not learn what it needs
 * asks again then). A language change checks the filled fields again after 200 ms.
 */
export const securityFormMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as SecurityFormContext,
    events: {} as SecurityFormEvent,
    input: {} as SecurityFormInput,
  },
  actors: {
    prepareForm: notProvided<SecurityFormPreparation, SecurityFormNeed>('prepareForm'),
    saveChange: notProvided<void, SecurityChange>('saveChange'),
  },
  guards: {
    prepared: ({ context }) => securityFormNeed(context.form) === undefined,
    formValid: ({ context }) => formOf(context).ok,
  },
  actions: {
    navigate: navigateNotProvided,
    reportInvalid: assign(({ context }) => {
      const result = formOf(context);
      return { errors: result.errors, firstInvalid: result.firstInvalid };
    }),
    revalidateFilled: assign(({ context }) => {
      const values = securityFormValues(context);
      const filled = Object.keys(values).filter((field) => values[field as SecurityField] !== '');
      return { errors: recheckFilled(context.errors, formOf(context), filled) };
    }),
  },
  delays: {
    saved: TOAST_MS.success,
    revalidate: LANGUAGE_REVALIDATION_DEBOUNCE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #securityForm
  id: 'securityForm',
  context: ({ input }) => ({
    form: input.form,
    hasPaymentPassword: false,
    values: input.initial === undefined ? {} : { [input.form]: input.initial },
    errors: {},
    leave: input.leave,
  }),
  initial: 'opening',
  on: {
    // Debounced: each change restarts the wait, so only the last one re-validates.
    LANGUAGE_CHANGED: {
      actions: [cancel('revalidate'), raise({ type: 'REVALIDATE' }, { id: 'revalidate', delay: 'revalidate' })],
    },
    REVALIDATE: { actions: 'revalidateFilled' },
  },
  states: {
    opening: {
      always: [{ guard: 'prepared', target: 'editing' }, { target: 'preparing' }],
    },
    preparing: {
      tags: ['loading'],
      invoke: {
        src: 'prepareForm',
        input: ({ context }) => securityFormNeed(context.form) as SecurityFormNeed,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            rule: event.output.rule,
            hasPaymentPassword: event.output.hasPaymentPassword === true,
            error: undefined,
          })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'preparing' },
        // What the form needs is asked again once the member has logged in again.
        SESSION_CHANGED: { guard: loggedInAgain, target: 'preparing' },
      },
    },
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
          { guard: 'formValid', target: 'saving', actions: assign({ errors: {}, firstInvalid: undefined }) },
          { actions: 'reportInvalid' },
        ],
      },
    },
    saving: {
      tags: ['loading'],
      invoke: {
        src: 'saveChange',
        // Entered only from a valid form (the formValid guard), so the validation has its data.
        input: ({ context }) =>
          ({ form: context.form, payload: (formOf(context) as { data: unknown }).data }) as SecurityChange,
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    saved: {
      tags: ['success'],
      after: {
        saved: { target: 'done', actions: { type: 'navigate', params: ({ context }) => context.leave } },
      },
    },
    done: { type: 'final' },
  },
});
