import { stripHtml } from '@wl/domain/content';
import type { Game } from '@wl/domain/entities';
import { isFavourite } from '@wl/domain/favourites-machine';
import { hasFavouriteToggle, type TileTheme, tileThemeOf } from '@wl/domain/game-filters';
import { gameLaunchTarget, type LaunchTarget } from '@wl/domain/game-launch';
import { HOME_DEFAULT_CATEGORY, type HomeView, homeMachine, homeView, RECENT_CATEGORY } from '@wl/domain/home-machine';
import { homeJackpot } from '@wl/domain/jackpot';
import { formatMoney } from '@wl/domain/money';
import { popupPxToRem } from '@wl/domain/popup-html';
import { winnersBoard } from '@wl/domain/winners';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useFavouritesActor, useProvidedActor, useSessionFanOut } from './machines.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';
import { useLocale } from './useLocale.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';

export type { HomeView } from '@wl/domain/home-machine';

/** A game as home's tiles show it: the kit's tile fields and the launch fields the domain reads. */
export interface HomeGame {
  nodeId: string;
  name: string;
  vendor: string;
  gameType: string;
  gameId: string;
  gameCode?: string;
  imageUrl?: string;
  freeplay?: boolean;
  /** The tile's background class, stable per game (1 to 8). */
  theme: TileTheme;
  favourite: boolean;
  /** Lottery games (LOTT, ELOTT) have no favourite toggle. */
  favouriteToggle: boolean;
  /** What a tap launches (the domain's `gameLaunchTarget`). */
  launch: LaunchTarget;
}

export interface HomeLobby {
  /** The announcements have arrived (or failed): the banner area, the marquee and the pop-ups can show. */
  announcementsLoaded: boolean;
  banners: { id: number; imageUrl: string }[];
  /** The player notices' titles as plain text, in the server's order (the marquee opens /m/notice at an index). */
  notices: { id: number; title: string }[];
  /** The login pop-ups, their pixel sizes converted for this site (`popupPxToRem`). */
  popups: { id: number; title: string; html: string }[];
  /** HOT, RECENT, then the server's categories with cockfight after RNG. */
  categories: string[];
  category: string;
  view: HomeView;
  hot: { games: HomeGame[]; page: number; totalPages: number; loading: boolean; loadingMore: boolean; failed: boolean };
  /** The winners board: the biggest 10 of the latest 20, two a row, each amount as money in the merchant's currency. */
  winners: {
    rows: { customerName: string; gameName: string; amount: string; iconUrl?: string }[][];
    scrolls: boolean;
    status: 'loading' | 'idle';
  };
  /** Home's jackpot as the player reads it: a random value between 20,000,000 and 30,000,000 with one decimal. */
  jackpot: string;
  select(category: string): void;
  loadMore(): void;
  toggleFavourite(game: Pick<HomeGame, 'nodeId' | 'vendor' | 'gameType'>): void;
}

const home = (services: AppServices) => homeMachine.provide(services.machines.home);
const sessionChanged = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, loggedIn: view.loggedIn });

/** A game of any list as a tile: its art as the gateway serves it, the favourite state from the member's ids. */
export function homeGameOf(game: Game, favourite: boolean): HomeGame {
  return {
    nodeId: game.nodeId,
    name: game.gameName,
    vendor: game.vassalage,
    gameType: game.gameType,
    gameId: game.gameId,
    ...(game.gameCode ? { gameCode: game.gameCode } : {}),
    ...(game.iconUrl ? { imageUrl: game.iconUrl } : {}),
    ...(game.supportPlay !== undefined ? { freeplay: game.supportPlay } : {}),
    theme: tileThemeOf(game.nodeId),
    favourite,
    favouriteToggle: hasFavouriteToggle(game.gameType),
    launch: gameLaunchTarget(game),
  };
}

/**
 * Home (the domain's `homeMachine`): announcements, vendors, hot games, winners and, logged in, favourites; vendors,
 * hot games and winners again 250 ms after a language change. The category is the lobby's (`useLobbyFilters`), so the header logo's
 * reset brings home back to HOT.
 */
export function useHome(): HomeLobby {
  const services = useAppServices();
  const actor = useProvidedActor(home, { input: { loggedIn: services.sessionView().loggedIn } });
  useSessionFanOut(actor, sessionChanged);
  useLanguageChanges(actor);
  const favourites = useFavouritesActor();
  const favouriteIds = useSelector(favourites, (snapshot) => snapshot.context.ids);

  const category = useSelector(services.lobby, (snapshot) => snapshot.context.category) ?? HOME_DEFAULT_CATEGORY;
  useEffect(() => actor.send({ type: 'SELECT_CATEGORY', category }), [actor, category]);

  const announcements = useSelector(actor, (snapshot) => snapshot.context.announcements);
  const announcementsLoaded = useSelector(actor, (snapshot) => snapshot.matches({ announcements: 'idle' }));
  const arranged = useSelector(actor, (snapshot) => snapshot.context.categories);
  const hotGames = useSelector(actor, (snapshot) => snapshot.context.hotGames);
  const hotPage = useSelector(actor, (snapshot) => snapshot.context.hotPage);
  const hotTotalPages = useSelector(actor, (snapshot) => snapshot.context.hotTotalPages);
  const hotState = useSelector(actor, (snapshot) =>
    snapshot.matches({ hotGames: 'loadingMore' })
      ? 'more'
      : snapshot.matches({ hotGames: 'ready' })
        ? 'ready'
        : 'loading',
  );
  const failed = useSelector(actor, (snapshot) => snapshot.context.error !== undefined);
  const winnerList = useSelector(actor, (snapshot) => snapshot.context.winners);
  const winnersLoaded = useSelector(actor, (snapshot) => snapshot.context.winnersLoaded);
  const locale = useLocale();
  const symbol = useMerchantSettings().settings.currency.symbol;
  const [random] = useState(() => Math.random());
  const jackpot = useMemo(
    () => homeJackpot(() => random, { currencySymbol: symbol, locale }),
    [random, symbol, locale],
  );
  const winners = useMemo(() => {
    const board = winnersBoard(winnerList, (amount) => formatMoney(amount, { currencySymbol: symbol, locale }));
    return {
      rows: board.rows.map((row) =>
        row.map((winner) => ({
          customerName: winner.customerName,
          gameName: winner.gameName,
          amount: winner.formattedAmount ?? '',
          ...(winner.iconUrl ? { iconUrl: winner.iconUrl } : {}),
        })),
      ),
      scrolls: board.scrolls,
      status: winnersLoaded ? ('idle' as const) : ('loading' as const),
    };
  }, [winnerList, winnersLoaded, symbol, locale]);

  const banners = useMemo(
    () => (announcements?.banners ?? []).map((banner) => ({ id: banner.id, imageUrl: banner.url })),
    [announcements],
  );
  const notices = useMemo(
    () => (announcements?.player ?? []).map((notice) => ({ id: notice.id, title: stripHtml(notice.title) })),
    [announcements],
  );
  const popups = useMemo(
    () =>
      (announcements?.popup ?? []).map((popup) => ({
        id: popup.id,
        title: stripHtml(popup.title),
        html: popupPxToRem(popup.content),
      })),
    [announcements],
  );
  const categories = useMemo(
    () => [HOME_DEFAULT_CATEGORY, RECENT_CATEGORY, ...arranged.map((item) => item.gameCategory)],
    [arranged],
  );
  const games = useMemo(
    () => hotGames.map((game) => homeGameOf(game, isFavourite({ ids: favouriteIds }, game.nodeId))),
    [hotGames, favouriteIds],
  );
  const view = useMemo(() => homeView({ category, categories: arranged }), [category, arranged]);

  const select = useCallback(
    (next: string) => services.lobby.send({ type: 'SELECT_CATEGORY', category: next }),
    [services],
  );
  const loadMore = useCallback(() => actor.send({ type: 'LOAD_MORE' }), [actor]);
  const toggleFavourite = useCallback(
    (game: Pick<HomeGame, 'nodeId' | 'vendor' | 'gameType'>) =>
      favourites.send({
        type: 'TOGGLE',
        game: { nodeId: game.nodeId, vassalage: game.vendor, gameType: game.gameType },
      }),
    [favourites],
  );

  return {
    announcementsLoaded,
    banners,
    notices,
    popups,
    categories,
    category,
    view,
    hot: {
      games,
      page: hotPage,
      totalPages: hotTotalPages,
      loading: hotState === 'loading',
      loadingMore: hotState === 'more',
      failed: failed && hotGames.length === 0 && hotState === 'ready',
    },
    winners,
    jackpot,
    select,
    loadMore,
    toggleFavourite,
  };
}

/** Whether the member closed the login pop-ups during this login; per app (its services), reset by a logout. */
interface PopupsClosed {
  closed: boolean;
  listeners: Set<() => void>;
}
const popupsClosed = new WeakMap<AppServices, PopupsClosed>();

function popupsClosedOf(services: AppServices): PopupsClosed {
  let store = popupsClosed.get(services);
  if (!store) {
    const created: PopupsClosed = { closed: false, listeners: new Set() };
    services.onSessionChange((view) => {
      if (view.loggedIn || !created.closed) return;
      created.closed = false;
      for (const listener of created.listeners) listener();
    });
    popupsClosed.set(services, created);
    store = created;
  }
  return store;
}

export interface LoginPopups {
  /** The pop-ups show to a logged-in member until closed; closed, they stay closed until the next login. */
  open: boolean;
  close(): void;
}

/** The merchant's login pop-ups on home (docs/decisions.md, "Home"): open for a member until closed once per login. */
export function useLoginPopups(): LoginPopups {
  const services = useAppServices();
  const store = popupsClosedOf(services);
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      const stop = services.onSessionChange(listener);
      return () => {
        store.listeners.delete(listener);
        stop();
      };
    },
    [services, store],
  );
  const open = useSyncExternalStore(subscribe, () => services.sessionView().loggedIn && !store.closed);
  const close = useCallback(() => {
    store.closed = true;
    for (const listener of store.listeners) listener();
  }, [store]);
  return { open, close };
}
