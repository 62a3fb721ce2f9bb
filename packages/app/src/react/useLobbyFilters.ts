import type { LobbyFilters } from '@wl/domain/lobby-filters-machine';
import { useSelector } from '@xstate/react';
import { useAppServices } from './AppServicesContext.tsx';

export type { LobbyFilters } from '@wl/domain/lobby-filters-machine';

/** The lobby's game filters (home's category, the game centre's list and filter), kept for the whole visit. */
export function useLobbyFilters(): LobbyFilters {
  const { lobby } = useAppServices();
  return useSelector(lobby, (snapshot) => snapshot.context);
}

/** The header logo: all games, an empty vendor and the HOT category, then /m/home. */
export function useLobbyReset(): () => void {
  const { lobby } = useAppServices();
  return () => lobby.send({ type: 'RESET' });
}
