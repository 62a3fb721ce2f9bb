import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine, EventObject } from 'xstate';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';

/**
 * How a screen gets a machine: an actor of the domain's machine with the app's actors provided, living as long as
 * the screen. The screen reads it with `useSelector` and sends it events; it never calls the API itself.
 *
 * Each hook provides its own machine (useLoginForm the login machine, useHome the home machine, and so on), so a
 * screen's chunk brings the machines that screen uses and no other.
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

/** The event most machines take when a login, logout or expiry changes the session. */
export const sessionChanged = (view: SessionView) => ({
  type: 'SESSION_CHANGED' as const,
  sessionType: view.sessionType,
});

/**
 * An actor that lives as long as the page, one per app services, started by the first screen that asks for it and
 * shared by every later one (the footer's unread count and the notice pages read the same notices).
 */
const sharedActors = new WeakMap<AppServices, Map<string, unknown>>();
export function sharedActor<TActor>(services: AppServices, key: string, start: () => TActor): TActor {
  let actors = sharedActors.get(services);
  if (!actors) {
    actors = new Map();
    sharedActors.set(services, actors);
  }
  if (!actors.has(key)) actors.set(key, start());
  return actors.get(key) as TActor;
}
