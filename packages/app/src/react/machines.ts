import type { ChangePasswordInput } from '@wl/domain/change-password-machine';
import { changePasswordMachine } from '@wl/domain/change-password-machine';
import { favouritesMachine } from '@wl/domain/favourites-machine';
import { freePlayMachine } from '@wl/domain/free-play-machine';
import { type LoginInput, loginMachine } from '@wl/domain/login-machine';
import { noticesMachine } from '@wl/domain/notices-machine';
import { rankProgressMachine } from '@wl/domain/rank-progress-machine';
import { type RecoveryInput, recoveryMachine } from '@wl/domain/recovery-machine';
import { type RegistrationInput, registrationMachine } from '@wl/domain/registration-machine';
import { smsCodeMachine } from '@wl/domain/sms-code-machine';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine, EventObject } from 'xstate';
import type { SmsPurpose } from '../actors/machineActors.ts';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';

/**
 * How a screen gets a machine: an actor of the domain's machine with the app's actors provided, living as long as
 * the screen. The screen reads it with `useSelector` and sends it events; it never calls the API itself.
 */
function useProvidedActor<TMachine extends AnyStateMachine>(
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
const smsCodeBy: Record<SmsPurpose, (services: AppServices) => typeof smsCodeMachine> = {
  login: (services) => smsCodeMachine.provide(services.machines.smsCode('login')),
  register: (services) => smsCodeMachine.provide(services.machines.smsCode('register')),
  recovery: (services) => smsCodeMachine.provide(services.machines.smsCode('recovery')),
};

export const useLoginActor = (input: LoginInput) => useProvidedActor(login, { input });
export const useRecoveryActor = (input: RecoveryInput) => useProvidedActor(recovery, { input });
export const useRegistrationActor = (input: RegistrationInput) => useProvidedActor(registration, { input });
export const useChangePasswordActor = (input: ChangePasswordInput) => useProvidedActor(changePassword, { input });
export const useFreePlayActor = () => useProvidedActor(freePlay);
export const useRankProgressActor = () => useProvidedActor(rankProgress);
export const useSmsCodeActor = (purpose: SmsPurpose, countryDialingCode: string) =>
  useProvidedActor(smsCodeBy[purpose], { input: { countryDialingCode } });

const noticesEvent = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, sessionType: view.sessionType });
const favouritesEvent = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, sessionType: view.sessionType });

/** Notices and unread counts, reloaded whenever the session changes. */
export function useNoticesActor(chatEnabled: boolean) {
  const services = useAppServices();
  const actor = useProvidedActor(notices, { input: { chatEnabled, sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, noticesEvent);
  return actor;
}

/** Favourite ids, reloaded whenever the session changes. */
export function useFavouritesActor() {
  const services = useAppServices();
  const actor = useProvidedActor(favourites, { input: { sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, favouritesEvent);
  return actor;
}

export { useSelector } from '@xstate/react';
