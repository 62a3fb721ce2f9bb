import {
  FAVOURITES_PAGE_SIZE,
  GAME_PAGE_SIZE,
  HOT_GAMES_PAGE_SIZE,
  RECENT_PAGE_SIZE,
  WINNERS_FETCH_LIMIT,
} from '@wl/domain/constants';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import {
  addFavourite,
  addRecentGame,
  favouriteGames,
  favouriteIds,
  type GamePage,
  type GameRow,
  gameByNode,
  gameCategories,
  hotGames,
  listGames,
  type Page,
  recentGames,
  removeFavourite,
  vendorGameTypes,
  vendors,
  winners,
} from '../db/queries/games.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, optionalSession, refuseRestrictedRegion, requireSession } from '../http/guards.ts';
import { jsonBody, query, queryInt } from '../http/input.ts';
import { CATALOGUE_TTL_MS, cachedAnswer, cachedSuccess } from '../http/responseCache.ts';
import { artUrl } from './art.ts';

/** A member's recent list keeps this many games; older plays fall off. */
export const RECENT_KEPT = 100;
const GAME_TYPES = ['ELOTTO', 'RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT'] as const;
const NO_FAVOURITE_TYPES = new Set(['LOTT', 'ELOTT']);

const gameType = z.enum(GAME_TYPES);
const language = z.string().max(8).optional();
const code = z.string().max(32);
const flag = z.enum(['true', 'false']).optional();
const gameKey = z.strictObject({ nodeId: z.string().min(1).max(32), vendor: z.string().min(1).max(32) });

export function toGame(row: GameRow): Schemas['Game'] {
  return {
    nodeId: String(row.node_id),
    gameId: row.game_id,
    vassalage: row.vassalage,
    gameType: row.game_type as Schemas['GameType'],
    gameName: row.game_name,
    nodeName: row.node_name,
    gameCode: row.game_code,
    showIcon: row.show_icon === 1,
    iconUrl: row.icon_url,
    playType: row.play_type === 'ent' ? 'ent' : 'trad',
    supportPlay: row.support_free_play === 1,
    gameClassify: row.game_classify ? [row.game_classify] : [],
    isNew: row.is_new === 1,
    isHot: Number(row.is_hot) === 1,
    minBet: row.min_bet,
    minLine: row.min_line,
  };
}

function gameList(found: GamePage, at: Page): Schemas['GameList'] {
  return {
    games: found.rows.map(toGame),
    pageNum: at.pageNo,
    totalPages: Math.ceil(found.total / at.pageSize),
    totalCount: found.total,
  };
}

export function findGame(c: GatewayContext, nodeId: string, vendor?: string): GameRow | undefined {
  if (!/^[0-9]{1,15}$/.test(nodeId)) return undefined;
  const row = gameByNode(c.get('services').db, c.get('merchant').code, Number(nodeId));
  if (!row || (vendor !== undefined && vendor !== row.vassalage)) return undefined;
  return row;
}

const gameListQuery = z.strictObject({
  platform: z.literal('html5').optional(),
  gameName: z.string().max(64).optional(),
  gameType: gameType.optional(),
  pageNo: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(GAME_PAGE_SIZE),
  vassalage: code.optional(),
  gameClassify: code.optional(),
  minBet: z.coerce.number().min(0).max(1e9).optional(),
  minLine: queryInt(0, 1_000_000).optional(),
  isNew: z.enum(['0', '1']).optional(),
  language,
  clientType: z.literal('2').optional(),
});

/** Favourites and recent games are the member's own; every other list is the same for everyone. */
const PERSONAL = new Set(['FAV', 'RECENT']);

export const gameRoutes = new Hono<GatewayEnv>()
  // The game lists are closed where the merchant restricts the region, as login and registration are.
  .use('/wps/relay/GCSGAME_*', refuseRestrictedRegion)
  .get('/wps/relay/GCSGAME_gameList', optionalSession, query(gameListQuery), (c) => {
    const filter = c.req.valid('query');
    const personal = PERSONAL.has(filter.gameClassify ?? '');
    const hit = personal ? undefined : cachedAnswer(c);
    if (hit) return hit;
    const at = { pageNo: filter.pageNo, pageSize: filter.pageSize };
    const list = (): Schemas['GameList'] => {
      const session = c.get('session') as GatewayEnv['Variables']['session'] | undefined;
      const found = listGames(
        c.get('services').db,
        c.get('merchant').code,
        {
          name: filter.gameName?.trim().toLowerCase(),
          gameType: filter.gameType,
          vassalage: filter.vassalage,
          newOnly: filter.isNew === '1',
          minBet: filter.minBet,
          minLine: filter.minLine,
          classify: filter.gameClassify,
          memberId: session?.memberId,
        },
        at,
      );
      return gameList(found, at);
    };
    return personal ? success(c, list()) : cachedSuccess(c, CATALOGUE_TTL_MS, list);
  })
  .get(
    '/wps/relay/GCSGAME_gameTypes',
    query(z.strictObject({ typeId: queryInt(1, 1_000).optional(), merchant_code: code.optional() })),
    (c) =>
      cachedSuccess(c, CATALOGUE_TTL_MS, (): Schemas['VendorGameTypes'][] =>
        vendorGameTypes(c.get('services').db, c.get('merchant').code).map((row) => ({
          vassalage: row.vassalage,
          gameTypes: row.types.split(',') as Schemas['GameType'][],
        })),
      ),
  )
  .get(
    '/wps/relay/GCSGAME_vendors',
    query(
      z.strictObject({
        typeId: queryInt(1, 1_000).optional(),
        merchantCode: code.optional(),
        gameType: gameType.optional(),
        refresh: flag,
      }),
    ),
    (c) =>
      cachedSuccess(c, CATALOGUE_TTL_MS, (): Schemas['Vendor'][] =>
        vendors(c.get('services').db, c.get('merchant').code, c.req.valid('query').gameType).map((row) => ({
          vassalage: row.vassalage,
          displayName: row.display_name,
          gameType: row.game_type as Schemas['GameType'],
          mobileLargeIcon: artUrl('vendor', row.vassalage),
          isHot: Number(row.is_hot) === 1,
        })),
      ),
  )
  .get('/wps/relay/GCSGAME_vendorCategories', query(z.strictObject({ language })), (c) =>
    cachedSuccess(c, CATALOGUE_TTL_MS, (): Schemas['VendorCategory'][] => {
      const { db } = c.get('services');
      const merchant = c.get('merchant').code;
      const all = vendors(db, merchant);
      return gameCategories(db, merchant).map((category) => ({
        gameCategory: category.code,
        vendorNames: all
          .filter((vendor) => vendor.game_category === category.code)
          .map((vendor) => ({
            vassalage: vendor.vassalage,
            displayName: vendor.display_name,
            isHot: Number(vendor.is_hot) === 1,
          })),
        gameClassify: [...category.classify].sort(),
        listType: category.listType === 1,
      }));
    }),
  )
  .get(
    '/wps/relay/GCSGAME_hotGames',
    query(
      z.strictObject({
        isPlatform: z.literal('2').optional(),
        language,
        platform: z.literal('html5').optional(),
        merchantCode: code.optional(),
        refresh: flag,
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(HOT_GAMES_PAGE_SIZE),
      }),
    ),
    (c) => {
      const { pageNo, pageSize } = c.req.valid('query');
      return cachedSuccess(c, CATALOGUE_TTL_MS, () =>
        gameList(hotGames(c.get('services').db, c.get('merchant').code, { pageNo, pageSize }), { pageNo, pageSize }),
      );
    },
  )
  .get(
    '/wps/relay/GCSGAME_winners',
    query(
      z.strictObject({
        gameCategory: z.string().max(16).default('ALL'),
        language,
        limitNum: queryInt(1, 50).default(WINNERS_FETCH_LIMIT),
      }),
    ),
    (c) => {
      const { gameCategory, limitNum } = c.req.valid('query');
      return cachedSuccess(c, CATALOGUE_TTL_MS, (): Schemas['Winner'][] =>
        winners(
          c.get('services').db,
          c.get('merchant').code,
          gameCategory === 'ALL' ? null : gameCategory,
          limitNum,
        ).map((row) => ({
          customerName: String(row.customer_name),
          winAmount: Number(row.win_amount),
          gameName: String(row.game_name),
          iconUrl: String(row.icon_url),
          vo: { winAmount: Number(row.win_amount) },
        })),
      );
    },
  )
  .get(
    '/wps/relay/GCSGAME_favouriteList',
    requireSession,
    query(
      z.strictObject({
        pageNo: queryInt(1, 100_000).default(1),
        gameType: gameType.optional(),
        vendor: code.optional(),
        pageSize: queryInt(1, 200).default(FAVOURITES_PAGE_SIZE),
        language,
      }),
    ),
    (c) => {
      const filter = c.req.valid('query');
      const at = { pageNo: filter.pageNo, pageSize: filter.pageSize };
      const listed = gameList(favouriteGames(c.get('services').db, c.get('session').memberId, filter, at), at);
      const value: Schemas['FavouriteList'] = {
        list: listed.games,
        pageNum: listed.pageNum,
        totalPages: listed.totalPages,
        totalCount: listed.totalCount,
      };
      return success(c, value);
    },
  )
  .get('/wps/relay/GCSGAME_favouriteIds', requireSession, (c) =>
    success(c, favouriteIds(c.get('services').db, c.get('session').memberId)),
  )
  .post('/wps/relay/GCSGAME_favourite', requireSession, forbidTrial, jsonBody(gameKey), (c) => {
    const { nodeId, vendor } = c.req.valid('json');
    const game = findGame(c, nodeId, vendor);
    if (!game) return failure(c, 404, 'resource.not.found');
    if (NO_FAVOURITE_TYPES.has(game.game_type)) return failure(c, 400, 'favourite.unsupported');
    const { db, now } = c.get('services');
    addFavourite(db, c.get('session').memberId, game.node_id, now());
    return success(c, true as const);
  })
  .delete('/wps/relay/GCSGAME_favourite', requireSession, forbidTrial, query(gameKey), (c) => {
    const { nodeId, vendor } = c.req.valid('query');
    const game = findGame(c, nodeId, vendor);
    if (game) removeFavourite(c.get('services').db, c.get('session').memberId, game.node_id);
    return success(c, true as const);
  })
  .get(
    '/wps/relay/GCSGAME_recentAdd',
    requireSession,
    query(z.strictObject({ nodeId: z.string().min(1).max(32), vendor: z.string().max(32).optional() })),
    (c) => {
      const { nodeId, vendor } = c.req.valid('query');
      const game = findGame(c, nodeId, vendor || undefined);
      if (!game) return failure(c, 404, 'resource.not.found');
      const { db, now } = c.get('services');
      addRecentGame(db, c.get('session').memberId, game.node_id, now(), RECENT_KEPT);
      return success(c, true as const);
    },
  )
  .get(
    '/wps/relay/GCSGAME_recentList',
    requireSession,
    query(
      z.strictObject({
        page: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(RECENT_PAGE_SIZE),
        gameType: gameType.optional(),
        vendor: code.optional(),
        language,
        clientType: z.literal('2').optional(),
      }),
    ),
    (c) => {
      const filter = c.req.valid('query');
      const at = { pageNo: filter.page, pageSize: filter.pageSize };
      const listed = gameList(recentGames(c.get('services').db, c.get('session').memberId, filter, at), at);
      const value: Schemas['RecentList'] = {
        list: listed.games,
        pageNum: listed.pageNum,
        totalPages: listed.totalPages,
      };
      return success(c, value);
    },
  );
