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
  /** The clock, injected so that the countdown can be tested and never reads the time itself. */
  now: () => number;
}

export interface SmsCodeContext {
  countryDialingCode: string;
  mobileNum: string;
  now: () => number;
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
 * (first shown as 60, re-checked every 500 ms), then enabled again. It does not send until the number is valid.
 */
export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
  },
  actors: {
    sendSmsCode: notProvided<SmsCodeResponse, SmsCodeRequest>('sendSmsCode'),
  },
  guards: {
    numberValid: ({ context }) => validate(smsRequestSchema, context).ok,
    expired: ({ context }) => secondsUntil(context.expiresAt, context.now()) === 0,
  },
  actions: {
    change: assign(({ event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        mobileNum: event.mobileNum,
        error: undefined,
        ...(event.countryDialingCode === undefined ? {} : { countryDialingCode: event.countryDialingCode }),
      };
    }),
    reportInvalidNumber: assign(({ context }) => {
      const result = validate(smsRequestSchema, context);
      return { error: result.ok ? undefined : (result.errors.mobileNum ?? result.errors.countryDialingCode)?.key };
    }),
    tick: assign(({ context }) => ({ secondsLeft: secondsUntil(context.expiresAt, context.now()) })),
  },
  delays: {
    tick: SMS_TICK_MS,
  },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({
    countryDialingCode: input.countryDialingCode,
    mobileNum: '',
    now: input.now,
    expiresAt: 0,
    secondsLeft: 0,
  }),
  initial: 'enabled',
  states: {
    enabled: {
      on: {
        CHANGE: { actions: 'change' },
        SEND: [{ guard: 'numberValid', target: 'sending' }, { actions: 'reportInvalidNumber' }],
      },
    },
    sending: {
      tags: ['in_sms_sending'],
      invoke: {
        id: 'sendSmsCode',
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
      after: {
        tick: [
          { guard: 'expired', target: 'enabled', actions: assign({ secondsLeft: 0 }) },
          { target: 'countingDown', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});
