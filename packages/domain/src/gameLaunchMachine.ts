import { assign, setup } from 'xstate';
import type { SessionType } from './constants.ts';
import { errorCodeOf } from './errorCode.ts';
import { type GameLaunch, type LaunchTarget, resolveGameLaunch, TRIAL_FORBIDDEN } from './gameLaunch.ts';
import { navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

/** A launch the app carries out itself: a lottery, or a game through the generic launcher. */
export type GameStart = Extract<GameLaunch, { kind: 'lottery' | 'launcher' }>;

export interface RecentGame {
  nodeId: string;
  vendor: string;
}

export interface GameLaunchInput {
  /** The session's type, or undefined for a visitor. */
  sessionType?: SessionType;
}

export interface GameLaunchContext {
  sessionType?: SessionType;
  /** The launch the app is carrying out. */
  start?: GameStart;
  /** The game to record once it has started; none for a vendor tile. */
  recent?: RecentGame;
  /** trial.forbidden for a trial account and a game without free play, or the launch call's error code. */
  error?: string;
}

export type GameLaunchEvent =
  | { type: 'LAUNCH'; game: LaunchTarget }
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

function launchOf(context: GameLaunchContext, game: LaunchTarget): GameLaunch {
  return resolveGameLaunch(game, context.sessionType === undefined ? undefined : { type: context.sessionType });
}

/**
 * A tile's launch (`resolveGameLaunch`): a visitor goes to /m/login, a category screen opens by route, a trial
 * account is refused a game without free play, and a lottery or a game is started by the app. A game that started
 * is then recorded among the member's recent games; a failed start records nothing. One launch at a time.
 */
export const gameLaunchMachine = setup({
  types: {} as { context: GameLaunchContext; events: GameLaunchEvent; input: GameLaunchInput },
  actors: {
    startGame: notProvided<void, GameStart>('startGame'),
    recordRecentGame: notProvided<void, RecentGame>('recordRecentGame'),
  },
  actions: {
    navigate: navigateNotProvided,
  },
  guards: {
    recordable: ({ context }) => context.recent !== undefined,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #gameLaunch
  id: 'gameLaunch',
  context: ({ input }) => ({ sessionType: input.sessionType }),
  initial: 'idle',
  on: {
    SESSION_CHANGED: { actions: assign(({ event }) => ({ sessionType: event.sessionType })) },
  },
  states: {
    idle: {
      on: {
        LAUNCH: [
          {
            guard: ({ context, event }) => 'to' in launchOf(context, event.game),
            actions: [
              assign({ error: undefined }),
              {
                type: 'navigate',
                params: ({ context, event }) => ({
                  to: (launchOf(context, event.game) as Extract<GameLaunch, { to: string }>).to,
                }),
              },
            ],
          },
          {
            guard: ({ context, event }) => launchOf(context, event.game).kind === 'refused',
            actions: assign({ error: TRIAL_FORBIDDEN }),
          },
          {
            target: 'starting',
            actions: assign(({ context, event }) => ({
              start: launchOf(context, event.game) as GameStart,
              recent: event.game.nodeId ? { nodeId: event.game.nodeId, vendor: event.game.vassalage } : undefined,
              error: undefined,
            })),
          },
        ],
      },
    },
    starting: {
      tags: ['loading'],
      invoke: {
        src: 'startGame',
        input: ({ context }) => context.start as GameStart,
        onDone: [{ guard: 'recordable', target: 'recording' }, { target: 'idle' }],
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    recording: {
      invoke: {
        src: 'recordRecentGame',
        input: ({ context }) => context.recent as RecentGame,
        // The game is open; a recent list that missed it is no reason to tell the player anything.
        onDone: { target: 'idle' },
        onError: { target: 'idle' },
      },
    },
  },
});
