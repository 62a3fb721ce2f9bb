import { assign, setup } from 'xstate';
import { SMS_COUNTDOWN_INITIAL_SECONDS, SMS_TICK_MS } from './constants.ts';
import type { SmsRequest, SmsValue } from './contract.ts';
import { errorCodeOf } from './errorCode.ts';
import { smsRequestSchema } from './forms/loginForm.ts';
import { validate } from './forms/validate.ts';
import { notProvided } from './notProvided.ts';

/** What the send-code call takes and answers (expirationTime: milliseconds since the epoch), as the contract types it. */
export type SmsCodeRequest = Pick<SmsRequest, 'mobileNum' | 'countryDialingCode'>;
export type SmsCodeResponse = SmsValue;

export interface SmsCodeInput {
  countryDialingCode: string;
}

/** Plain data only, so a persisted snapshot restores as it was. */
export interface SmsCodeContext {
  countryDialingCode: string;
  mobileNum: string;
  /** The server's expiry of the code sent last, in milliseconds since the epoch. */
  expiresAt: number;
  secondsLeft: number;
  /** A `forms` key when the number is not valid, else the gateway's error code of the last send. */
  error?: string;
}

export type SmsCodeEvent = { type: 'CHANGE'; mobileNum: string; countryDialingCode?: string } | { type: 'SEND' };

/** Seconds left until the server's expiry, rounded up so the button never shows 0 while still disabled. */
export function secondsUntil(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/**
 * The SMS code button: enabled, then sending (the in_sms_sending text), then a countdown to the server's expiry
 * (first shown as 60, re-checked every 500 ms), then enabled again. It does not send until the number is valid. The
 * time is read through the injected `readClock` at each check, never by the machine, and never kept as a function.
 */
export const smsCodeMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; XState ignores `types` at run time
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
  },
  actors: {
    sendSmsCode: notProvided<SmsCodeResponse, SmsCodeRequest>('sendSmsCode'),
    /** The current time in milliseconds since the epoch. */
    readClock: notProvided<number, void>('readClock'),
  },
  guards: {
    numberValid: ({ context }) => validate(smsRequestSchema, context).ok,
  },
  actions: {
    reportInvalidNumber: assign(({ context }) => {
      const result = validate(smsRequestSchema, context);
      // Stryker disable next-line OptionalChaining: runs only for an invalid number, so one of the two has an error
      return { error: (result.errors.mobileNum ?? result.errors.countryDialingCode)?.key };
    }),
  },
  delays: {
    tick: SMS_TICK_MS,
  },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    countryDialingCode: input.countryDialingCode,
    mobileNum: '',
    expiresAt: 0,
    secondsLeft: 0,
  }),
  initial: 'enabled',
  on: {
    // The number can change while the countdown runs: the next send goes to the number shown.
    CHANGE: {
      actions: assign(({ event }) => ({
        mobileNum: event.mobileNum,
        error: undefined,
        ...(event.countryDialingCode === undefined ? {} : { countryDialingCode: event.countryDialingCode }),
      })),
    },
  },
  states: {
    enabled: {
      on: {
        SEND: [{ guard: 'numberValid', target: 'sending' }, { actions: 'reportInvalidNumber' }],
      },
    },
    sending: {
      tags: ['in_sms_sending'],
      invoke: {
        src: 'sendSmsCode',
        input: ({ context }) => ({
          mobileNum: context.mobileNum.trim(),
          countryDialingCode: context.countryDialingCode,
        }),
        onDone: {
          target: 'countingDown',
          actions: assign(({ event }) => ({
            expiresAt: event.output.expirationTime,
            secondsLeft: SMS_COUNTDOWN_INITIAL_SECONDS,
          })),
        },
        onError: { target: 'enabled', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    countingDown: {
      tags: ['in_sms_send'],
      initial: 'waiting',
      states: {
        waiting: {
          after: { tick: { target: 'checking' } },
        },
        checking: {
          invoke: {
            src: 'readClock',
            onDone: [
              {
                guard: ({ context, event }) => secondsUntil(context.expiresAt, event.output) === 0,
                target: '#smsCode.enabled',
                actions: assign({ secondsLeft: 0 }),
              },
              {
                target: 'waiting',
                actions: assign(({ context, event }) => ({
                  secondsLeft: secondsUntil(context.expiresAt, event.output),
                })),
              },
            ],
            // A clock that cannot be read leaves the count as it was until the next check.
            onError: { target: 'waiting' },
          },
        },
      },
    },
  },
});
