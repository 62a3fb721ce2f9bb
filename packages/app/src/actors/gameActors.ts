import * as contentApi from '@wl/api/content';
import * as gamesApi from '@wl/api/games';
import type { GamePage, VendorCategory } from '@wl/domain/entities';
import type { favouritesMachine } from '@wl/domain/favourites-machine';
import type { GameCatalogue, GameListRequest, gameCenterMachine } from '@wl/domain/game-center-machine';
import type { GameStart, gameLaunchMachine } from '@wl/domain/game-launch-machine';
import type { homeMachine } from '@wl/domain/home-machine';
import { fromPromise } from 'xstate';
import { HOME_ANNOUNCEMENTS_QUERY } from '../boot/homeEarly.ts';
import { type ActorContext, type ImplementationsOf, navigation } from './actorContext.ts';
import { contractGameType, gameListQuery } from './gameListQuery.ts';

/** The game-list calls of every list: hot games, favourites, recent games, and the filtered list. */
function gameLists({ clients, call }: ActorContext) {
  const hotGames = async (page: number, pageSize: number): Promise<GamePage> => {
    const { games, pageNum, totalPages, totalCount } = await call(
      gamesApi.listHotGames(clients, { pageNo: page, pageSize }),
    );
    return { games: [...games], pageNum, totalPages, totalCount };
  };

  async function loadGames(request: GameListRequest): Promise<GamePage> {
    const { dataType, filter, page, pageSize } = request;
    const gameType = contractGameType(filter.gameType);
    const mine = { ...(gameType ? { gameType } : {}), ...(filter.vassalage ? { vendor: filter.vassalage } : {}) };
    switch (dataType) {
      case 'HOT':
        return hotGames(page, pageSize);
      case 'FAV': {
        const { list, pageNum, totalPages, totalCount } = await call(
          gamesApi.listFavourites(clients, { pageNo: page, pageSize, ...mine }),
        );
        return { games: [...list], pageNum, totalPages, totalCount };
      }
      case 'RECENT': {
        const { list, pageNum, totalPages } = await call(
          gamesApi.listRecentGames(clients, { page, pageSize, ...mine }),
        );
        return { games: [...list], pageNum, totalPages };
      }
      case 'ALL': {
        const { games, pageNum, totalPages, totalCount } = await call(
          gamesApi.listGames(clients, gameListQuery(request)),
        );
        return { games: [...games], pageNum, totalPages, totalCount };
      }
    }
  }

  /** The vendor categories, as the domain holds them (its own copy of each category's vendor names). */
  async function vendorCategories(): Promise<VendorCategory[]> {
    const categories = await call(gamesApi.listVendorCategories(clients));
    return categories.map((category) => ({ ...category, vendorNames: [...category.vendorNames] }));
  }

  return { hotGames, loadGames, vendorCategories };
}

/** The game lists' (category, search and favourite screens): a page of games, and the vendor categories. */
export function gameCenterActors(context: ActorContext): ImplementationsOf<typeof gameCenterMachine> {
  const navigate = navigation(context);
  const { loadGames, vendorCategories } = gameLists(context);
  return {
    actors: {
      loadGames: fromPromise(async ({ input }) => loadGames(input)),
      loadCatalogue: fromPromise(async (): Promise<GameCatalogue> => ({ categories: await vendorCategories() })),
    },
    actions: { navigate },
  };
}

/** Home's: announcements, vendor categories, hot games, favourites and winners. */
export function homeActors(context: ActorContext): ImplementationsOf<typeof homeMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  const { hotGames, vendorCategories } = gameLists(context);
  return {
    actors: {
      loadAnnouncements: fromPromise(async () =>
        call(contentApi.fetchAnnouncements(clients, HOME_ANNOUNCEMENTS_QUERY)),
      ),
      loadVendors: fromPromise(vendorCategories),
      loadHotGames: fromPromise(async ({ input }) => hotGames(input.page, input.pageSize)),
      loadFavourites: fromPromise(async ({ input }): Promise<GamePage> => {
        const { list, pageNum, totalPages, totalCount } = await call(
          gamesApi.listFavourites(clients, { pageNo: input.page, pageSize: input.pageSize }),
        );
        return { games: [...list], pageNum, totalPages, totalCount };
      }),
      loadWinners: fromPromise(async ({ input }) => [
        ...(await call(gamesApi.listWinners(clients, { limitNum: input.limit }))),
      ]),
    },
    actions: { navigate },
  };
}

/** A game's launch: the launch address (opened in the same tab) and the recent-games record. */
export function gameLaunchActors(context: ActorContext): ImplementationsOf<typeof gameLaunchMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  return {
    actors: {
      startGame: fromPromise(async ({ input }: { input: GameStart }) => {
        const { url } = await call(
          gamesApi.launchGame(clients, {
            vassalage: input.vendor,
            ...(input.nodeId ? { nodeId: input.nodeId } : {}),
            ...(input.kind === 'launcher' ? { gameCode: input.gameCode } : {}),
            // The game's own way back returns to the page the player launched it from (docs/decisions.md).
            ...(typeof window === 'undefined'
              ? {}
              : { backUrl: `${window.location.pathname}${window.location.search}` }),
          }),
        );
        return url;
      }),
      recordRecentGame: fromPromise(async ({ input }) => {
        await call(gamesApi.addRecentGame(clients, input.nodeId, input.vendor));
      }),
    },
    // The same tab: the phone's back, or the game's own way back, returns to the page the game was launched from.
    actions: { navigate, openGame: (_: unknown, game: { address: string }) => context.openExternal(game.address) },
  };
}

/** The favourite toggle's: the member's favourite ids, adding and removing one. */
export function favouritesActors(context: ActorContext): ImplementationsOf<typeof favouritesMachine> {
  const { clients, call } = context;
  const navigate = navigation(context);
  return {
    actors: {
      loadFavouriteIds: fromPromise(async (): Promise<(string | number)[]> => call(gamesApi.listFavouriteIds(clients))),
      addFavourite: fromPromise(async ({ input }) => {
        await call(gamesApi.addFavourite(clients, input.nodeId, input.vendor));
      }),
      removeFavourite: fromPromise(async ({ input }) => {
        await call(gamesApi.removeFavourite(clients, input.nodeId, input.vendor));
      }),
    },
    actions: { navigate },
  };
}
