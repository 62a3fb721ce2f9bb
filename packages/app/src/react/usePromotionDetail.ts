import {
  ACTIVITY_COMMENT_MAX_LENGTH,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_MAX_COUNT,
  ACTIVITY_IMAGE_TYPES,
} from '@wl/domain/constants';
import type { FieldError } from '@wl/domain/forms/validate';
import {
  type ApplicationField,
  type PromotionDetailInput,
  promotionAction,
  promotionDetailMachine,
} from '@wl/domain/promotion-detail-machine';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { promotionDetailActors } from '../actors/contentActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';
import { type PromotionView, promotionView } from './useActivity.ts';

const promotionDetail = (services: AppServices) =>
  promotionDetailMachine.provide(promotionDetailActors(services.actorContext));

/** A promotion's page, reloaded when the session changes. */
function usePromotionDetailActor(input: PromotionDetailInput) {
  const actor = useProvidedActor(promotionDetail, { input });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}

/** The application form's limits, from the domain, for the kit's TextArea and ImageUpload. */
export const APPLICATION_LIMITS = {
  commentMaxLength: ACTIVITY_COMMENT_MAX_LENGTH,
  imageMaxCount: ACTIVITY_IMAGE_MAX_COUNT,
  imageMaxBytes: ACTIVITY_IMAGE_MAX_BYTES,
  imageTypes: ACTIVITY_IMAGE_TYPES,
} as const;

export interface PromotionDetail {
  state: 'loading' | 'failed' | 'ready';
  promotion?: PromotionView;
  /** What the page offers: the application form (apply or join), the claim, or only the state. */
  action: 'apply' | 'join' | 'claim' | 'none';
  comment: string;
  images: File[];
  errors: Partial<Record<ApplicationField, FieldError>>;
  /** The call's error code (the promotion did not load, or the gateway refused). */
  error?: string;
  busy: boolean;
  /** The application or claim just went through. */
  done?: 'applied' | 'claimed';
  editComment(comment: string): void;
  setImages(images: File[]): void;
  apply(): void;
  claim(): void;
  retry(): void;
}

/**
 * /m/activityDetail?id= through the domain's `promotionDetailMachine`: the promotion and its state, the application
 * (a comment of at most 140 characters, up to 3 PNG or JPG images of 5 MB each) and the claim. A visitor is sent to
 * /m/login, a trial account refused, and a refusal keeps what was typed.
 */
export function usePromotionDetail(promotionId: number | undefined): PromotionDetail {
  const services = useAppServices();
  const actor = usePromotionDetailActor({
    ...(promotionId === undefined ? {} : { promotionId }),
    sessionType: services.sessionView().sessionType,
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('failed') ? 'failed' : snapshot.hasTag('loading') ? 'loading' : 'ready',
  );
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const events = useMemo(
    () => ({
      editComment: (comment: string) => actor.send({ type: 'EDIT_COMMENT', comment }),
      // A picked File is the descriptor the domain checks (name, type, size); the app's actor sends the files.
      setImages: (images: File[]) => actor.send({ type: 'SET_IMAGES', images }),
      apply: () => actor.send({ type: 'APPLY' }),
      claim: () => actor.send({ type: 'CLAIM' }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor],
  );
  const { promotion, comment, images, errors, error, done } = context;
  return {
    state,
    ...(promotion ? { promotion: promotionView(promotion) } : {}),
    action: promotion ? promotionAction(promotion) : 'none',
    comment,
    images: images as File[],
    errors,
    ...(error ? { error } : {}),
    busy,
    ...(done ? { done } : {}),
    ...events,
  };
}
