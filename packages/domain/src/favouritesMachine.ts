import { assign, setup } from 'xstate';
import { errorCodeOf } from './errorCode.ts';
import { hasFavouriteToggle } from './gameFilters.ts';
import { LOGIN_ROUTE, type Navigation } from './navigation.ts';
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

export interface FavouritesContext {
  loggedIn: boolean;
  /** Node ids, always held as strings whatever the server sends. */
  ids: string[];
  error?: string;
  pending?: FavouriteRequest;
}

export type FavouritesEvent = { type: 'TOGGLE'; game: FavouriteGame } | { type: 'SESSION_CHANGED'; loggedIn: boolean };

export function isFavourite(context: Pick<FavouritesContext, 'ids'>, nodeId: string | number): boolean {
  return context.ids.includes(String(nodeId));
}

/**
 * Favourites: a toggle adds or removes when logged in and otherwise goes to /m/login. LOTT and ELOTT have no toggle.
 * The ids are loaded once logged in and held as strings.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    input: {} as { loggedIn: boolean },
  },
  actors: {
    loadFavouriteIds: notProvided<(string | number)[], void>('loadFavouriteIds'),
    addFavourite: notProvided<void, FavouriteRequest>('addFavourite'),
    removeFavourite: notProvided<void, FavouriteRequest>('removeFavourite'),
    navigate: notProvided<void, Navigation>('navigate'),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    withoutToggle: ({ event }) => event.type === 'TOGGLE' && !hasFavouriteToggle(event.game.gameType),
    favourite: ({ context, event }) => event.type === 'TOGGLE' && isFavourite(context, event.game.nodeId),
  },
  actions: {
    hold: assign(({ event }) =>
      event.type === 'TOGGLE'
        ? { pending: { nodeId: String(event.game.nodeId), vendor: event.game.vassalage }, error: undefined }
        : {},
    ),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => ({ loggedIn: input.loggedIn, ids: [] }),
  initial: 'starting',
  on: {
    SESSION_CHANGED: { target: '.starting', actions: assign(({ event }) => ({ loggedIn: event.loggedIn, ids: [] })) },
  },
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'idle' }],
    },
    loading: {
      invoke: {
        id: 'loadFavouriteIds',
        src: 'loadFavouriteIds',
        onDone: { target: 'idle', actions: assign(({ event }) => ({ ids: event.output.map(String) })) },
        onError: { target: 'idle', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
      },
    },
    idle: {
      on: {
        TOGGLE: [
          { guard: 'withoutToggle' },
          { guard: ({ context }) => !context.loggedIn, target: 'redirecting' },
          { guard: 'favourite', target: 'removing', actions: 'hold' },
          { target: 'adding', actions: 'hold' },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addFavourite',
        src: 'addFavourite',
        input: ({ context }) => context.pending as FavouriteRequest,
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            ids: [...context.ids, context.pending?.nodeId ?? ''],
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
        id: 'removeFavourite',
        src: 'removeFavourite',
        input: ({ context }) => context.pending as FavouriteRequest,
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            ids: context.ids.filter((id) => id !== context.pending?.nodeId),
            pending: undefined,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => ({ error: errorCodeOf(event.error), pending: undefined })),
        },
      },
    },
    redirecting: {
      invoke: {
        id: 'navigate',
        src: 'navigate',
        input: { to: LOGIN_ROUTE },
        onDone: { target: 'idle' },
        onError: { target: 'idle' },
      },
    },
  },
});
