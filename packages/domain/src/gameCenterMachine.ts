import { assign, setup } from 'xstate';
import { LANGUAGE_RELOAD_DEBOUNCE_MS } from './constants.ts';
import type { Game, GamePage, VendorCategory } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
import {
  applyClassify,
  arrangeCategories,
  type DataType,
  EMPTY_FILTER,
  type GameFilter,
  type GameListRequest,
  listPage,
  needsToken,
  normaliseGameName,
  openingList,
} from './gameFilters.ts';
import { HOME_ROUTE, LOGIN_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';

export type { GameListRequest } from './gameFilters.ts';

/** The vendor categories of the category screens (their HOT list is a game list like any other). */
export interface GameCatalogue {
  categories: VendorCategory[];
}

export interface GameCenterInput {
  /** The entry mode: RECENT, FAV, BINGO, SPORTS, ESPORTS, COCKFIGHT, INHOUSE, ALL, HOT, or a game type. */
  entry: string;
  /** A vendor to open the list on (a category screen's ?vassalage=). */
  vassalage?: string;
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
  error?: string;
  /** Why the vendor categories could not be loaded (an errors catalogue key), until they are. */
  catalogueError?: string;
}

export type GameCenterEvent =
  | { type: 'SET_CLASSIFY'; classify: string }
  | { type: 'SEARCH'; gameName: string }
  | { type: 'SELECT_VENDOR'; vassalage: string }
  | { type: 'SET_FILTER'; filter: Partial<Pick<GameFilter, 'gameType' | 'minBet' | 'minLine'>> }
  | { type: 'SHOW'; dataType: DataType }
  | { type: 'LOAD_MORE' }
  /** Asks for the vendor categories again after they failed. */
  | { type: 'RETRY_CATALOGUE' }
  /** The header logo: all games and every vendor, then /m/home (whose category goes back to HOT). */
  | { type: 'RESET' }
  | { type: 'LANGUAGE_CHANGED' }
  | { type: 'SESSION_CHANGED'; loggedIn: boolean };

const FILTER_EVENTS = ['SET_CLASSIFY', 'SEARCH', 'SELECT_VENDOR', 'SET_FILTER', 'SHOW'] as const;
type FilterEvent = Extract<GameCenterEvent, { type: (typeof FILTER_EVENTS)[number] | 'RESET' }>;

/** What a filter event asks for, before the login check. */
function nextOf(context: GameCenterContext, event: FilterEvent): { dataType: DataType; filter: GameFilter } {
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
      return { dataType: 'ALL', filter: EMPTY_FILTER };
  }
}

/** The list shows its More button while the page is below totalPages. */
export function canLoadMore(context: Pick<GameCenterContext, 'page' | 'totalPages'>): boolean {
  return context.page < context.totalPages;
}

/**
 * The game centre's list and filters. Any filter change resets to page 1 and reloads; load more appends while the
 * page is below totalPages; favourites and recent games without a token go to /m/login and leave the list as it was.
 * The header logo (RESET) goes back to all games of every vendor and to /m/home. Vendors and hot games load beside
 * the list and reload 250 ms after the last language change.
 */
export const gameCenterMachine = setup({
  types: {} as { context: GameCenterContext; events: GameCenterEvent; input: GameCenterInput },
  actors: {
    loadGames: notProvided<GamePage, GameListRequest>('loadGames'),
    loadCatalogue: notProvided<GameCatalogue, void>('loadCatalogue'),
  },
  guards: {
    loginNeeded: ({ context, event }) =>
      !context.loggedIn && needsToken(nextOf(context, event as FilterEvent).dataType),
    startsWithoutToken: ({ context }) => !context.loggedIn && needsToken(context.dataType),
    hasMore: ({ context }) => canLoadMore(context),
  },
  actions: {
    applyFilter: assign(({ context, event }) => ({ ...nextOf(context, event as FilterEvent), page: 1 })),
    navigate: navigateNotProvided,
  },
  delays: {
    languageReload: LANGUAGE_RELOAD_DEBOUNCE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #gameCenter
  id: 'gameCenter',
  context: ({ input }) => {
    const { dataType, filter } = openingList(input.entry, input.vassalage);
    return {
      loggedIn: input.loggedIn,
      dataType,
      filter,
      page: 1,
      totalPages: 0,
      games: [],
      categories: [],
    };
  },
  type: 'parallel',
  on: {
    SESSION_CHANGED: { actions: assign(({ event }) => ({ loggedIn: event.loggedIn })) },
  },
  states: {
    list: {
      initial: 'starting',
      on: {
        ...Object.fromEntries(
          FILTER_EVENTS.map((type) => [
            type,
            [
              { guard: 'loginNeeded', actions: { type: 'navigate', params: { to: LOGIN_ROUTE } } },
              { target: '.loading', actions: 'applyFilter' },
            ],
          ]),
        ),
        RESET: { target: '.loading', actions: ['applyFilter', { type: 'navigate', params: { to: HOME_ROUTE } }] },
      },
      states: {
        starting: {
          always: [
            {
              guard: 'startsWithoutToken',
              target: 'ready',
              actions: [assign({ dataType: 'ALL' as DataType }), { type: 'navigate', params: { to: LOGIN_ROUTE } }],
            },
            { target: 'loading' },
          ],
        },
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadGames',
            input: ({ context }) => listPage(context, 1),
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
            src: 'loadGames',
            input: ({ context }) => listPage(context, context.page + 1),
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
      },
    },
    catalogue: {
      initial: 'loading',
      // Each change starts the wait again; a load under way for the old language is dropped.
      on: { LANGUAGE_CHANGED: { target: '.waiting' } },
      states: {
        loading: {
          invoke: {
            src: 'loadCatalogue',
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({
                categories: arrangeCategories(event.output.categories),
                catalogueError: undefined,
              })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ catalogueError: errorCodeOf(event.error) })),
            },
          },
        },
        idle: {},
        failed: {
          on: { RETRY_CATALOGUE: { target: 'loading' } },
        },
        waiting: {
          after: { languageReload: { target: 'loading' } },
        },
      },
    },
  },
});
