import * as chatApi from '@wl/api/chat';
import * as contentApi from '@wl/api/content';
import * as memberApi from '@wl/api/member';
import type { activityMachine } from '@wl/domain/activity-machine';
import type { Notice } from '@wl/domain/entities';
import { DomainFailure } from '@wl/domain/error-code';
import type { feedbackMachine } from '@wl/domain/feedback-machine';
import type { helpCentreMachine } from '@wl/domain/help-centre-machine';
import type { noticesMachine } from '@wl/domain/notices-machine';
import type { promotionDetailMachine } from '@wl/domain/promotion-detail-machine';
import { fromPromise } from 'xstate';
import { type ActorContext, type ImplementationsOf, navigation, pickedFiles } from './actorContext.ts';

/** The notices': the list, marking read, and the unread counts of the inbox and the chat. */
export function noticesActors(context: ActorContext): ImplementationsOf<typeof noticesMachine> {
  const { clients, call } = context;
  return {
    actors: {
      loadNotices: fromPromise(async (): Promise<Notice[]> => call(contentApi.listNotices(clients))),
      markNoticesRead: fromPromise(async ({ input }) => {
        await Promise.all(input.ids.map((id) => call(contentApi.markAnnouncementRead(clients, id))));
      }),
      fetchUnreadCounts: fromPromise(async ({ input }) => {
        const [inbox, chat] = await Promise.all([
          call(memberApi.fetchInboxUnread(clients)),
          input.chat ? call(chatApi.fetchChatUnread(clients)) : Promise.resolve(undefined),
        ]);
        return chat === undefined ? { inbox } : { inbox, chat };
      }),
    },
  };
}

/** The promotions list's: the promotions and their categories. */
export function activityActors(context: ActorContext): ImplementationsOf<typeof activityMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  return {
    actors: {
      loadPromotions: fromPromise(async () => {
        const [promotions, categories] = await Promise.all([
          call(contentApi.listPromotions(clients)),
          call(contentApi.listPromotionCategories(clients)),
        ]);
        return { promotions: [...promotions], categories: [...categories] };
      }),
    },
    actions: { navigate },
  };
}

/** A promotion's page: the promotion, applying (with images) and claiming. */
export function promotionDetailActors(context: ActorContext): ImplementationsOf<typeof promotionDetailMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  return {
    actors: {
      loadPromotion: fromPromise(async ({ input }) => {
        const promotion = (await call(contentApi.listPromotions(clients))).find(
          (item) => item.id === input.promotionId,
        );
        if (!promotion) throw new DomainFailure('resource.not.found');
        return promotion;
      }),
      applyForPromotion: fromPromise(async ({ input }) =>
        call(
          contentApi.applyForPromotion(clients, {
            promotionId: input.promotionId,
            ...(input.comment === '' ? {} : { comment: input.comment }),
            images: pickedFiles(input.images),
          }),
        ),
      ),
      claimPromotion: fromPromise(async ({ input }) => call(contentApi.claimPromotion(clients, input.promotionId))),
    },
    actions: { navigate },
  };
}

/** Feedback's: the message and its images. */
export function feedbackActors(context: ActorContext): ImplementationsOf<typeof feedbackMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  return {
    actors: {
      sendFeedback: fromPromise(async ({ input }) => {
        await call(memberApi.sendFeedback(clients, input.content, pickedFiles(input.images)));
      }),
    },
    actions: { navigate },
  };
}

/** The help centre's topics. */
export function helpCentreActors(context: ActorContext): ImplementationsOf<typeof helpCentreMachine> {
  const { clients, call } = context;
  return {
    actors: {
      loadHelpTopics: fromPromise(async () => [...(await call(contentApi.fetchHelpCentre(clients)))]),
    },
  };
}
