import { stripHtml } from '@wl/domain/content';
import { UNKNOWN_ERROR } from '@wl/domain/error-code';
import { isFavourite } from '@wl/domain/favourites-machine';
import { gameLaunchTarget, type LaunchTarget } from '@wl/domain/game-launch';
import {
  HOME_DEFAULT_CATEGORY,
  HOME_FAILED,
  type HomeView,
  homeMachine,
  homeView,
  RECENT_CATEGORY,
} from '@wl/domain/home-machine';
import { homeJackpot } from '@wl/domain/jackpot';
import { formatMoney } from '@wl/domain/money';
import { popupPxToRem } from '@wl/domain/popup-html';
import { winnersBoard } from '@wl/domain/winners';
import type { GameGridTile } from '@wl/ui/game-grid';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { homeActors } from '../actors/gameActors.ts';
import type { AppServices, SessionView } from '../services/appServices.ts';
import { useAppServices } from './AppServicesContext.tsx';
import { useFavouritesActor } from './favouritesActor.ts';
import { type ImageSourceOf, tileOf } from './gameTiles.ts';
import { useProvidedActor, useSessionFanOut } from './machines.ts';
import { useLanguageChanges } from './useLanguageChanges.ts';
import { useLocale } from './useLocale.ts';
import { useMerchantSettings } from './useMerchantSettings.ts';

export type { HomeView } from '@wl/domain/home-machine';

export interface HomeLobby {
  /** The announcements have arrived (or failed): the banner area, the marquee and the pop-ups can show. */
  announcementsLoaded: boolean;
  /**
   * Why a part of home could not be read (an errors catalogue key), while one has failed; `retry` asks again for each
   * failed part, and what loaded stays.
   */
  failure?: string;
  retry(): void;
  banners: { id: number; imageUrl: string }[];
  /** The player notices' titles as plain text, in the server's order (the marquee opens /m/notice at an index). */
  notices: { id: number; title: string }[];
  /** The login pop-ups, their pixel sizes converted for this site (`popupPxToRem`). */
  popups: { id: number; title: string; html: string }[];
  /** HOT, RECENT, then the server's categories with cockfight after RNG. */
  categories: string[];
  category: string;
  view: HomeView;
  hot: {
    tiles: GameGridTile[];
    page: number;
    totalPages: number;
    loading: boolean;
    loadingMore: boolean;
    failed: boolean;
  };
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
  toggleFavourite(nodeId: string): void;
  /** What a tap on a hot game launches (the domain's `gameLaunchTarget`). */
  launchTargetOf(nodeId: string): LaunchTarget | undefined;
}

const home = (services: AppServices) => homeMachine.provide(homeActors(services.actorContext));
const sessionChanged = (view: SessionView) => ({ type: 'SESSION_CHANGED' as const, loggedIn: view.loggedIn });

/**
 * Home (the domain's `homeMachine`): announcements, vendors, hot games, winners and, logged in, favourites; vendors,
 * hot games and winners again 250 ms after a language change. The category is the lobby's (`useLobbyFilters`), so the header logo's
 * reset brings home back to HOT.
 */
export function useHome(images: ImageSourceOf): HomeLobby {
  const services = useAppServices();
  const actor = useProvidedActor(home, { input: { loggedIn: services.sessionView().loggedIn } });
  useSessionFanOut(actor, sessionChanged);
  useLanguageChanges(actor);
  const favourites = useFavouritesActor();
  const favouriteIds = useSelector(favourites, (snapshot) => snapshot.context.ids);

  const category = useSelector(services.lobby, (snapshot) => snapshot.context.category) ?? HOME_DEFAULT_CATEGORY;
  useEffect(() => actor.send({ type: 'SELECT_CATEGORY', category }), [actor, category]);

  const announcements = useSelector(actor, (snapshot) => snapshot.context.announcements);
  const announcementsLoaded = useSelector(actor, (snapshot) => !snapshot.matches({ announcements: 'loading' }));
  const failure = useSelector(actor, (snapshot) =>
    snapshot.hasTag(HOME_FAILED) ? (snapshot.context.error ?? UNKNOWN_ERROR) : undefined,
  );
  const arranged = useSelector(actor, (snapshot) => snapshot.context.categories);
  const hotGames = useSelector(actor, (snapshot) => snapshot.context.hotGames);
  const hotPage = useSelector(actor, (snapshot) => snapshot.context.hotPage);
  const hotTotalPages = useSelector(actor, (snapshot) => snapshot.context.hotTotalPages);
  const hotState = useSelector(actor, (snapshot) =>
    snapshot.matches({ hotGames: 'loadingMore' })
      ? 'more'
      : snapshot.matches({ hotGames: 'ready' })
        ? 'ready'
        : snapshot.matches({ hotGames: 'failed' })
          ? 'failed'
          : 'loading',
  );
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
  const tiles = useMemo(
    () => hotGames.map((game) => tileOf(game, isFavourite({ ids: favouriteIds }, game.nodeId), images)),
    [hotGames, favouriteIds, images],
  );
  const byNode = useMemo(() => new Map(hotGames.map((game) => [String(game.nodeId), game])), [hotGames]);
  const view = useMemo(() => homeView({ category, categories: arranged }), [category, arranged]);

  const select = useCallback(
    (next: string) => services.lobby.send({ type: 'SELECT_CATEGORY', category: next }),
    [services],
  );
  const loadMore = useCallback(() => actor.send({ type: 'LOAD_MORE' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
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
    announcementsLoaded,
    ...(failure === undefined ? {} : { failure }),
    retry,
    banners,
    notices,
    popups,
    categories,
    category,
    view,
    hot: {
      tiles,
      page: hotPage,
      totalPages: hotTotalPages,
      loading: hotState === 'loading',
      loadingMore: hotState === 'more',
      failed: hotState === 'failed',
    },
    winners,
    jackpot,
    select,
    loadMore,
    toggleFavourite,
    launchTargetOf,
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
