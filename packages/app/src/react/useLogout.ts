import { logoutMachine } from '@wl/domain/logout-machine';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor } from 'xstate';
import { logoutActors } from '../actors/accessActors.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { shallowEqual } from './shallowEqual.ts';

export interface LogoutView {
  /** The confirmation (in_sure_logout) is open. */
  confirming: boolean;
  /** The gateway is being told (at most 9999 ms); the session is cleared whatever it answers. */
  loggingOut: boolean;
}

export interface LogoutActions {
  /** The log-out button: asks first. */
  ask(): void;
  cancel(): void;
  confirm(): void;
}

/**
 * Logout with its confirmation: the domain's logout machine for the session logged in when the view opened, which
 * tells the gateway, clears the stored session (token, trial user, member info, autoLogin 0) and replaces the route
 * with /m/home. Give each login its own (key the view by it).
 *
 * Unlike a screen's machine, the actor is not stopped when the view that asked goes away: clearing the session
 * removes the member's view (the header's member part, the side menu's) while the flow still has to go home. An
 * actor that was never confirmed holds no timer and no call, so leaving it is free.
 */
export function useLogout(): LogoutView & LogoutActions {
  const services = useAppServices();
  const [actor] = useState(() =>
    createActor(logoutMachine.provide(logoutActors(services.actorContext)), {
      input: { token: services.session.getSnapshot().context.session?.token ?? '' },
    }),
  );
  // Starting twice (React's strict effects) does nothing the second time.
  useEffect(() => {
    actor.start();
  }, [actor]);
  const view = useSelector(
    actor,
    (snapshot) => ({ confirming: snapshot.matches('confirming'), loggingOut: snapshot.hasTag('loading') }),
    shallowEqual,
  );
  return {
    ...view,
    ask: () => actor.send({ type: 'LOGOUT' }),
    cancel: () => actor.send({ type: 'CANCEL' }),
    confirm: () => actor.send({ type: 'SUBMIT' }),
  };
}
