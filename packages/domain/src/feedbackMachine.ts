import { assign, setup } from 'xstate';
import { type SessionType, TOAST_MS } from './constants.ts';
import { errorCodeOf } from './errorCode.ts';
import { feedbackSchema, type ImageAttachment } from './forms/contentForms.ts';
import { type FieldError, validate } from './forms/validate.ts';
import { TRIAL_FORBIDDEN } from './gameLaunch.ts';
import { LOGIN_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import { keepImages } from './promotionDetailMachine.ts';
import { isTrial } from './roles.ts';

export interface FeedbackInput {
  /** The session's type, or undefined for a visitor. */
  sessionType?: SessionType;
}

export interface FeedbackContext {
  sessionType?: SessionType;
  content: string;
  /** The images kept, as the picker describes them (the app passes its picked files). */
  images: ImageAttachment[];
  errors: Partial<Record<'content' | 'images', FieldError>>;
  /** The call's error code. */
  error?: string;
}

export type FeedbackEvent =
  | { type: 'EDIT'; content: string }
  /** The picker's whole new list: the kept images plus those just picked, or minus one removed. */
  | { type: 'SET_IMAGES'; images: ImageAttachment[] }
  | { type: 'SUBMIT' }
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

/**
 * The feedback form of the help centre: 3 to 300 words (CJK characters count one each) and up to 3 PNG or JPG images
 * of 5 MB each. A visitor who sends goes to /m/login; a trial account is refused (trial.forbidden) before any call.
 * Sent, "Sent successfully" shows for 1 s and the machine ends (the form closes); a refusal keeps what was typed.
 */
export const feedbackMachine = setup({
  types: {} as { context: FeedbackContext; events: FeedbackEvent; input: FeedbackInput },
  actors: {
    sendFeedback: notProvided<void, { content: string; images: ImageAttachment[] }>('sendFeedback'),
  },
  actions: {
    navigate: navigateNotProvided,
  },
  delays: {
    sentToast: TOAST_MS.success,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #feedback
  id: 'feedback',
  context: ({ input }) => ({ sessionType: input.sessionType, content: '', images: [], errors: {} }),
  initial: 'editing',
  on: {
    SESSION_CHANGED: { actions: assign(({ event }) => ({ sessionType: event.sessionType })) },
  },
  states: {
    editing: {
      on: {
        EDIT: { actions: assign(({ event }) => ({ content: event.content })) },
        SET_IMAGES: {
          actions: assign(({ context, event }) => {
            const { kept, error } = keepImages(event.images);
            const { images: _, ...others } = context.errors;
            return { images: kept, errors: error ? { ...others, images: error } : others };
          }),
        },
        SUBMIT: [
          {
            guard: ({ context }) => context.sessionType === undefined,
            actions: { type: 'navigate', params: { to: LOGIN_ROUTE } },
          },
          {
            guard: ({ context }) => isTrial(context.sessionType as SessionType),
            actions: assign({ error: TRIAL_FORBIDDEN }),
          },
          {
            guard: ({ context }) => !validate(feedbackSchema, context).ok,
            actions: assign(({ context }) => {
              const result = validate(feedbackSchema, context);
              return { errors: result.ok ? {} : result.errors, error: undefined };
            }),
          },
          { target: 'sending', actions: assign({ errors: {}, error: undefined }) },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendFeedback',
        input: ({ context }) => ({ content: context.content.trim(), images: context.images }),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    sent: {
      tags: ['sent'],
      after: { sentToast: { target: 'done' } },
    },
    done: { type: 'final' },
  },
});
