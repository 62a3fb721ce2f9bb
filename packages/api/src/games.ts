import * as z from 'zod/mini';
import { call, read } from './call.ts';
import type { ApiClients } from './client.ts';
import { GAME_TYPES, type GameListQuery, sentGameListQuery } from './gameListQuery.ts';
import type { components as LgwComponents, operations as LgwOperations } from './generated/lgw.ts';
import type { components, operations } from './generated/wps.ts';
import type { ApiResult } from './result.ts';
import { doneSchema } from './session.ts';

export { GAME_TYPES, type GameListQuery };

type Schemas = components['schemas'];
export type Game = Schemas['Game'];
export type GameType = Schemas['GameType'];
export type GameList = Schemas['GameList'];
export type FavouriteList = Schemas['FavouriteList'];
export type RecentList = Schemas['RecentList'];
export type Vendor = Schemas['Vendor'];
export type VendorCategory = Schemas['VendorCategory'];
export type VendorGameTypes = Schemas['VendorGameTypes'];
export type Winner = Schemas['Winner'];
export type GameMenu = LgwComponents['schemas']['GameMenu'];
export type GameLaunch = LgwComponents['schemas']['GameLaunch'];
export type LotteryItem = LgwComponents['schemas']['LotteryItem'];
export type LotteryMenu = LgwComponents['schemas']['LotteryMenu'];

export type HotGamesQuery = NonNullable<operations['listHotGames']['parameters']['query']>;
export type VendorsQuery = NonNullable<operations['listVendors']['parameters']['query']>;
export type WinnersQuery = NonNullable<operations['listWinners']['parameters']['query']>;
export type FavouritesQuery = NonNullable<operations['listFavourites']['parameters']['query']>;
export type RecentQuery = NonNullable<operations['listRecentGames']['parameters']['query']>;
export type LaunchQuery = LgwOperations['launchGame']['parameters']['query'];

const gameTypeSchema = z.enum(GAME_TYPES);

export const gameSchema: z.ZodMiniType<Game> = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  vassalage: z.string(),
  gameType: gameTypeSchema,
  gameName: z.string(),
  nodeName: z.string(),
  gameCode: z.string(),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  playType: z.enum(['trad', 'ent']),
  supportPlay: z.boolean(),
  gameClassify: z.array(z.string()),
  isNew: z.boolean(),
  isHot: z.boolean(),
  minBet: z.number(),
  minLine: z.int(),
});

const page = z.int().check(z.gte(0));
export const gameListSchema: z.ZodMiniType<GameList> = z.object({
  games: z.array(gameSchema),
  pageNum: page,
  totalPages: page,
  totalCount: page,
});
const favouriteListSchema: z.ZodMiniType<FavouriteList> = z.object({
  list: z.array(gameSchema),
  pageNum: page,
  totalPages: page,
  totalCount: page,
});
const recentListSchema: z.ZodMiniType<RecentList> = z.object({
  list: z.array(gameSchema),
  pageNum: page,
  totalPages: page,
});
const vendorSchema: z.ZodMiniType<Vendor> = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  mobileLargeIcon: z.string(),
  isHot: z.boolean(),
});
const vendorCategorySchema: z.ZodMiniType<VendorCategory> = z.object({
  gameCategory: z.string(),
  vendorNames: z.array(z.object({ vassalage: z.string(), displayName: z.string(), isHot: z.boolean() })),
  gameClassify: z.array(z.string()),
  listType: z.boolean(),
});
const winnerSchema: z.ZodMiniType<Winner> = z.object({
  customerName: z.string(),
  winAmount: z.number(),
  gameName: z.string(),
  iconUrl: z.string(),
  vo: z.object({ winAmount: z.number() }),
});
const lotteryItemSchema: z.ZodMiniType<LotteryItem> = z.object({
  lottCode: z.string(),
  name: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  vassalage: z.string(),
  iconUrl: z.string(),
  prizeMode: z.enum(['Lott', 'ZY', 'Elott']),
});

/**
 * GET /wps/relay/GCSGAME_gameList. The query goes as the caller gives it: the domain trims and lower-cases the name
 * and owns the page size; without one, the gateway's default applies.
 */
export function listGames(clients: ApiClients, query: GameListQuery = {}): Promise<ApiResult<GameList>> {
  const sent = sentGameListQuery(query);
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_gameList', { params: { query: sent }, signal }),
    gameListSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_gameTypes: game families per vendor. */
export function listVendorGameTypes(clients: ApiClients): Promise<ApiResult<VendorGameTypes[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_gameTypes', { signal }),
    z.array(z.object({ vassalage: z.string(), gameTypes: z.array(gameTypeSchema) })),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_vendors. */
export function listVendors(clients: ApiClients, query: VendorsQuery = {}): Promise<ApiResult<Vendor[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_vendors', { params: { query: { typeId: 1, ...query } }, signal }),
    z.array(vendorSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_vendorCategories: the home side menu. */
export function listVendorCategories(clients: ApiClients, language?: string): Promise<ApiResult<VendorCategory[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_vendorCategories', { params: { query: { language } }, signal }),
    z.array(vendorCategorySchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_hotGames, with the caller's page size. */
export function listHotGames(clients: ApiClients, query: HotGamesQuery = {}): Promise<ApiResult<GameList>> {
  const sent: HotGamesQuery = { isPlatform: 2, platform: 'html5', ...query };
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_hotGames', { params: { query: sent }, signal }),
    gameListSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_winners, largest win first, as many as the caller's limit. */
export function listWinners(clients: ApiClients, query: WinnersQuery = {}): Promise<ApiResult<Winner[]>> {
  const sent: WinnersQuery = { gameCategory: 'ALL', ...query };
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_winners', { params: { query: sent }, signal }),
    z.array(winnerSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_favouriteList (session required), with the caller's page size. */
export function listFavourites(clients: ApiClients, query: FavouritesQuery = {}): Promise<ApiResult<FavouriteList>> {
  const sent: FavouritesQuery = { pageNo: 1, ...query };
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_favouriteList', { params: { query: sent }, signal }),
    favouriteListSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/relay/GCSGAME_favouriteIds: every favourite's nodeId, as strings. */
export function listFavouriteIds(clients: ApiClients): Promise<ApiResult<string[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_favouriteIds', { signal }),
    z.array(z.string()),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** POST /wps/relay/GCSGAME_favourite. LOTT and ELOTT games cannot be favourites. */
export function addFavourite(clients: ApiClients, nodeId: string, vendor: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.POST('/wps/relay/GCSGAME_favourite', { body: { nodeId, vendor }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** DELETE /wps/relay/GCSGAME_favourite. */
export function removeFavourite(clients: ApiClients, nodeId: string, vendor: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.DELETE('/wps/relay/GCSGAME_favourite', { params: { query: { nodeId, vendor } }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/relay/GCSGAME_recentAdd: records a played game. */
export function addRecentGame(clients: ApiClients, nodeId: string, vendor?: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_recentAdd', { params: { query: { nodeId, vendor } }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/relay/GCSGAME_recentList, with the caller's page size. */
export function listRecentGames(clients: ApiClients, query: RecentQuery = {}): Promise<ApiResult<RecentList>> {
  const sent: RecentQuery = { page: 1, clientType: 2, ...query };
  return read(
    (signal) => clients.wps.GET('/wps/relay/GCSGAME_recentList', { params: { query: sent }, signal }),
    recentListSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /lgw/games/game_menus: the merchant's game families in menu order. */
export function listGameMenus(clients: ApiClients): Promise<ApiResult<GameMenu[]>> {
  return read(
    (signal) => clients.lgw.GET('/lgw/games/game_menus', { signal }),
    z.array(z.object({ gameType: gameTypeSchema, name: z.string() })),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /lgw/games/launch: where to open a game or a vendor lobby. */
export function launchGame(clients: ApiClients, query: LaunchQuery): Promise<ApiResult<GameLaunch>> {
  return call(
    (signal) => clients.lgw.GET('/lgw/games/launch', { params: { query }, signal }),
    z.object({ url: z.string().check(z.minLength(1)), mode: z.enum(['redirect', 'iframe']) }),
    clients.timeoutMs,
  );
}

/** GET /lgw/lottery/lott_list or elott_list. */
export function listLotteries(
  clients: ApiClients,
  kind: 'LOTT' | 'ELOTT',
  language?: string,
): Promise<ApiResult<LotteryItem[]>> {
  const path = kind === 'LOTT' ? '/lgw/lottery/lott_list' : '/lgw/lottery/elott_list';
  return read(
    (signal) => clients.lgw.GET(path, { params: { query: { language } }, signal }),
    z.array(lotteryItemSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /lgw/lottery/menu. */
export function fetchLotteryMenu(clients: ApiClients, language?: string): Promise<ApiResult<LotteryMenu[]>> {
  return read(
    (signal) => clients.lgw.GET('/lgw/lottery/menu', { params: { query: { language } }, signal }),
    z.array(z.object({ gameType: z.enum(['LOTT', 'ELOTT']), name: z.string(), items: z.array(lotteryItemSchema) })),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

export type LotteryDraw = LgwComponents['schemas']['LotteryDraw'];
export type LotteryPrize = LgwComponents['schemas']['LotteryPrize'];
/** The result lists: Numero, Vietnam Numero and the recent Vietnam provincial lottery. */
export type LotteryDrawList = 'numero' | 'vietnamNumero' | 'recentVietnam';

const LOTTERY_DRAW_PATHS = {
  numero: '/lgw/lottery/numero_list',
  vietnamNumero: '/lgw/lottery/vn_numero_list',
  recentVietnam: '/lgw/lottery/vn_recent_list',
} as const satisfies Record<LotteryDrawList, string>;

const digitsSchema = z.string().check(z.regex(/^[0-9]{1,6}$/));
const lotteryPrizeSchema: z.ZodMiniType<LotteryPrize> = z.object({
  tier: z.enum(['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth']),
  name: z.string(),
  numbers: z.array(digitsSchema),
});
const lotteryDrawSchema: z.ZodMiniType<LotteryDraw> = z.object({
  lottCode: z.string(),
  name: z.string(),
  vassalage: z.string(),
  drawNumber: z.string(),
  drawTime: z.string(),
  nextDrawTime: z.string(),
  numbers: z.array(digitsSchema),
  prizes: z.array(lotteryPrizeSchema),
});

/**
 * GET /lgw/lottery/numero_list, vn_numero_list or vn_recent_list: each game's latest draw (Numero, Vietnam Numero), or
 * the Vietnam provincial draws of the last 7 days, newest first. Names in the given language, else the Language header's.
 */
export function listLotteryDraws(
  clients: ApiClients,
  list: LotteryDrawList,
  language?: string,
): Promise<ApiResult<LotteryDraw[]>> {
  return read(
    (signal) => clients.lgw.GET(LOTTERY_DRAW_PATHS[list], { params: { query: { language } }, signal }),
    z.array(lotteryDrawSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}
