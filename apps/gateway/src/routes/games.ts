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
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, optionalSession, requireSession } from '../http/guards.ts';
import { queryInt, readJson, readQuery } from '../http/input.ts';
import { CATALOGUE_TTL_MS, cachedAnswer, cachedSuccess } from '../http/responseCache.ts';

/** A member's recent list keeps this many games; older plays fall off. */
export const RECENT_KEPT = 100;
const GAME_TYPES = ['ELOTTO', 'RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT'] as const;
const NO_FAVOURITE_TYPES = new Set(['LOTT', 'ELOTT']);

const gameType = z.enum(GAME_TYPES);
const language = z.string().max(8).optional();
const code = z.string().max(32);
const flag = z.enum(['true', 'false']).optional();

interface GameRow {
  node_id: number;
  vassalage: string;
  game_type: string;
  game_name: string;
  node_name: string;
  game_id: string;
  game_code: string;
  play_type: string;
  support_free_play: number;
  icon_url: string;
  show_icon: number;
  game_classify: string;
  is_new: number;
  min_bet: number;
  min_line: number;
  is_hot: number;
}

const GAME_COLUMNS = `g.node_id, g.vassalage, g.game_type, g.game_name, g.node_name, g.game_id, g.game_code, g.play_type,
  g.support_free_play, g.icon_url, g.show_icon, g.game_classify, g.is_new, g.min_bet, g.min_line,
  EXISTS (SELECT 1 FROM hot_game h WHERE h.node_id = g.node_id) AS is_hot`;

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

/** A filtered, paged game query: `from` is everything after SELECT ... FROM, with its parameters. */
function page(
  c: GatewayContext,
  from: string,
  params: (string | number | null)[],
  order: string,
  pageNo: number,
  pageSize: number,
) {
  const { db } = c.get('services');
  const total = Number(db.prepare(`SELECT count(*) AS n FROM ${from}`).get(...params)?.n ?? 0);
  const rows = db
    .prepare(`SELECT ${GAME_COLUMNS} FROM ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, (pageNo - 1) * pageSize) as unknown as GameRow[];
  return { games: rows.map(toGame), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), totalCount: total };
}

/** LIKE with the user's text taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function findGame(c: GatewayContext, nodeId: string, vendor?: string): GameRow | undefined {
  if (!/^[0-9]{1,15}$/.test(nodeId)) return undefined;
  const row = c
    .get('services')
    .db.prepare(`SELECT ${GAME_COLUMNS} FROM game g WHERE g.node_id = ? AND g.merchant_code = ?`)
    .get(Number(nodeId), c.get('merchant').code) as GameRow | undefined;
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

export const gameRoutes = new Hono<GatewayEnv>()
  .get('/wps/relay/GCSGAME_gameList', optionalSession, (c) => {
    const personal = /[?&]gameClassify=(FAV|RECENT)(&|$)/.test(c.req.url);
    const hit = personal ? undefined : cachedAnswer(c);
    if (hit) return hit;
    const parsed = readQuery(c, gameListQuery);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const query = parsed.value;
    const list = (): Schemas['GameList'] => {
      const where = ['g.merchant_code = ?'];
      const params: (string | number)[] = [c.get('merchant').code];
      const name = query.gameName?.trim().toLowerCase();
      if (name) {
        where.push("lower(g.game_name) LIKE ? ESCAPE '\\'");
        params.push(likePattern(name));
      }
      if (query.gameType) {
        where.push('g.game_type = ?');
        params.push(query.gameType);
      }
      if (query.vassalage) {
        where.push('g.vassalage = ?');
        params.push(query.vassalage);
      }
      if (query.isNew === '1') where.push('g.is_new = 1');
      if (query.minBet !== undefined) {
        where.push('g.min_bet >= ?');
        params.push(query.minBet);
      }
      if (query.minLine !== undefined) {
        where.push('g.min_line >= ?');
        params.push(query.minLine);
      }
      const session = c.get('session') as GatewayEnv['Variables']['session'] | undefined;
      switch (query.gameClassify) {
        case undefined:
        case '':
        case 'ALL':
          break;
        case 'NEW':
          where.push('g.is_new = 1');
          break;
        case 'HOT':
          where.push('EXISTS (SELECT 1 FROM hot_game h WHERE h.node_id = g.node_id)');
          break;
        case 'FAV':
          where.push('EXISTS (SELECT 1 FROM favourite f WHERE f.node_id = g.node_id AND f.member_id = ?)');
          params.push(session?.memberId ?? -1);
          break;
        case 'RECENT':
          where.push('EXISTS (SELECT 1 FROM recent_game r WHERE r.node_id = g.node_id AND r.member_id = ?)');
          params.push(session?.memberId ?? -1);
          break;
        default:
          where.push('g.game_classify = ?');
          params.push(query.gameClassify);
      }
      return page(
        c,
        `game g WHERE ${where.join(' AND ')}`,
        params,
        '(SELECT v.sort FROM vendor v WHERE v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage), g.sort',
        query.pageNo,
        query.pageSize,
      );
    };
    // Favourites and recent games are the member's own; every other list is the same for everyone.
    return query.gameClassify === 'FAV' || query.gameClassify === 'RECENT'
      ? success(c, list())
      : cachedSuccess(c, CATALOGUE_TTL_MS, list);
  })
  .get('/wps/relay/GCSGAME_gameTypes', (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({ typeId: queryInt(1, 1_000).optional(), merchant_code: code.optional() }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return cachedSuccess(c, CATALOGUE_TTL_MS, () => {
      const rows = c
        .get('services')
        .db.prepare(
          `SELECT v.vassalage, group_concat(DISTINCT g.game_type) AS types FROM vendor v
           JOIN game g ON g.merchant_code = v.merchant_code AND g.vassalage = v.vassalage
           WHERE v.merchant_code = ? GROUP BY v.vassalage ORDER BY min(v.sort)`,
        )
        .all(c.get('merchant').code);
      const value: Schemas['VendorGameTypes'][] = rows.map((row) => ({
        vassalage: String(row.vassalage),
        gameTypes: String(row.types).split(',') as Schemas['GameType'][],
      }));

      return value;
    });
  })
  .get('/wps/relay/GCSGAME_vendors', (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        typeId: queryInt(1, 1_000).optional(),
        merchantCode: code.optional(),
        gameType: gameType.optional(),
        refresh: flag,
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return cachedSuccess(c, CATALOGUE_TTL_MS, () => {
      const rows = c
        .get('services')
        .db.prepare(
          `SELECT vassalage, display_name, game_type, is_hot FROM vendor WHERE merchant_code = ?
             AND (? IS NULL OR game_type = ?) ORDER BY sort`,
        )
        .all(c.get('merchant').code, parsed.value.gameType ?? null, parsed.value.gameType ?? null);
      const value: Schemas['Vendor'][] = rows.map((row) => ({
        vassalage: String(row.vassalage),
        displayName: String(row.display_name),
        gameType: String(row.game_type) as Schemas['GameType'],
        mobileLargeIcon: `/static/vendors/${String(row.vassalage).toLowerCase()}.png`,
        isHot: Number(row.is_hot) === 1,
      }));

      return value;
    });
  })
  .get('/wps/relay/GCSGAME_vendorCategories', (c) => {
    const parsed = readQuery(c, z.strictObject({ language }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return cachedSuccess(c, CATALOGUE_TTL_MS, () => {
      const { db } = c.get('services');
      const merchant = c.get('merchant').code;
      const vendors = db
        .prepare(
          'SELECT vassalage, display_name, game_category, is_hot FROM vendor WHERE merchant_code = ? ORDER BY sort',
        )
        .all(merchant);
      const classify = db
        .prepare(
          `SELECT v.game_category, group_concat(DISTINCT g.game_classify) AS list FROM game g
           JOIN vendor v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
           WHERE g.merchant_code = ? AND g.game_classify <> '' GROUP BY v.game_category`,
        )
        .all(merchant);
      const classifyByCategory = new Map(
        classify.map((row) => [String(row.game_category), String(row.list).split(',')]),
      );
      const value: Schemas['VendorCategory'][] = db
        .prepare('SELECT code, list_type FROM game_category WHERE merchant_code = ? ORDER BY sort')
        .all(merchant)
        .map((category) => ({
          gameCategory: String(category.code),
          vendorNames: vendors
            .filter((vendor) => vendor.game_category === category.code)
            .map((vendor) => ({
              vassalage: String(vendor.vassalage),
              displayName: String(vendor.display_name),
              isHot: Number(vendor.is_hot) === 1,
            })),
          gameClassify: (classifyByCategory.get(String(category.code)) ?? []).sort(),
          listType: Number(category.list_type) === 1,
        }));

      return value;
    });
  })
  .get('/wps/relay/GCSGAME_hotGames', (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        isPlatform: z.literal('2').optional(),
        language,
        platform: z.literal('html5').optional(),
        merchantCode: code.optional(),
        refresh: flag,
        pageNo: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(HOT_GAMES_PAGE_SIZE),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return cachedSuccess(c, CATALOGUE_TTL_MS, () => {
      const value: Schemas['GameList'] = page(
        c,
        'game g JOIN hot_game h ON h.node_id = g.node_id WHERE h.merchant_code = ?',
        [c.get('merchant').code],
        'h.rank',
        parsed.value.pageNo,
        parsed.value.pageSize,
      );

      return value;
    });
  })
  .get('/wps/relay/GCSGAME_winners', (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        gameCategory: z.string().max(16).default('ALL'),
        language,
        limitNum: queryInt(1, 50).default(WINNERS_FETCH_LIMIT),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return cachedSuccess(c, CATALOGUE_TTL_MS, () => {
      const category = parsed.value.gameCategory === 'ALL' ? null : parsed.value.gameCategory;
      const rows = c
        .get('services')
        .db.prepare(
          `SELECT customer_name, win_amount, game_name, icon_url FROM winner WHERE merchant_code = ?
             AND (? IS NULL OR game_category = ?) ORDER BY win_amount DESC, id LIMIT ?`,
        )
        .all(c.get('merchant').code, category, category, parsed.value.limitNum);
      const value: Schemas['Winner'][] = rows.map((row) => ({
        customerName: String(row.customer_name),
        winAmount: Number(row.win_amount),
        gameName: String(row.game_name),
        iconUrl: String(row.icon_url),
        vo: { winAmount: Number(row.win_amount) },
      }));

      return value;
    });
  })
  .get('/wps/relay/GCSGAME_favouriteList', requireSession, (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        pageNo: queryInt(1, 100_000).default(1),
        gameType: gameType.optional(),
        vendor: code.optional(),
        pageSize: queryInt(1, 200).default(FAVOURITES_PAGE_SIZE),
        language,
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const query = parsed.value;
    const listed = page(
      c,
      `game g JOIN favourite f ON f.node_id = g.node_id WHERE f.member_id = ?
         AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vassalage = ?)`,
      [
        c.get('session').memberId,
        query.gameType ?? null,
        query.gameType ?? null,
        query.vendor ?? null,
        query.vendor ?? null,
      ],
      'f.created_at DESC, f.node_id DESC',
      query.pageNo,
      query.pageSize,
    );
    const value: Schemas['FavouriteList'] = {
      list: listed.games,
      pageNum: listed.pageNum,
      totalPages: listed.totalPages,
      totalCount: listed.totalCount,
    };
    return success(c, value);
  })
  .get('/wps/relay/GCSGAME_favouriteIds', requireSession, (c) => {
    const rows = c
      .get('services')
      .db.prepare('SELECT node_id FROM favourite WHERE member_id = ? ORDER BY created_at DESC, node_id DESC')
      .all(c.get('session').memberId);
    return success(
      c,
      rows.map((row) => String(row.node_id)),
    );
  })
  .post('/wps/relay/GCSGAME_favourite', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(
      c,
      z.strictObject({ nodeId: z.string().min(1).max(32), vendor: z.string().min(1).max(32) }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const game = findGame(c, parsed.value.nodeId, parsed.value.vendor);
    if (!game) return failure(c, 404, 'resource.not.found');
    if (NO_FAVOURITE_TYPES.has(game.game_type)) return failure(c, 400, 'favourite.unsupported');
    const { db, now } = c.get('services');
    db.prepare('INSERT OR IGNORE INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?)').run(
      c.get('session').memberId,
      game.node_id,
      now(),
    );
    return success(c, true as const);
  })
  .delete('/wps/relay/GCSGAME_favourite', requireSession, forbidTrial, (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({ nodeId: z.string().min(1).max(32), vendor: z.string().min(1).max(32) }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const game = findGame(c, parsed.value.nodeId, parsed.value.vendor);
    if (game) {
      c.get('services')
        .db.prepare('DELETE FROM favourite WHERE member_id = ? AND node_id = ?')
        .run(c.get('session').memberId, game.node_id);
    }
    return success(c, true as const);
  })
  .get('/wps/relay/GCSGAME_recentAdd', requireSession, (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({ nodeId: z.string().min(1).max(32), vendor: z.string().max(32).optional() }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const game = findGame(c, parsed.value.nodeId, parsed.value.vendor || undefined);
    if (!game) return failure(c, 404, 'resource.not.found');
    const { db, now } = c.get('services');
    const memberId = c.get('session').memberId;
    db.prepare(
      `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
       ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
    ).run(memberId, game.node_id, now());
    db.prepare(
      `DELETE FROM recent_game WHERE member_id = ? AND node_id NOT IN
         (SELECT node_id FROM recent_game WHERE member_id = ? ORDER BY played_at DESC LIMIT ?)`,
    ).run(memberId, memberId, RECENT_KEPT);
    return success(c, true as const);
  })
  .get('/wps/relay/GCSGAME_recentList', requireSession, (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        page: queryInt(1, 100_000).default(1),
        pageSize: queryInt(1, 100).default(RECENT_PAGE_SIZE),
        gameType: gameType.optional(),
        vendor: code.optional(),
        language,
        clientType: z.literal('2').optional(),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const query = parsed.value;
    const listed = page(
      c,
      `game g JOIN recent_game r ON r.node_id = g.node_id WHERE r.member_id = ?
         AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vassalage = ?)`,
      [
        c.get('session').memberId,
        query.gameType ?? null,
        query.gameType ?? null,
        query.vendor ?? null,
        query.vendor ?? null,
      ],
      'r.played_at DESC, r.node_id DESC',
      query.page,
      query.pageSize,
    );
    const value: Schemas['RecentList'] = { list: listed.games, pageNum: listed.pageNum, totalPages: listed.totalPages };
    return success(c, value);
  });
