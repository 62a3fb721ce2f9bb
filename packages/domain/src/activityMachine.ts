import type { components } from '@wl/api/wps';
import { assign, setup } from 'xstate';
import { ACTIVITY_OPEN_DELAY_MS, type SessionType } from './constants.ts';
import { errorCodeOf } from './errorCode.ts';
import { LOGIN_ROUTE, type Navigation, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

type Schemas = components['schemas'];
/** A promotion with how a member takes part and where this member (or a visitor) stands with it. */
export type Promotion = Pick<
  Schemas['MemberPromotion'],
  | 'id'
  | 'title'
  | 'content'
  | 'startDate'
  | 'endDate'
  | 'noExpiry'
  | 'announcementImages'
  | 'promoAnnouncementCategoryIds'
  | 'participation'
  | 'state'
>;
export type PromotionCategory = Schemas['PromotionCategory'];
export type PromotionCategoryCount = Schemas['PromotionCategoryCount'];

export interface PromotionList {
  promotions: Promotion[];
  categories: PromotionCategoryCount[];
}

/**
 * The category bar of the documents (newbie, limited, special, daily, high rebate, VIP) over the contract's promotion
 * categories: each of the merchant's categories sits under one button of the bar.
 */
export const PROMOTION_BAR = {
  NEWBIE: ['REFERRAL'],
  LIMITED: ['RAFFLE', 'TICKET'],
  SPECIAL: ['MANUAL'],
  DAILY: ['LOGIN'],
  HIGH_REBATE: ['MISSION_MANUAL'],
  VIP: ['UPGRADE_BONUS'],
} as const satisfies Record<string, readonly PromotionCategory[]>;
export type PromotionBarCategory = keyof typeof PROMOTION_BAR;

export interface ActivityInput {
  /** /m/activity?id=: the promotion to scroll to and open once the list has loaded. */
  promotionId?: number;
  /** The session's type, or undefined for a visitor. */
  sessionType?: SessionType;
}

export interface ActivityContext {
  promotionId?: number;
  sessionType?: SessionType;
  promotions: Promotion[];
  categories: PromotionCategoryCount[];
  /** The category bar's choice; undefined for every promotion. */
  category?: PromotionBarCategory;
  /** The promotion shown open. */
  opened?: number;
  error?: string;
}

export type ActivityEvent =
  | { type: 'SELECT_CATEGORY'; category?: PromotionBarCategory }
  | { type: 'OPEN'; id: number }
  | { type: 'CLOSE' }
  /** Join or claim was pressed on a promotion of the list. */
  | { type: 'ACT'; id: number }
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

/**
 * The category bar: the documents' categories, in their order, that hold at least one of the merchant's enabled
 * categories.
 */
export function promotionCategoryBar(categories: readonly PromotionCategoryCount[]): PromotionBarCategory[] {
  const enabled = categories.filter((item) => item.enabled).map((item) => item.category);
  return (Object.keys(PROMOTION_BAR) as PromotionBarCategory[]).filter((bar) =>
    PROMOTION_BAR[bar].some((category) => enabled.includes(category)),
  );
}

/** The promotions of the chosen bar category, or all of them. */
export function promotionsShown(context: Pick<ActivityContext, 'promotions' | 'category'>): Promotion[] {
  const { category } = context;
  if (category === undefined) return context.promotions;
  const under: readonly PromotionCategory[] = PROMOTION_BAR[category];
  return context.promotions.filter((promotion) =>
    promotion.promoAnnouncementCategoryIds.some((item) => under.includes(item)),
  );
}

/** A promotion's own page, where a member applies, joins or claims. */
export function promotionDetailPath(id: number): string {
  return `/m/activityDetail?id=${id}`;
}

function listOf({
  promotions,
  categories,
}: PromotionList): Pick<ActivityContext, 'promotions' | 'categories' | 'error'> {
  return { promotions, categories, error: undefined };
}

/**
 * The promotions screen (/m/activity): the list with its category bar and each promotion's state. With ?id=, that
 * promotion is scrolled to and opened 500 ms after the list has loaded (the injected `revealPromotion` action
 * scrolls); an id that is not in the list opens nothing. Join or claim sends a visitor to /m/login and anyone else to
 * the promotion's page; a session change reloads the states.
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
    navigate: navigateNotProvided,
  },
  delays: {
    openDelay: ACTIVITY_OPEN_DELAY_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #activity
  id: 'activity',
  context: ({ input }) => ({
    promotionId: input.promotionId,
    sessionType: input.sessionType,
    promotions: [],
    categories: [],
  }),
  initial: 'loading',
  on: {
    SESSION_CHANGED: {
      target: '.loading',
      // A session found after the screen opened reloads the states; an opening of ?id= still to come stays.
      actions: assign(({ event }) => ({ sessionType: event.sessionType })),
    },
    ACT: {
      actions: {
        type: 'navigate',
        params: ({ context, event }): Navigation =>
          context.sessionType === undefined ? { to: LOGIN_ROUTE } : { to: promotionDetailPath(event.id) },
      },
    },
  },
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
        SELECT_CATEGORY: {
          target: '.shown',
          actions: assign(({ event }) => ({ category: event.category, promotionId: undefined })),
        },
        OPEN: { target: '.shown', actions: assign(({ event }) => ({ opened: event.id, promotionId: undefined })) },
        CLOSE: { target: '.shown', actions: assign({ opened: undefined, promotionId: undefined }) },
      },
      states: {
        shown: {},
        opening: {
          after: {
            openDelay: {
              target: 'shown',
              actions: [
                { type: 'revealPromotion', params: ({ context }) => ({ id: context.promotionId as number }) },
                // Opened once: a reload after a session change does not open it again.
                assign(({ context }) => ({ opened: context.promotionId, promotionId: undefined })),
              ],
            },
          },
        },
      },
    },
  },
});
