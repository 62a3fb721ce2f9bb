import { categoryView, classificationsOf, tabVendors } from '@wl/domain/category-screen';
import type { Vendor, VendorCategory } from '@wl/domain/entities';
import { isFavourite } from '@wl/domain/favourites-machine';
import { canLoadMore, type GameCenterInput, gameCenterMachine } from '@wl/domain/game-center-machine';
import type { DataType } from '@wl/domain/game-filters';
import { gameLaunchTarget, type LaunchTarget } from '@wl/domain/game-launch';
import type { GameGridTile } from '@wl/ui/game-grid';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { gameCenterActors } from '../actors/gameActors.ts';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useFavouritesActor } from './favouritesActor.ts';
import { type ImageSourceOf, tileOf } from './gameTiles.ts';
import { useProvidedActor, useSessionFanOut } from './machines.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';

const gameCenter = (services: AppServices) => gameCenterMachine.provide(gameCenterActors(services.actorContext));
const loggedInEvent = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, loggedIn: view.loggedIn });

/** A game list and its filters (the category, search and favourites screens), told when the session changes. */
function useGameCenterActor(input: Omit<GameCenterInput, 'loggedIn'>) {
  const services = useAppServices();
  const actor = useProvidedActor(gameCenter, { input: { ...input, loggedIn: services.sessionView().loggedIn } });
  useSessionFanOut(actor, loggedInEvent);
  return actor;
}

export type { ImageSourceOf } from './gameTiles.ts';

/** The filter panel's fixed themes, as the game centre takes them: all is no classification. */
export const FIXED_THEMES = { all: '', favourite: 'FAV', new: 'NEW', hot: 'HOT' } as const;

export interface GameListOptions {
  /** The game centre's entry mode: a category (RNG, LIVE, HOT, ...), ALL, FAV, RECENT or a game type. */
  entry: string;
  /** The vendor to open on (?vassalage=). */
  vassalage?: string;
}

export interface GameListView {
  /** The first page (or a page after a filter change) is on its way. */
  loading: boolean;
  loadingMore: boolean;
  /** The catalogue of vendors has not arrived yet. */
  catalogueLoading: boolean;
  /** Why the vendors could not be loaded (an errors catalogue key); `retryCatalogue` asks again. */
  catalogueError?: string;
  retryCatalogue: () => void;
  error?: string;
  /** The trial refusal or the call error of a favourite toggle. */
  favouriteError?: string;
  dataType: DataType;
  tiles: GameGridTile[];
  page: number;
  totalPages: number;
  canLoadMore: boolean;
  /** The selected vendor, or null for all. */
  vendor: string | null;
  gameName: string;
  /** The filter panel's theme in force. */
  classify: string;
  /** The vendor categories as the menu shows them (cockfight after RNG). */
  categories: VendorCategory[];
  /** The vendor tab bar's vendors. */
  vendors: Vendor[];
  /** The vendor classifications after the panel's fixed themes. */
  classifications: string[];
  /** What a category screen shows: the list, or the category's vendors. */
  view: ReturnType<typeof categoryView>;
  selectVendor(vassalage: string | null): void;
  /** The filter panel's submit: the name (trimmed and lower-cased by the game centre) and the theme. */
  applyFilter(filter: { gameName: string; classify: string }): void;
  resetFilter(): void;
  loadMore(): void;
  /** Loads the first page again after a failure, with the same filter. */
  retry(): void;
  toggleFavourite(nodeId: string): void;
  /** What a tile's launch needs (`resolveGameLaunch`), or undefined for a tile no longer listed. */
  launchTargetOf(nodeId: string): LaunchTarget | undefined;
}

/**
 * A game list through the domain's `gameCenterMachine` with the favourites (`favouritesMachine`) and the launch
 * (`gameLaunchMachine`): the vendor tabs, the filter panel, load more, the favourite toggle and the launch. On the
 * favourites list an untoggled game leaves the list at once.
 */
export function useGameCentre({ entry, vassalage }: GameListOptions, images: ImageSourceOf): GameListView {
  const centre = useGameCenterActor({ entry, ...(vassalage ? { vassalage } : {}) });
  const favourites = useFavouritesActor();
  useLanguageChanges(centre);

  const context = useSelector(centre, (snapshot) => snapshot.context);
  const loading = useSelector(centre, (snapshot) => snapshot.hasTag('loading'));
  const loadingMore = useSelector(centre, (snapshot) => snapshot.hasTag('loadingMore'));
  const catalogueLoading = useSelector(centre, (snapshot) => snapshot.matches({ catalogue: 'loading' }));
  const favouriteIds = useSelector(favourites, (snapshot) => snapshot.context.ids);
  const favouriteError = useSelector(favourites, (snapshot) => snapshot.context.error);
  // Until the ids are in, the favourites list shows what the server listed.
  const favouritesKnown = useSelector(favourites, (snapshot) => !snapshot.matches('loading'));

  const { games, dataType, filter, categories, page, totalPages } = context;
  const byNode = useMemo(() => new Map(games.map((game) => [String(game.nodeId), game])), [games]);
  const tiles = useMemo(() => {
    const shown =
      dataType === 'FAV' && favouritesKnown
        ? games.filter((game) => isFavourite({ ids: favouriteIds }, game.nodeId))
        : games;
    return shown.map((game) => tileOf(game, isFavourite({ ids: favouriteIds }, game.nodeId), images));
  }, [games, dataType, favouriteIds, favouritesKnown, images]);
  const vendors = useMemo(() => tabVendors(entry, categories), [entry, categories]);
  const classifications = useMemo(() => classificationsOf(entry, categories), [entry, categories]);
  const view = useMemo(() => categoryView(entry, categories, vassalage), [entry, categories, vassalage]);

  const selectVendor = useCallback(
    (code: string | null) => centre.send({ type: 'SELECT_VENDOR', vassalage: code ?? '' }),
    [centre],
  );
  const applyFilter = useCallback(
    (next: { gameName: string; classify: string }) => {
      centre.send({ type: 'SEARCH', gameName: next.gameName });
      centre.send({ type: 'SET_CLASSIFY', classify: next.classify });
    },
    [centre],
  );
  const resetFilter = useCallback(() => applyFilter({ gameName: '', classify: FIXED_THEMES.all }), [applyFilter]);
  const loadMore = useCallback(() => centre.send({ type: 'LOAD_MORE' }), [centre]);
  const retry = useCallback(() => centre.send({ type: 'SHOW', dataType }), [centre, dataType]);
  const retryCatalogue = useCallback(() => centre.send({ type: 'RETRY_CATALOGUE' }), [centre]);
  const toggleFavourite = useCallback(
    (nodeId: string) => {
      const game = byNode.get(nodeId);
      if (game) favourites.send({ type: 'TOGGLE', game });
    },
    [byNode, favourites],
  );
  const launchTargetOf = useCallback(
    (nodeId: string) => {
      const game = byNode.get(nodeId);
      return game ? gameLaunchTarget(game) : undefined;
    },
    [byNode],
  );

  return {
    loading,
    loadingMore,
    catalogueLoading,
    ...(context.catalogueError ? { catalogueError: context.catalogueError } : {}),
    retryCatalogue,
    ...(context.error ? { error: context.error } : {}),
    ...(favouriteError ? { favouriteError } : {}),
    dataType,
    tiles,
    page,
    totalPages,
    canLoadMore: canLoadMore(context),
    vendor: filter.vassalage || null,
    gameName: filter.gameName,
    classify: dataType === 'ALL' ? filter.gameClassify : dataType,
    categories,
    vendors,
    classifications,
    view,
    selectVendor,
    applyFilter,
    resetFilter,
    loadMore,
    retry,
    toggleFavourite,
    launchTargetOf,
  };
}
