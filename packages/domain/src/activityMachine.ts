import type { components } from '@wl/api/wps';
import { assign, setup } from 'xstate';
import { ACTIVITY_OPEN_DELAY_MS } from './constants.ts';
import { errorCodeOf } from './errorCode.ts';
import { notProvided } from './notProvided.ts';

type Schemas = components['schemas'];
export type Promotion = Pick<
  Schemas['Promotion'],
  | 'id'
  | 'title'
  | 'content'
  | 'startDate'
  | 'endDate'
  | 'noExpiry'
  | 'announcementImages'
  | 'promoAnnouncementCategoryIds'
>;
export type PromotionCategory = Schemas['PromotionCategory'];
export type PromotionCategoryCount = Schemas['PromotionCategoryCount'];

export interface PromotionList {
  promotions: Promotion[];
  categories: PromotionCategoryCount[];
}

export interface ActivityInput {
  /** /m/activity?id=: the promotion to scroll to and open once the list has loaded. */
  promotionId?: number;
}

export interface ActivityContext {
  promotionId?: number;
  promotions: Promotion[];
  categories: PromotionCategoryCount[];
  /** The category bar's choice; undefined for every promotion. */
  category?: PromotionCategory;
  /** The promotion shown open. */
  opened?: number;
  error?: string;
}

export type ActivityEvent =
  | { type: 'SELECT_CATEGORY'; category?: PromotionCategory }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' };

/** The category bar: the merchant's enabled categories, in the order the gateway gives them. */
export function promotionCategoryBar(categories: readonly PromotionCategoryCount[]): PromotionCategory[] {
  return categories.filter((item) => item.enabled).map((item) => item.category);
}

/** The promotions of the chosen category, or all of them. */
export function promotionsShown(context: Pick<ActivityContext, 'promotions' | 'category'>): Promotion[] {
  const { category } = context;
  return category === undefined
    ? context.promotions
    : context.promotions.filter((promotion) => promotion.promoAnnouncementCategoryIds.includes(category));
}

function listOf({ promotions, categories }: PromotionList): PromotionList {
  return { promotions, categories };
}

/**
 * The promotions screen (/m/activity): the list with its category bar. With ?id=, that promotion is scrolled to and
 * opened 500 ms after the list has loaded (the injected `revealPromotion` action scrolls); an id that is not in the
 * list opens nothing.
 */
export const activityMachine = setup({
  types: {} as { context: ActivityContext; events: ActivityEvent; input: ActivityInput },
  actors: {
    loadPromotions: notProvided<PromotionList, void>('loadPromotions'),
  },
  actions: {
    revealPromotion: (_: unknown, _promotion: { id: number }) => {
      throw new Error('The action "revealPromotion" must be provided with machine.provide({ actions })');
    },
  },
  delays: {
    openDelay: ACTIVITY_OPEN_DELAY_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #activity
  id: 'activity',
  context: ({ input }) => ({ promotionId: input.promotionId, promotions: [], categories: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPromotions',
        onDone: [
          {
            guard: ({ context, event }) => event.output.promotions.some((item) => item.id === context.promotionId),
            target: 'loaded.opening',
            actions: assign(({ event }) => listOf(event.output)),
          },
          { target: 'loaded', actions: assign(({ event }) => listOf(event.output)) },
        ],
        onError: { target: 'loaded', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    loaded: {
      initial: 'shown',
      // The person's own choices; each one also cancels an opening that has not happened yet.
      on: {
        SELECT_CATEGORY: { target: '.shown', actions: assign(({ event }) => ({ category: event.category })) },
        OPEN: { target: '.shown', actions: assign(({ event }) => ({ opened: event.id })) },
        CLOSE: { target: '.shown', actions: assign({ opened: undefined }) },
      },
      states: {
        shown: {},
        opening: {
          after: {
            openDelay: {
              target: 'shown',
              actions: [
                assign(({ context }) => ({ opened: context.promotionId })),
                { type: 'revealPromotion', params: ({ context }) => ({ id: context.promotionId as number }) },
              ],
            },
          },
        },
      },
    },
  },
});
