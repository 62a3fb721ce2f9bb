import { feedbackMachine } from '@wl/domain/feedback-machine';
import type { FieldError } from '@wl/domain/forms/validate';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { feedbackActors } from '../actors/contentActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';

const feedback = (services: AppServices) => feedbackMachine.provide(feedbackActors(services.actorContext));

/** The feedback form, told when the session changes. */
function useFeedbackActor() {
  const services = useAppServices();
  const actor = useProvidedActor(feedback, { input: { sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}

export interface FeedbackForm {
  content: string;
  images: File[];
  errors: Partial<Record<'content' | 'images', FieldError>>;
  /** The call's error code. */
  error?: string;
  busy: boolean;
  /** "Sent successfully" shows; the form closes 1 s later. */
  sent: boolean;
  edit(content: string): void;
  setImages(images: File[]): void;
  submit(): void;
}

/**
 * The help centre's feedback form (PUT /wps/member/feedback) through the domain's `feedbackMachine`: 3 to 300 words
 * and up to 3 images. `onDone` runs once "Sent successfully" has shown for 1 s.
 */
export function useFeedbackForm(onDone: () => void): FeedbackForm {
  const actor = useFeedbackActor();
  const done = useRef(onDone);
  done.current = onDone;
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const sent = useSelector(actor, (snapshot) => snapshot.hasTag('sent'));
  const finished = useSelector(actor, (snapshot) => snapshot.status === 'done');
  useEffect(() => {
    if (finished) done.current();
  }, [finished]);
  const events = useMemo(
    () => ({
      edit: (content: string) => actor.send({ type: 'EDIT', content }),
      setImages: (images: File[]) => actor.send({ type: 'SET_IMAGES', images }),
      submit: () => actor.send({ type: 'SUBMIT' }),
    }),
    [actor],
  );
  const { content, images, errors, error } = context;
  return { content, images: images as File[], errors, ...(error ? { error } : {}), busy, sent, ...events };
}
