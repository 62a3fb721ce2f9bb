import type { components } from '@wl/api/wps';
import { assign, setup } from 'xstate';
import {
  FAVOURITES_HOME_PAGE_SIZE,
  HOT_GAMES_PAGE_SIZE,
  LANGUAGE_RELOAD_DEBOUNCE_MS,
  WINNERS_FETCH_LIMIT,
} from './constants.ts';
import type { Game, GamePage, Vendor, VendorCategory } from './entities.ts';
import { errorCodeOf } from './errorCode.ts';
import { arrangeCategories } from './gameFilters.ts';
import { HOME_ROUTE, navigateNotProvided } from './navigation.ts';
import { notProvided } from './notProvided.ts';
import type { Winner } from './winners.ts';

/** What home shows from the announcements call (banners, player notices, pop-ups, promotions, hot matches). */
export type HomeAnnouncements = components['schemas']['Announcements'];

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The category home opens on, and the one the header logo goes back to. */
export const HOME_DEFAULT_CATEGORY = 'HOT';
export const RECENT_CATEGORY = 'RECENT';

export interface HomeInput {
  loggedIn: boolean;
}

export interface HomeContext {
  loggedIn: boolean;
  /** The category bar's choice: HOT by default. */
  category: string;
  announcements?: HomeAnnouncements;
  /** Arranged for the category bar: cockfight vendors in their own category after RNG. */
  categories: VendorCategory[];
  hotGames: Game[];
  hotPage: number;
  hotTotalPages: number;
  /** The member's favourite games, one page of 100; empty for a visitor. */
  favourites: Game[];
  /** The winners board's latest 20 winners in the interface language; the last answer stays while a new one loads. */
  winners: Winner[];
  /** The winners' call has answered (or failed) once. */
  winnersLoaded: boolean;
  /** Why the last read failed, as an errors catalogue key: home says so while a part is `failed` (HOME_FAILED). */
  error?: string;
}

export type HomeEvent =
  | { type: 'SELECT_CATEGORY'; category: string }
  /** More hot games: the next page of 60, appended. */
  | { type: 'LOAD_MORE' }
  | { type: 'LANGUAGE_CHANGED' }
  | { type: 'SESSION_CHANGED'; loggedIn: boolean }
  /** The header logo: back to the HOT category, on /m/home. */
  | { type: 'RESET' }
  /** Try again: each part whose read failed asks again; what loaded stays. */
  | { type: 'RETRY' };

/**
 * What home shows for its category: the hot games (60 a page, with More) for HOT; a game list for RECENT and for a
 * category whose listType is set (the game centre opened on that entry); the category's vendors otherwise.
 */
export type HomeView = { kind: 'hot' } | { kind: 'list'; entry: string } | { kind: 'vendors'; vendors: Vendor[] };

export function homeView(context: Pick<HomeContext, 'category' | 'categories'>): HomeView {
  const { category } = context;
  if (category === HOME_DEFAULT_CATEGORY) return { kind: 'hot' };
  if (category === RECENT_CATEGORY) return { kind: 'list', entry: category };
  const found = context.categories.find((item) => item.gameCategory === category);
  if (found?.listType) return { kind: 'list', entry: category };
  return { kind: 'vendors', vendors: found?.vendorNames ?? [] };
}

/** The hot list shows its More button while its page is below totalPages. */
export function canLoadMoreHot(context: Pick<HomeContext, 'hotPage' | 'hotTotalPages'>): boolean {
  return context.hotPage < context.hotTotalPages;
}

/** The tag of a part whose read failed, until the person's Try again: home then says why (`error`). */
export const HOME_FAILED = 'failed';

/** A part whose read failed: tagged so home says why, until Try again asks again and forgets the reason. */
const FAILED_PART = { tags: HOME_FAILED, on: { RETRY: { target: 'loading', actions: 'forgetFailure' } } } as const;

/**
 * Home. On load it asks, in this order, for the announcements, the vendors, the hot games, the winners board's latest
 * 20 and, when logged in, the favourites (one page of 100); each answer fills its part as it arrives, and a
 * failed part stays empty (`failed`, tagged HOME_FAILED, with the reason in `error`) until Try again (RETRY) asks
 * again for every failed part, leaving what loaded as it is. A language change reloads the vendors, the hot games and the winners 250 ms after the last
 * change. The category is HOT until chosen, and
 * the header logo (RESET) sets it back to HOT and goes to /m/home.
 */
export const homeMachine = setup({
  types: {} as { context: HomeContext; events: HomeEvent; input: HomeInput },
  actors: {
    loadAnnouncements: notProvided<HomeAnnouncements, void>('loadAnnouncements'),
    loadVendors: notProvided<VendorCategory[], void>('loadVendors'),
    loadHotGames: notProvided<GamePage, PageRequest>('loadHotGames'),
    loadFavourites: notProvided<GamePage, PageRequest>('loadFavourites'),
    loadWinners: notProvided<Winner[], { limit: number }>('loadWinners'),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    hasMoreHot: ({ context }) => canLoadMoreHot(context),
  },
  actions: {
    navigate: navigateNotProvided,
    /** Try again: the reason goes with the failure it named. */
    forgetFailure: assign({ error: undefined }),
  },
  delays: {
    languageReload: LANGUAGE_RELOAD_DEBOUNCE_MS,
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id is a label; no transition targets #home
  id: 'home',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    category: HOME_DEFAULT_CATEGORY,
    categories: [],
    hotGames: [],
    hotPage: 1,
    hotTotalPages: 0,
    favourites: [],
    winners: [],
    winnersLoaded: false,
  }),
  type: 'parallel',
  on: {
    SELECT_CATEGORY: { actions: assign(({ event }) => ({ category: event.category })) },
    RESET: {
      actions: [assign({ category: HOME_DEFAULT_CATEGORY }), { type: 'navigate', params: { to: HOME_ROUTE } }],
    },
  },
  // The regions start in document order, which is the order of the calls.
  states: {
    announcements: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadAnnouncements',
            onDone: { target: 'idle', actions: assign(({ event }) => ({ announcements: event.output })) },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          },
        },
        idle: {},
        failed: FAILED_PART,
      },
    },
    vendors: {
      initial: 'loading',
      // Each change starts the wait again; a load under way for the old language is dropped.
      on: { LANGUAGE_CHANGED: { target: '.waiting' } },
      states: {
        loading: {
          invoke: {
            src: 'loadVendors',
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ categories: arrangeCategories(event.output) })),
            },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          },
        },
        idle: {},
        failed: FAILED_PART,
        waiting: {
          after: { languageReload: { target: 'loading' } },
        },
      },
    },
    hotGames: {
      initial: 'loading',
      // Each change starts the wait again; a load under way for the old language is dropped.
      on: { LANGUAGE_CHANGED: { target: '.waiting' } },
      states: {
        loading: {
          invoke: {
            src: 'loadHotGames',
            input: { page: 1, pageSize: HOT_GAMES_PAGE_SIZE },
            onDone: {
              target: 'ready',
              actions: assign(({ event }) => ({
                hotGames: event.output.games,
                hotPage: event.output.pageNum,
                hotTotalPages: event.output.totalPages,
              })),
            },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          },
        },
        failed: FAILED_PART,
        loadingMore: {
          invoke: {
            src: 'loadHotGames',
            input: ({ context }) => ({ page: context.hotPage + 1, pageSize: HOT_GAMES_PAGE_SIZE }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                hotGames: [...context.hotGames, ...event.output.games],
                hotPage: event.output.pageNum,
                hotTotalPages: event.output.totalPages,
              })),
            },
            onError: { target: 'ready', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          },
        },
        ready: {
          on: { LOAD_MORE: { guard: 'hasMoreHot', target: 'loadingMore' } },
        },
        waiting: {
          after: { languageReload: { target: 'loading' } },
        },
      },
    },
    favourites: {
      initial: 'starting',
      // On the region, not the machine: a transition of the machine itself would start every region over.
      on: {
        SESSION_CHANGED: {
          target: '.starting',
          actions: assign(({ event }) => ({ loggedIn: event.loggedIn, favourites: [] })),
        },
      },
      states: {
        starting: {
          always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'idle' }],
        },
        loading: {
          invoke: {
            src: 'loadFavourites',
            input: { page: 1, pageSize: FAVOURITES_HOME_PAGE_SIZE },
            onDone: { target: 'idle', actions: assign(({ event }) => ({ favourites: event.output.games })) },
            onError: { target: 'failed', actions: assign(({ event }) => ({ error: errorCodeOf(event.error) })) },
          },
        },
        idle: {},
        failed: FAILED_PART,
      },
    },
    winners: {
      initial: 'loading',
      // Each change starts the wait again; a load under way for the old language is dropped.
      on: { LANGUAGE_CHANGED: { target: '.waiting' } },
      states: {
        loading: {
          invoke: {
            src: 'loadWinners',
            input: { limit: WINNERS_FETCH_LIMIT },
            onDone: {
              target: 'idle',
              actions: assign(({ event }) => ({ winners: event.output, winnersLoaded: true })),
            },
            // The board keeps what it showed; a first failure leaves it empty.
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ winnersLoaded: true, error: errorCodeOf(event.error) })),
            },
          },
        },
        idle: {},
        failed: FAILED_PART,
        waiting: {
          after: { languageReload: { target: 'loading' } },
        },
      },
    },
  },
});
