import { assign, setup } from 'xstate';
import type { SessionType } from './constants.ts';
import { errorCodeOf, UNKNOWN_ERROR } from './errorCode.ts';
import { type GameLaunch, type LaunchTarget, resolveGameLaunch, TRIAL_FORBIDDEN } from './gameLaunch.ts';
import { followableAddress } from './links.ts';
import { navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

/**
 * A launch the app carries out itself: a lottery, or a game through the generic launcher; with the game's node id
 * (the launch call names the game by it) when a game tile, not a vendor tile, was launched.
 */
export type GameStart = Extract<GameLaunch, { kind: 'lottery' | 'launcher' }> & { nodeId?: string };

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
  /** The game's address the launch answered, opened once the game is recorded. */
  address?: string;
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
 * Opens a game's address: the page leaves for the game. An action, as navigate is; forgetting to provide it stops the
 * machine with this error.
 */
export function openGameNotProvided(_: unknown, _game: { address: string }): void {
  throw new Error('The action "openGame" must be provided with machine.provide({ actions })');
}

/**
 * A tile's launch (`resolveGameLaunch`): a visitor goes to /m/login, a category screen opens by route, a trial
 * account is refused a game without free play, and a lottery or a game is started by the app: the launch call
 * answers the game's address, the game is recorded among the member's recent games, and only then is the address
 * opened (the page leaves for the game, which would cut the record short). A failed launch call records and opens
 * nothing; a failed record still opens the game. One launch at a time.
 */
export const gameLaunchMachine = setup({
  types: {} as { context: GameLaunchContext; events: GameLaunchEvent; input: GameLaunchInput },
  actors: {
    startGame: notProvided<string, GameStart>('startGame'),
    recordRecentGame: notProvided<void, RecentGame>('recordRecentGame'),
  },
  actions: {
    navigate: navigateNotProvided,
    openGame: openGameNotProvided,
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
        input: ({ context }) => ({
          ...(context.start as GameStart),
          ...(context.recent ? { nodeId: context.recent.nodeId } : {}),
        }),
        onDone: [
          // An address that may not be followed (not https, not a path of this site) is a failed launch.
          {
            guard: ({ event }) => followableAddress(event.output) === undefined,
            target: 'idle',
            actions: assign({ error: UNKNOWN_ERROR }),
          },
          { guard: 'recordable', target: 'recording', actions: assign(({ event }) => ({ address: event.output })) },
          { target: 'idle', actions: { type: 'openGame', params: ({ event }) => ({ address: event.output }) } },
        ],
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    recording: {
      invoke: {
        src: 'recordRecentGame',
        input: ({ context }) => context.recent as RecentGame,
        // A recent list that missed the game is no reason to keep the player from it, nor to tell them anything.
        onDone: {
          target: 'idle',
          actions: { type: 'openGame', params: ({ context }) => ({ address: context.address as string }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'openGame', params: ({ context }) => ({ address: context.address as string }) },
        },
      },
    },
  },
});
