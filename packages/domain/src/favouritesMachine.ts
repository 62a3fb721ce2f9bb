import { assign, not, setup } from 'xstate';
import { type SessionType, TRIAL_SESSION_TYPE } from './constants.ts';
import { errorCodeOf } from './errorCode.ts';
import { hasFavouriteToggle } from './gameFilters.ts';
import { TRIAL_FORBIDDEN } from './gameLaunch.ts';
import { LOGIN_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

/** The game a toggle is about: its node id, vendor and type (lottery types have no toggle). */
export interface FavouriteGame {
  nodeId: string | number;
  vassalage: string;
  gameType: string;
}

export interface FavouriteRequest {
  nodeId: string;
  vendor: string;
}

export interface FavouritesInput {
  /** The session's type, or undefined for a visitor. */
  sessionType?: SessionType;
}

export interface FavouritesContext {
  sessionType?: SessionType;
  /** Node ids, always held as strings whatever the server sends. */
  ids: string[];
  error?: string;
  pending?: FavouriteRequest;
}

export type FavouritesEvent =
  | { type: 'TOGGLE'; game: FavouriteGame }
  | { type: 'SESSION_CHANGED'; sessionType?: SessionType };

function requestOf(game: FavouriteGame): FavouriteRequest {
  return { nodeId: String(game.nodeId), vendor: game.vassalage };
}

export function isFavourite(context: Pick<FavouritesContext, 'ids'>, nodeId: string | number): boolean {
  return context.ids.includes(String(nodeId));
}

/**
 * Favourites: a toggle adds or removes when logged in and otherwise goes to /m/login; a trial account is refused
 * (trial.forbidden) without a call. LOTT and ELOTT have no toggle. The ids are loaded once logged in and held as
 * strings.
 */
export const favouritesMachine = setup({
  types: {} as { context: FavouritesContext; events: FavouritesEvent; input: FavouritesInput },
  actors: {
    loadFavouriteIds: notProvided<(string | number)[], void>('loadFavouriteIds'),
    addFavourite: notProvided<void, FavouriteRequest>('addFavourite'),
    removeFavourite: notProvided<void, FavouriteRequest>('removeFavourite'),
  },
  guards: {
    loggedIn: ({ context }) => context.sessionType !== undefined,
    trial: ({ context }) => context.sessionType === TRIAL_SESSION_TYPE,
  },
  actions: {
    navigate: navigateNotProvided,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #favourites
  id: 'favourites',
  context: ({ input }) => ({ sessionType: input.sessionType, ids: [] }),
  initial: 'starting',
  on: {
    SESSION_CHANGED: {
      target: '.starting',
      actions: assign(({ event }) => ({ sessionType: event.sessionType, ids: [], error: undefined })),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'idle' }],
    },
    loading: {
      invoke: {
        src: 'loadFavouriteIds',
        onDone: { target: 'idle', actions: assign(({ event }) => ({ ids: event.output.map(String) })) },
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    idle: {
      on: {
        TOGGLE: [
          { guard: ({ event }) => !hasFavouriteToggle(event.game.gameType) },
          { guard: not('loggedIn'), actions: { type: 'navigate', params: { to: LOGIN_ROUTE } } },
          { guard: 'trial', actions: assign({ error: TRIAL_FORBIDDEN }) },
          {
            guard: ({ context, event }) => isFavourite(context, event.game.nodeId),
            target: 'removing',
            actions: assign(({ event }) => ({ pending: requestOf(event.game), error: undefined })),
          },
          { target: 'adding', actions: assign(({ event }) => ({ pending: requestOf(event.game), error: undefined })) },
        ],
      },
    },
    adding: {
      invoke: {
        src: 'addFavourite',
        input: ({ context }) => context.pending as FavouriteRequest,
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            ids: [...context.ids, (context.pending as FavouriteRequest).nodeId],
            pending: undefined,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ error: errorCodeOf(event.error), pending: undefined })),
        },
      },
    },
    removing: {
      invoke: {
        src: 'removeFavourite',
        input: ({ context }) => context.pending as FavouriteRequest,
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            ids: context.ids.filter((id) => id !== (context.pending as FavouriteRequest).nodeId),
            pending: undefined,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ error: errorCodeOf(event.error), pending: undefined })),
        },
      },
    },
  },
});
