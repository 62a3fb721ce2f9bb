import { favouritesMachine } from '@wl/domain/favourites-machine';
import { favouritesActors } from '../actors/gameActors.ts';
import type { AppServices } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { sessionChanged, useProvidedActor, useSessionFanOut } from './machines.ts';

const favourites = (services: AppServices) => favouritesMachine.provide(favouritesActors(services.actorContext));

/** Favourite ids (home's hot games and the game lists), reloaded whenever the session changes. */
export function useFavouritesActor() {
  const services = useAppServices();
  const actor = useProvidedActor(favourites, { input: { sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, sessionChanged);
  return actor;
}
