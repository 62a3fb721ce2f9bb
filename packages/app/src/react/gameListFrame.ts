import { categoryView, classificationsOf, tabVendors } from '@wl/domain/category-screen';
import type { Game, VendorCategory } from '@wl/domain/entities';
import { arrangeCategories, openingList } from '@wl/domain/game-filters';
import { earlyBody, type Settling, settled, settling } from '../boot/earlyAnswers.ts';
import { envelopeValue, firstGamesRequest, imageCdnsOf, VENDOR_CATEGORIES_REQUEST } from '../boot/homeEarly.ts';
import type { ImageCdnChoice } from '../services/imageCdn.ts';
import { tileOf } from './gameTiles.ts';
import type { GameListView } from './useGameCentre.ts';

const nothing = () => {};

/** A category screen's first games, as the boot's early answers give them (`earlyFirstGames`). */
export interface EarlyFirstGames {
  /** The vendor categories, arranged as the game centre arranges them (cockfight after slots). */
  categories: VendorCategory[];
  /** The first page of the list. */
  games: Game[];
  totalPages: number;
  /** The image CDN of the visit, the same pick the screens make. */
  images: ImageCdnChoice;
}

const earlyGames = new Map<string, Settling<EarlyFirstGames | undefined>>();

/**
 * A category screen's first page of games and the vendor categories from the boot's early answers, for drawing the
 * screen before the services have loaded (docs/decisions.md, "A category screen drawn before its code"). Only the
 * fields a tile and the vendor tabs read are looked at; the services' checked answers take over once they are in.
 * None when this list was not the one asked early (a member, another screen or vendor) or an answer does not read.
 */
export function earlyFirstGames(entry: string, vassalage?: string): Settling<EarlyFirstGames | undefined> {
  const key = `${entry}:${vassalage ?? ''}`;
  const known = earlyGames.get(key);
  if (known) return known;
  const request = firstGamesRequest(entry, vassalage);
  const list = request && earlyBody(request.path, request.query);
  const categories = earlyBody(VENDOR_CATEGORIES_REQUEST.path);
  if (!list || !categories) return settled(undefined);
  const cdns = earlyBody('/wps/system/image-cdns');
  const answers = [list, categories, cdns ?? settled(undefined)];
  const found =
    list.status === 'fulfilled' && categories.status === 'fulfilled' && (!cdns || cdns.status === 'fulfilled')
      ? settled(firstGamesOf(list.value, categories.value, cdns?.status === 'fulfilled' ? cdns.value : undefined))
      : settling(Promise.all(answers).then(([games, vendors, images]) => firstGamesOf(games, vendors, images)));
  earlyGames.set(key, found);
  return found;
}

/**
 * The live list has opened from the early answers: a later visit to the screen in this page's life (another
 * language, a member by then, a list since changed) waits for its own list instead of drawing the boot's again.
 */
export function firstGamesShown(entry: string, vassalage?: string): void {
  earlyGames.set(`${entry}:${vassalage ?? ''}`, settled(undefined));
}

function firstGamesOf(listBody: unknown, categoriesBody: unknown, cdnsBody: unknown): EarlyFirstGames | undefined {
  const list = envelopeValue(listBody);
  // The vendor categories' value is a list, which the envelope's reading gives as it is.
  const categories: unknown = envelopeValue(categoriesBody);
  const games = list?.games;
  if (
    !Array.isArray(categories) ||
    !categories.every(readsAsCategory) ||
    !Array.isArray(games) ||
    !games.every(readsAsGame) ||
    typeof list?.totalPages !== 'number'
  ) {
    return undefined;
  }
  return {
    categories: arrangeCategories(categories as VendorCategory[]),
    games: games as Game[],
    totalPages: list.totalPages,
    images: imageCdnsOf(envelopeValue(cdnsBody)),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a tile reads of a game. */
function readsAsGame(game: unknown): boolean {
  return (
    isRecord(game) &&
    ['nodeId', 'gameName', 'vassalage', 'gameType', 'iconUrl'].every((field) => typeof game[field] === 'string')
  );
}

/** What the category view and the vendor tabs read of a vendor category. */
function readsAsCategory(category: unknown): boolean {
  return (
    isRecord(category) &&
    typeof category.gameCategory === 'string' &&
    typeof category.listType === 'boolean' &&
    Array.isArray(category.gameClassify) &&
    Array.isArray(category.vendorNames) &&
    category.vendorNames.every(
      (vendor) => isRecord(vendor) && typeof vendor.vassalage === 'string' && typeof vendor.displayName === 'string',
    )
  );
}

/**
 * A category screen's game list as the game centre opens it for a visitor, from the boot's early answers: the first
 * page with no favourites, no filter, the vendor tabs on all vendors, and no call in flight. It answers nothing; the
 * screen draws it busy until the live list takes its place (docs/decisions.md, "A category screen drawn before its
 * code").
 */
export function openingGameList(early: EarlyFirstGames, entry: string, vassalage?: string): GameListView {
  const { dataType, filter } = openingList(entry, vassalage);
  const images = (path: string) => early.images.source(path);
  return {
    loading: false,
    loadingMore: false,
    catalogueLoading: false,
    retryCatalogue: nothing,
    dataType,
    tiles: early.games.map((game) => tileOf(game, false, images)),
    page: 1,
    totalPages: early.totalPages,
    canLoadMore: false,
    vendor: filter.vassalage || null,
    gameName: '',
    classify: '',
    categories: early.categories,
    vendors: tabVendors(entry, early.categories),
    classifications: classificationsOf(entry, early.categories),
    view: categoryView(entry, early.categories, vassalage),
    selectVendor: nothing,
    applyFilter: nothing,
    resetFilter: nothing,
    loadMore: nothing,
    retry: nothing,
    toggleFavourite: nothing,
    launchTargetOf: () => undefined,
  };
}
