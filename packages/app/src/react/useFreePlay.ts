import { freePlayMachine } from '@wl/domain/free-play-machine';
import { offersFreePlay } from '@wl/domain/login-options';
import { useSelector } from '@xstate/react';
import { freePlayActors } from '../actors/accessActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useProvidedActor } from './machines.ts';
import { shallowEqual } from './shallowEqual.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';
import { useSession } from './useSession.ts';

const freePlay = (services: AppServices) => freePlayMachine.provide(freePlayActors(services.actorContext));
const useFreePlayActor = () => useProvidedActor(freePlay);

export interface FreePlayView {
  /** The entry shows: a visitor, with the merchant's FREEPLAY3 switch on. */
  offered: boolean;
  starting: boolean;
  /** The gateway's error code of the last attempt (an `errors` catalogue key). */
  error?: string;
}

/**
 * Free play: the domain's free-play machine, which opens a trial session (type 4), hands it to the session and goes
 * to /m/home.
 */
export function useFreePlay(): FreePlayView & { start(): void } {
  const { switches } = useMerchantSettings();
  const session = useSession();
  const actor = useFreePlayActor();
  const view = useSelector(
    actor,
    (snapshot) => ({ starting: snapshot.hasTag('loading'), error: snapshot.context.error }),
    shallowEqual,
  );
  return {
    ...view,
    offered: !session.resolving && offersFreePlay(switches, session.loggedIn),
    start: () => actor.send({ type: 'START' }),
  };
}
