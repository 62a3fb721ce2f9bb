import type { components } from '@wl/api/wps';
import { assign, setup } from 'xstate';
import type { Promotion } from './activityMachine.ts';
import type { SessionType } from './constants.ts';
import { errorCodeOf } from './errorCode.ts';
import { activityApplicationSchema, type ImageAttachment } from './forms/contentForms.ts';
import { type FieldError, validate } from './forms/validate.ts';
import { TRIAL_FORBIDDEN } from './gameLaunch.ts';
import { LOGIN_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import { isTrial } from './roles.ts';

export type PromotionStateValue = components['schemas']['PromotionStateValue'];

/** The application form's fields, in the order the page shows them. */
export type ApplicationField = 'comment' | 'images';

export interface PromotionDetailInput {
  /** /m/activityDetail?id=; without one the page has nothing to show. */
  promotionId?: number;
  /** The session's type, or undefined for a visitor. */
  sessionType?: SessionType;
}

export interface PromotionDetailContext<TImage extends ImageAttachment = ImageAttachment> {
  promotionId?: number;
  sessionType?: SessionType;
  promotion?: Promotion;
  comment: string;
  /** The images kept, as the picker describes them (the app passes its picked files). */
  images: TImage[];
  errors: Partial<Record<ApplicationField, FieldError>>;
  /** The call's error code: the promotion did not load, or the gateway refused the application or claim. */
  error?: string;
  /** The last application or claim went through (its state is the promotion's now). */
  done?: 'applied' | 'claimed';
}

export type PromotionDetailEvent =
  | { type: 'EDIT_COMMENT'; comment: string }
  /** The picker's whole new list: the kept images plus those just picked, or minus one removed. */
  | { type: 'SET_IMAGES'; images: ImageAttachment[] }
  | { type: 'APPLY' }
  | { type: 'CLAIM' }
  | { type: 'RETRY' }
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

/**
 * The images a pick leaves: each one that is PNG or JPG of at most 5 MB, up to 3 in all, in the order given; the
 * first refusal (type, size, then count) is the message shown.
 */
export function keepImages<TImage extends ImageAttachment>(
  images: readonly TImage[],
): { kept: TImage[]; error?: FieldError } {
  const kept: TImage[] = [];
  let error: FieldError | undefined;
  for (const image of images) {
    // Stryker disable next-line StringLiteral: any comment of at most 140 characters passes; only the images are read
    const result = validate(activityApplicationSchema, { comment: '', images: [...kept, image] });
    if (result.ok) kept.push(image);
    else error ??= result.errors.images;
  }
  return error ? { kept, error } : { kept };
}

/** What the promotion's page offers the person: apply or join (the form), claim, or only its state. */
export function promotionAction(
  promotion: Pick<Promotion, 'state' | 'participation'>,
): 'apply' | 'join' | 'claim' | 'none' {
  if (promotion.state === 'claim') return 'claim';
  if (promotion.state !== 'join') return 'none';
  return promotion.participation === 'apply' ? 'apply' : 'join';
}

/**
 * A promotion's page (/m/activityDetail?id=): the promotion with its state, the application form (a comment of at
 * most 140 characters and up to 3 PNG or JPG images of 5 MB each) and the claim. A visitor who applies or claims goes
 * to /m/login; a trial account is refused (trial.forbidden) before any call. A refused application keeps what was
 * typed and picked.
 */
export const promotionDetailMachine = setup({
  types: {} as { context: PromotionDetailContext; events: PromotionDetailEvent; input: PromotionDetailInput },
  actors: {
    loadPromotion: notProvided<Promotion, { promotionId: number }>('loadPromotion'),
    applyForPromotion: notProvided<
      PromotionStateValue,
      { promotionId: number; comment: string; images: ImageAttachment[] }
    >('applyForPromotion'),
    claimPromotion: notProvided<PromotionStateValue, { promotionId: number }>('claimPromotion'),
  },
  actions: {
    navigate: navigateNotProvided,
    refuseTrial: assign({ error: TRIAL_FORBIDDEN }),
    clearOutcome: assign({ error: undefined, done: undefined }),
    showError: assign(({ event }) => ({ error: errorCodeOf((event as { error?: unknown }).error) })),
  },
  guards: {
    isVisitor: ({ context }) => context.sessionType === undefined,
    // Asked after isVisitor: a session is there.
    isTrial: ({ context }) => isTrial(context.sessionType as SessionType),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #promotionDetail
  id: 'promotionDetail',
  context: ({ input }) => ({
    promotionId: input.promotionId,
    sessionType: input.sessionType,
    comment: '',
    images: [],
    errors: {},
  }),
  initial: 'loading',
  on: {
    SESSION_CHANGED: { target: '.loading', actions: assign(({ event }) => ({ sessionType: event.sessionType })) },
  },
  states: {
    loading: {
      tags: ['loading'],
      always: { guard: ({ context }) => context.promotionId === undefined, target: 'failed' },
      invoke: {
        src: 'loadPromotion',
        input: ({ context }) => ({ promotionId: context.promotionId as number }),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ promotion: event.output, error: undefined })) },
        onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    failed: {
      // Without an id, loading ends here again at once.
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      on: {
        EDIT_COMMENT: {
          actions: assign(({ event }) => ({ comment: event.comment, done: undefined })),
        },
        SET_IMAGES: {
          actions: assign(({ context, event }) => {
            const { kept, error } = keepImages(event.images);
            const { images: _, ...others } = context.errors;
            return { images: kept, errors: error ? { ...others, images: error } : others, done: undefined };
          }),
        },
        APPLY: [
          { guard: 'isVisitor', actions: { type: 'navigate', params: { to: LOGIN_ROUTE } } },
          { guard: 'isTrial', actions: 'refuseTrial' },
          {
            guard: ({ context }) => !validate(activityApplicationSchema, context).ok,
            actions: assign(({ context }) => {
              const result = validate(activityApplicationSchema, context);
              return { errors: result.ok ? {} : result.errors, error: undefined };
            }),
          },
          { target: 'applying', actions: assign({ errors: {}, error: undefined, done: undefined }) },
        ],
        CLAIM: [
          { guard: 'isVisitor', actions: { type: 'navigate', params: { to: LOGIN_ROUTE } } },
          { guard: 'isTrial', actions: 'refuseTrial' },
          { target: 'claiming', actions: 'clearOutcome' },
        ],
      },
    },
    applying: {
      tags: ['busy'],
      invoke: {
        src: 'applyForPromotion',
        input: ({ context }) => ({
          promotionId: context.promotionId as number,
          comment: context.comment.trim(),
          images: context.images,
        }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            promotion: context.promotion && { ...context.promotion, state: event.output.state },
            comment: '',
            images: [],
            done: 'applied' as const,
          })),
        },
        onError: { target: 'ready', actions: 'showError' },
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        src: 'claimPromotion',
        input: ({ context }) => ({ promotionId: context.promotionId as number }),
        onDone: {
          actions: assign(({ context, event }) => ({
            promotion: context.promotion && { ...context.promotion, state: event.output.state },
            done: 'claimed' as const,
          })),
          target: 'ready',
        },
        onError: { target: 'ready', actions: 'showError' },
      },
    },
  },
});
