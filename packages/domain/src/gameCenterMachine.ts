import { assign, setup } from 'xstate';
import { LANGUAGE_RELOAD_DEBOUNCE_MS } from './constants.ts';
import type { Game, GamePage, VendorCategory } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
import {
  applyClassify,
  arrangeCategories,
  type DataType,
  EMPTY_FILTER,
  entryFilter,
  type GameFilter,
  needsToken,
  normaliseGameName,
  pageSizeOf,
} from './gameFilters.ts';
import { LOGIN_ROUTE, type Navigation } from './navigation.ts';
import { notProvided } from './notProvided.ts';

export interface GameListRequest {
  dataType: DataType;
  filter: GameFilter;
  page: number;
  pageSize: number;
}

/** The vendor categories and the hot games of the home and category screens. */
export interface GameCatalogue {
  categories: VendorCategory[];
  hotGames: Game[];
}

export interface GameCenterInput {
  /** The entry mode: RECENT, BINGO, SPORTS, ESPORTS, COCKFIGHT, ALL, HOT, or a game type. */
  entry: string;
  loggedIn: boolean;
}

export interface GameCenterContext {
  loggedIn: boolean;
  dataType: DataType;
  filter: GameFilter;
  page: number;
  totalPages: number;
  games: Game[];
  categories: VendorCategory[];
  hotGames: Game[];
  error?: string;
}

export type GameCenterEvent =
  | { type: 'SET_CLASSIFY'; classify: string }
  | { type: 'SEARCH'; gameName: string }
  | { type: 'SELECT_VENDOR'; vassalage: string }
  | { type: 'SET_FILTER'; filter: Partial<Pick<GameFilter, 'gameType' | 'minBet' | 'minLine'>> }
  | { type: 'SHOW'; dataType: DataType }
  | { type: 'LOAD_MORE' }
  /** The header logo: all games, empty vendor, HOT. */
  | { type: 'RESET' }
  | { type: 'LANGUAGE_CHANGED' }
  | { type: 'SESSION_CHANGED'; loggedIn: boolean };

/** What a filter event asks for, before the login check. */
function nextOf(context: GameCenterContext, event: GameCenterEvent): { dataType: DataType; filter: GameFilter } {
  switch (event.type) {
    case 'SET_CLASSIFY':
      return applyClassify(event.classify, context.filter);
    case 'SEARCH':
      return { dataType: 'ALL', filter: { ...context.filter, gameName: normaliseGameName(event.gameName) } };
    case 'SELECT_VENDOR':
      return { dataType: 'ALL', filter: { ...context.filter, vassalage: event.vassalage } };
    case 'SET_FILTER':
      return { dataType: context.dataType, filter: { ...context.filter, ...event.filter } };
    case 'SHOW':
      return { dataType: event.dataType, filter: context.filter };
    case 'RESET':
      return { dataType: 'HOT', filter: EMPTY_FILTER };
    default:
      return { dataType: context.dataType, filter: context.filter };
  }
}

const FILTER_EVENTS = ['SET_CLASSIFY', 'SEARCH', 'SELECT_VENDOR', 'SET_FILTER', 'SHOW', 'RESET'] as const;

/**
 * The game centre's list and filters. Any filter change resets to page 1 and reloads; load more appends while the
 * page is below totalPages; favourites and recent games without a token go to /m/login. Vendors and hot games load
 * beside the list and reload 250 ms after a language change.
 */
export const gameCenterMachine = setup({
  types: {
    context: {} as GameCenterContext,
    events: {} as GameCenterEvent,
    input: {} as GameCenterInput,
  },
  actors: {
    loadGames: notProvided<GamePage, GameListRequest>('loadGames'),
    loadCatalogue: notProvided<GameCatalogue, void>('loadCatalogue'),
    navigate: notProvided<void, Navigation>('navigate'),
  },
  guards: {
    loginNeeded: ({ context, event }) => !context.loggedIn && needsToken(nextOf(context, event).dataType),
    startsWithoutToken: ({ context }) => !context.loggedIn && needsToken(context.dataType),
    hasMore: ({ context }) => context.page < context.totalPages,
  },
  actions: {
    applyFilter: assign(({ context, event }) => ({ ...nextOf(context, event), page: 1 })),
  },
  delays: {
    languageReload: LANGUAGE_RELOAD_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'gameCenter',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    ...entryFilter(input.entry),
    page: 1,
    totalPages: 0,
    games: [],
    categories: [],
    hotGames: [],
  }),
  type: 'parallel',
  on: {
    SESSION_CHANGED: { actions: assign(({ event }) => ({ loggedIn: event.loggedIn })) },
  },
  states: {
    list: {
      initial: 'starting',
      on: Object.fromEntries(
        FILTER_EVENTS.map((type) => [
          type,
          [
            { guard: 'loginNeeded', target: '.redirecting' },
            { target: '.loading', actions: 'applyFilter' },
          ],
        ]),
      ),
      states: {
        starting: {
          always: [
            {
              guard: 'startsWithoutToken',
              target: 'redirecting',
              actions: assign({ dataType: 'ALL' as DataType }),
            },
            { target: 'loading' },
          ],
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => ({
              dataType: context.dataType,
              filter: context.filter,
              page: 1,
              pageSize: pageSizeOf(context.dataType),
            }),
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                games: event.output.games,
                page: event.output.pageNum,
                totalPages: event.output.totalPages,
                error: undefined,
              })),
            },
            onError: {
              target: 'ready',
              actions: assign(({ event }) => ({ games: [], totalPages: 0, error: errorCodeOf(event.error) })),
            },
          },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'loadGames',
            src: 'loadGames',
            input: ({ context }) => ({
              dataType: context.dataType,
              filter: context.filter,
              page: context.page + 1,
              pageSize: pageSizeOf(context.dataType),
            }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                games: [...context.games, ...event.output.games],
                page: event.output.pageNum,
                totalPages: event.output.totalPages,
              })),
            },
            onError: { target: 'ready', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          },
        },
        ready: {
          on: { LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' } },
        },
        redirecting: {
          invoke: {
            id: 'navigate',
            src: 'navigate',
            input: { to: LOGIN_ROUTE },
            onDone: { target: 'ready' },
            onError: { target: 'ready' },
          },
        },
      },
    },
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCatalogue',
            src: 'loadCatalogue',
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({
                categories: arrangeCategories(event.output.categories),
                hotGames: event.output.hotGames,
              })),
            },
            onError: { target: 'idle' },
          },
          on: { LANGUAGE_CHANGED: { target: 'waiting' } },
        },
        idle: {
          on: { LANGUAGE_CHANGED: { target: 'waiting' } },
        },
        waiting: {
          on: { LANGUAGE_CHANGED: { target: 'waiting', reenter: true } },
          after: { languageReload: { target: 'loading' } },
        },
      },
    },
  },
});
