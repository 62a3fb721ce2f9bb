import {
  type ActivityInput,
  activityMachine,
  type Promotion,
  type PromotionBarCategory,
  promotionCategoryBar,
  promotionsShown,
} from '@wl/domain/activity-machine';
import { isLongTermPromotion, noticeDate, promotionCover } from '@wl/domain/content';
import type { PromotionState } from '@wl/ui/promotion-card';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef } from 'react';
import { activityActors } from '../actors/contentActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';

/** The promotions list of /m/activity; `revealPromotion` scrolls the screen to the promotion of ?id=. */
function useActivityActor(input: ActivityInput, revealPromotion: (id: number) => void) {
  const reveal = useRef(revealPromotion);
  reveal.current = revealPromotion;
  const make = useCallback((services: AppServices) => {
    const activity = activityActors(services.actorContext);
    return activityMachine.provide({
      ...activity,
      actions: {
        ...activity.actions,
        revealPromotion: (_: unknown, promotion: { id: number }) => reveal.current(promotion.id),
      },
    });
  }, []);
  const actor = useProvidedActor(make, { input });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}

export type { PromotionBarCategory } from '@wl/domain/activity-machine';

/** A promotion as the list and the page show it: dates as written (YYYY-MM-DD), the cover of sequence 1. */
export interface PromotionView {
  id: number;
  title: string;
  /** Server HTML: shown through the kit's RichContent only. */
  content: string;
  coverUrl?: string;
  startDate: string;
  /** Left out for a long-term promotion (noExpiry 1). */
  endDate?: string;
  state: PromotionState;
}

const KIT_STATES: Record<Promotion['state'], PromotionState> = {
  join: 'join',
  claim: 'claim',
  applying: 'applying',
  closed: 'closed',
  rejected: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
  'in process': 'inProcess',
  joined: 'joined',
  'coming soon': 'comingSoon',
};

const views = new WeakMap<Promotion, PromotionView>();
/** The same promotion gives the same view object, so an unchanged list does not re-render its cards. */
export function promotionView(promotion: Promotion): PromotionView {
  let view = views.get(promotion);
  if (!view) {
    const coverUrl = promotionCover(promotion.announcementImages);
    view = {
      id: promotion.id,
      title: promotion.title,
      content: promotion.content,
      ...(coverUrl ? { coverUrl } : {}),
      startDate: noticeDate(promotion.startDate, 'detail'),
      ...(isLongTermPromotion(promotion) || promotion.endDate === null
        ? {}
        : { endDate: noticeDate(promotion.endDate, 'detail') }),
      state: KIT_STATES[promotion.state],
    };
    views.set(promotion, view);
  }
  return view;
}

export interface ActivityList {
  loading: boolean;
  /** The load's error code. */
  error?: string;
  /** The category bar's choices after All, in the documents' order. */
  categories: PromotionBarCategory[];
  /** The bar's choice; undefined for All. */
  category?: PromotionBarCategory;
  promotions: PromotionView[];
  /** The promotion shown open. */
  opened?: number;
  selectCategory(category?: PromotionBarCategory): void;
  open(id: number): void;
  close(): void;
  /** Join or claim was pressed: a visitor goes to /m/login, anyone else to the promotion's page. */
  act(id: number): void;
}

/**
 * /m/activity through the domain's `activityMachine`: the promotions with each one's state for this member, the
 * category bar, and ?id= opened (and scrolled to by `reveal`) 500 ms after the list has loaded.
 */
export function useActivity(promotionId: number | undefined, reveal: (id: number) => void): ActivityList {
  const services = useAppServices();
  const actor = useActivityActor(
    { ...(promotionId === undefined ? {} : { promotionId }), sessionType: services.sessionView().sessionType },
    reveal,
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const { promotions, categories, category, opened, error } = context;
  const shown = useMemo(() => promotionsShown({ promotions, category }).map(promotionView), [promotions, category]);
  const bar = useMemo(() => promotionCategoryBar(categories), [categories]);
  const events = useMemo(
    () => ({
      selectCategory: (next?: PromotionBarCategory) =>
        actor.send(next === undefined ? { type: 'SELECT_CATEGORY' } : { type: 'SELECT_CATEGORY', category: next }),
      open: (id: number) => actor.send({ type: 'OPEN', id }),
      close: () => actor.send({ type: 'CLOSE' }),
      act: (id: number) => actor.send({ type: 'ACT', id }),
    }),
    [actor],
  );
  return {
    loading,
    ...(error ? { error } : {}),
    categories: bar,
    ...(category ? { category } : {}),
    promotions: shown,
    ...(opened === undefined ? {} : { opened }),
    ...events,
  };
}
