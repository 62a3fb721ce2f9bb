import { type ActivityInput, activityMachine } from '@wl/domain/activity-machine';
import type { ChangePasswordInput } from '@wl/domain/change-password-machine';
import { changePasswordMachine } from '@wl/domain/change-password-machine';
import { favouritesMachine } from '@wl/domain/favourites-machine';
import { feedbackMachine } from '@wl/domain/feedback-machine';
import { freePlayMachine } from '@wl/domain/free-play-machine';
import { type GameCenterInput, gameCenterMachine } from '@wl/domain/game-center-machine';
import { helpCentreMachine } from '@wl/domain/help-centre-machine';
import { type LoginInput, loginMachine } from '@wl/domain/login-machine';
import type { Navigation } from '@wl/domain/navigation';
import { noticesMachine } from '@wl/domain/notices-machine';
import { type PromotionDetailInput, promotionDetailMachine } from '@wl/domain/promotion-detail-machine';
import { rankProgressMachine } from '@wl/domain/rank-progress-machine';
import { type RecoveryInput, recoveryMachine } from '@wl/domain/recovery-machine';
import { type RegistrationInput, registrationMachine } from '@wl/domain/registration-machine';
import { type SecurityFormInput, securityCentreMachine, securityFormMachine } from '@wl/domain/security-centre-machine';
import { smsCodeMachine } from '@wl/domain/sms-code-machine';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type ActorOptions, type ActorRefFrom, type AnyStateMachine, createActor, type EventObject } from 'xstate';
import type { SmsPurpose } from '../actors/machineActors.ts';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';

/**
 * How a screen gets a machine: an actor of the domain's machine with the app's actors provided, living as long as
 * the screen. The screen reads it with `useSelector` and sends it events; it never calls the API itself.
 */
export function useProvidedActor<TMachine extends AnyStateMachine>(
  make: (services: AppServices) => TMachine,
  options?: ActorOptions<TMachine>,
): ActorRefFrom<TMachine> {
  const services = useAppServices();
  const logic = useMemo(() => make(services), [services, make]);
  // The options (the machine's input) are read once, when the screen's actor starts.
  const start = useActorRef as (logic: TMachine, options?: ActorOptions<TMachine>) => ActorRefFrom<TMachine>;
  return start(logic, options);
}

/** Sends the actor an event built from the session view whenever a login, logout or expiry changes it. */
export function useSessionFanOut<TEvent extends EventObject>(
  actor: { send(event: TEvent): void },
  toEvent: (view: SessionView) => TEvent,
): void {
  const services = useAppServices();
  useEffect(() => services.onSessionChange((view) => actor.send(toEvent(view))), [services, actor, toEvent]);
}

const login = (services: AppServices) => loginMachine.provide(services.machines.login);
const recovery = (services: AppServices) => recoveryMachine.provide(services.machines.recovery);
const registration = (services: AppServices) => registrationMachine.provide(services.machines.registration);
const changePassword = (services: AppServices) => changePasswordMachine.provide(services.machines.changePassword);
const freePlay = (services: AppServices) => freePlayMachine.provide(services.machines.freePlay);
const notices = (services: AppServices) => noticesMachine.provide(services.machines.notices);
const favourites = (services: AppServices) => favouritesMachine.provide(services.machines.favourites);
const rankProgress = (services: AppServices) => rankProgressMachine.provide(services.machines.rankProgress);
const securityCentre = (services: AppServices) => securityCentreMachine.provide(services.machines.securityCentre);
const securityForm = (services: AppServices) => securityFormMachine.provide(services.machines.securityForm);
const smsCodeBy: Record<SmsPurpose, (services: AppServices) => typeof smsCodeMachine> = {
  login: (services) => smsCodeMachine.provide(services.machines.smsCode('login')),
  register: (services) => smsCodeMachine.provide(services.machines.smsCode('register')),
  recovery: (services) => smsCodeMachine.provide(services.machines.smsCode('recovery')),
};

export const useLoginActor = (input: LoginInput) => useProvidedActor(login, { input });
/**
 * Recovery's actor. Presented as a modal, its "back" (after the e-mail's confirmation, or when the login after a
 * phone reset fails) is `onBack`, the modal closing, instead of a step back through history.
 */
export function useRecoveryActor(input: RecoveryInput, onBack?: () => void) {
  const back = useRef(onBack);
  back.current = onBack;
  const inModal = onBack !== undefined;
  const make = useCallback(
    (services: AppServices) =>
      inModal
        ? recoveryMachine.provide({
            ...services.machines.recovery,
            actions: {
              navigate: (_: unknown, navigation: Navigation) =>
                'back' in navigation && back.current ? back.current() : services.navigator.go(navigation),
            },
          })
        : recovery(services),
    [inModal],
  );
  return useProvidedActor(make, { input });
}
export const useRegistrationActor = (input: RegistrationInput) => useProvidedActor(registration, { input });
export const useChangePasswordActor = (input: ChangePasswordInput) => useProvidedActor(changePassword, { input });
export const useFreePlayActor = () => useProvidedActor(freePlay);
export const useRankProgressActor = () => useProvidedActor(rankProgress);
export const useSecurityCentreActor = () => useProvidedActor(securityCentre);
export const useSecurityFormActor = (input: SecurityFormInput) => useProvidedActor(securityForm, { input });
export const useSmsCodeActor = (purpose: SmsPurpose, countryDialingCode: string) =>
  useProvidedActor(smsCodeBy[purpose], { input: { countryDialingCode } });

const noticesEvent = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, sessionType: view.sessionType });
const favouritesEvent = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, sessionType: view.sessionType });

/**
 * An actor that lives as long as the page, one per app services, started by the first screen that asks for it and
 * shared by every later one (the footer's unread count and the notice pages read the same notices).
 */
const sharedActors = new WeakMap<AppServices, Map<string, unknown>>();
function sharedActor<TActor>(services: AppServices, key: string, start: () => TActor): TActor {
  let actors = sharedActors.get(services);
  if (!actors) {
    actors = new Map();
    sharedActors.set(services, actors);
  }
  if (!actors.has(key)) actors.set(key, start());
  return actors.get(key) as TActor;
}

/**
 * Notices and unread counts, one actor for the page, reloaded whenever the session changes: a notice marked read on
 * the notice pages lowers the footer's count at once.
 */
export function useNoticesActor(chatEnabled: boolean) {
  const services = useAppServices();
  return sharedActor(services, 'notices', () => {
    const actor = createActor(notices(services), {
      input: { chatEnabled, sessionType: services.sessionView().sessionType },
    }).start();
    services.onSessionChange((view) => actor.send(noticesEvent(view)));
    return actor;
  });
}

const helpCentre = (services: AppServices) => helpCentreMachine.provide(services.machines.helpCentre);

/**
 * The help centre's topics, one actor for the page (the footer's help block and the help pages read the same list),
 * loaded again when the interface language changes.
 */
export function useHelpCentreActor(onLanguageChange: (listener: () => void) => void) {
  const services = useAppServices();
  return sharedActor(services, 'helpCentre', () => {
    const actor = createActor(helpCentre(services)).start();
    onLanguageChange(() => actor.send({ type: 'LANGUAGE_CHANGED' }));
    return actor;
  });
}

const sessionChanged = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, sessionType: view.sessionType });

/** The promotions list of /m/activity; `revealPromotion` scrolls the screen to the promotion of ?id=. */
export function useActivityActor(input: ActivityInput, revealPromotion: (id: number) => void) {
  const reveal = useRef(revealPromotion);
  reveal.current = revealPromotion;
  const make = useCallback(
    (services: AppServices) =>
      activityMachine.provide({
        ...services.machines.activity,
        actions: {
          ...services.machines.activity.actions,
          revealPromotion: (_: unknown, promotion: { id: number }) => reveal.current(promotion.id),
        },
      }),
    [],
  );
  const actor = useProvidedActor(make, { input });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}

const promotionDetail = (services: AppServices) => promotionDetailMachine.provide(services.machines.promotionDetail);
const feedback = (services: AppServices) => feedbackMachine.provide(services.machines.feedback);

/** A promotion's page, reloaded when the session changes. */
export function usePromotionDetailActor(input: PromotionDetailInput) {
  const actor = useProvidedActor(promotionDetail, { input });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}

/** The feedback form, told when the session changes. */
export function useFeedbackActor() {
  const services = useAppServices();
  const actor = useProvidedActor(feedback, { input: { sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}

/** Favourite ids, reloaded whenever the session changes. */
export function useFavouritesActor() {
  const services = useAppServices();
  const actor = useProvidedActor(favourites, { input: { sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, favouritesEvent);
  return actor;
}

const gameCenter = (services: AppServices) => gameCenterMachine.provide(services.machines.gameCenter);
const loggedInEvent = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, loggedIn: view.loggedIn });

/** A game list and its filters (the category, search and favourites screens), told when the session changes. */
export function useGameCenterActor(input: Omit<GameCenterInput, 'loggedIn'>) {
  const services = useAppServices();
  const actor = useProvidedActor(gameCenter, { input: { ...input, loggedIn: services.sessionView().loggedIn } });
  useSessionFanOut(actor, loggedInEvent);
  return actor;
}

export { useSelector } from '@xstate/react';
