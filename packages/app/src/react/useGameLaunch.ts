import type { LaunchTarget } from '@wl/domain/game-launch';
import { gameLaunchMachine } from '@wl/domain/game-launch-machine';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { gameLaunchActors } from '../actors/gameActors.ts';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useProvidedActor, useSessionFanOut } from './machines.ts';

export interface GameLauncher {
  /** Launches a game or opens a vendor (`resolveGameLaunch`): a visitor goes to /m/login. */
  launch(target: LaunchTarget): void;
  starting: boolean;
  /** trial.forbidden, or the launch call's error code. */
  error?: string;
}

const gameLaunch = (services: AppServices) => gameLaunchMachine.provide(gameLaunchActors(services.actorContext));
const sessionChanged = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, sessionType: view.sessionType });

/** A screen's game launches (`gameLaunchMachine`), one at a time, following the session. */
export function useGameLaunch(): GameLauncher {
  const services = useAppServices();
  const actor = useProvidedActor(gameLaunch, { input: { sessionType: services.sessionView().sessionType } });
  useSessionFanOut(actor, sessionChanged);
  const starting = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const launch = useCallback((game: LaunchTarget) => actor.send({ type: 'LAUNCH', game }), [actor]);
  return { launch, starting, ...(error ? { error } : {}) };
}
