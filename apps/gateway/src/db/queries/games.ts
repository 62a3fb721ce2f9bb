import type { Database } from '../database.ts';

export interface GameRow {
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

export interface Page {
  pageNo: number;
  pageSize: number;
}
export interface GamePage {
  rows: GameRow[];
  total: number;
}

/** A filtered, paged game query: `from` is everything after SELECT ... FROM, fixed text, with its parameters. */
function page(db: Database, from: string, params: (string | number | null)[], order: string, at: Page): GamePage {
  const total = Number(db.prepare(`SELECT count(*) AS n FROM ${from}`).get(...params)?.n ?? 0);
  const rows = db
    .prepare(`SELECT ${GAME_COLUMNS} FROM ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, at.pageSize, (at.pageNo - 1) * at.pageSize) as unknown as GameRow[];
  return { rows, total };
}

/** LIKE with the user's text taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface GameFilter {
  /** Free text, lower case, matched anywhere in the name. */
  name?: string;
  gameType?: string;
  vassalage?: string;
  newOnly?: boolean;
  minBet?: number;
  minLine?: number;
  /** ALL (or nothing), NEW, HOT, FAV, RECENT, or a game classification. */
  classify?: string;
  /** The member whose favourites or recent games FAV and RECENT mean; none matches without one. */
  memberId?: number;
}

/** The merchant's games by a filter, in menu order (vendor, then game). */
export function listGames(db: Database, merchant: string, filter: GameFilter, at: Page): GamePage {
  const where = ['g.merchant_code = ?'];
  const params: (string | number)[] = [merchant];
  if (filter.name) {
    where.push("lower(g.game_name) LIKE ? ESCAPE '\\'");
    params.push(likePattern(filter.name));
  }
  if (filter.gameType) {
    where.push('g.game_type = ?');
    params.push(filter.gameType);
  }
  if (filter.vassalage) {
    where.push('g.vassalage = ?');
    params.push(filter.vassalage);
  }
  if (filter.newOnly) where.push('g.is_new = 1');
  if (filter.minBet !== undefined) {
    where.push('g.min_bet >= ?');
    params.push(filter.minBet);
  }
  if (filter.minLine !== undefined) {
    where.push('g.min_line >= ?');
    params.push(filter.minLine);
  }
  switch (filter.classify) {
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
      params.push(filter.memberId ?? -1);
      break;
    case 'RECENT':
      where.push('EXISTS (SELECT 1 FROM recent_game r WHERE r.node_id = g.node_id AND r.member_id = ?)');
      params.push(filter.memberId ?? -1);
      break;
    default:
      where.push('g.game_classify = ?');
      params.push(filter.classify);
  }
  return page(
    db,
    `game g WHERE ${where.join(' AND ')}`,
    params,
    '(SELECT v.sort FROM vendor v WHERE v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage), g.sort',
    at,
  );
}

export function hotGames(db: Database, merchant: string, at: Page): GamePage {
  return page(
    db,
    'game g JOIN hot_game h ON h.node_id = g.node_id WHERE h.merchant_code = ?',
    [merchant],
    'h.rank',
    at,
  );
}

export interface MemberListFilter {
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/** A member's favourites, the latest first. */
export function favouriteGames(db: Database, memberId: number, filter: MemberListFilter, at: Page): GamePage {
  return page(
    db,
    `game g JOIN favourite f ON f.node_id = g.node_id WHERE f.member_id = ?
       AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vassalage = ?)`,
    [memberId, filter.gameType ?? null, filter.gameType ?? null, filter.vendor ?? null, filter.vendor ?? null],
    'f.created_at DESC, f.node_id DESC',
    at,
  );
}

/** A member's recent games, the latest played first. */
export function recentGames(db: Database, memberId: number, filter: MemberListFilter, at: Page): GamePage {
  return page(
    db,
    `game g JOIN recent_game r ON r.node_id = g.node_id WHERE r.member_id = ?
       AND (? IS NULL OR g.game_type = ?) AND (? IS NULL OR g.vassalage = ?)`,
    [memberId, filter.gameType ?? null, filter.gameType ?? null, filter.vendor ?? null, filter.vendor ?? null],
    'r.played_at DESC, r.node_id DESC',
    at,
  );
}

export function gameByNode(db: Database, merchant: string, nodeId: number): GameRow | undefined {
  return db
    .prepare(`SELECT ${GAME_COLUMNS} FROM game g WHERE g.node_id = ? AND g.merchant_code = ?`)
    .get(nodeId, merchant) as GameRow | undefined;
}

export function favouriteIds(db: Database, memberId: number): string[] {
  return db
    .prepare('SELECT node_id FROM favourite WHERE member_id = ? ORDER BY created_at DESC, node_id DESC')
    .all(memberId)
    .map((row) => String(row.node_id));
}

export function addFavourite(db: Database, memberId: number, nodeId: number, now: number): void {
  db.prepare('INSERT OR IGNORE INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?)').run(
    memberId,
    nodeId,
    now,
  );
}

export function removeFavourite(db: Database, memberId: number, nodeId: number): void {
  db.prepare('DELETE FROM favourite WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
}

/** Records a play; the member's list keeps the latest `kept` games. */
export function addRecentGame(db: Database, memberId: number, nodeId: number, now: number, kept: number): void {
  db.prepare(
    `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  ).run(memberId, nodeId, now);
  db.prepare(
    `DELETE FROM recent_game WHERE member_id = ? AND node_id NOT IN
       (SELECT node_id FROM recent_game WHERE member_id = ? ORDER BY played_at DESC LIMIT ?)`,
  ).run(memberId, memberId, kept);
}

/** Each vendor with the game types it has games of, in menu order. */
export function vendorGameTypes(db: Database, merchant: string): { vassalage: string; types: string }[] {
  return db
    .prepare(
      `SELECT v.vassalage, group_concat(DISTINCT g.game_type) AS types FROM vendor v
       JOIN game g ON g.merchant_code = v.merchant_code AND g.vassalage = v.vassalage
       WHERE v.merchant_code = ? GROUP BY v.vassalage ORDER BY min(v.sort)`,
    )
    .all(merchant) as unknown as { vassalage: string; types: string }[];
}

export interface VendorRow {
  vassalage: string;
  display_name: string;
  game_type: string;
  game_category: string;
  is_hot: number;
}

/** The merchant's vendors in menu order, of one game type when given. */
export function vendors(db: Database, merchant: string, gameType?: string): VendorRow[] {
  return db
    .prepare(
      `SELECT vassalage, display_name, game_type, game_category, is_hot FROM vendor WHERE merchant_code = ?
         AND (? IS NULL OR game_type = ?) ORDER BY sort`,
    )
    .all(merchant, gameType ?? null, gameType ?? null) as unknown as VendorRow[];
}

export function vendorByCode(db: Database, merchant: string, vassalage: string): VendorRow | undefined {
  return db
    .prepare(
      'SELECT vassalage, display_name, game_type, game_category, is_hot FROM vendor WHERE merchant_code = ? AND vassalage = ?',
    )
    .get(merchant, vassalage) as VendorRow | undefined;
}

/** The game categories in menu order, each with the classifications its vendors' games carry. */
export function gameCategories(db: Database, merchant: string) {
  const classify = db
    .prepare(
      `SELECT v.game_category, group_concat(DISTINCT g.game_classify) AS list FROM game g
       JOIN vendor v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
       WHERE g.merchant_code = ? AND g.game_classify <> '' GROUP BY v.game_category`,
    )
    .all(merchant);
  const byCategory = new Map(classify.map((row) => [String(row.game_category), String(row.list).split(',')]));
  return db
    .prepare('SELECT code, list_type FROM game_category WHERE merchant_code = ? ORDER BY sort')
    .all(merchant)
    .map((row) => ({
      code: String(row.code),
      listType: Number(row.list_type),
      classify: byCategory.get(String(row.code)) ?? [],
    }));
}

export function winners(
  db: Database,
  merchant: string,
  category: string | null,
  limit: number,
): { customer_name: string; win_amount: number; game_name: string; icon_url: string }[] {
  return db
    .prepare(
      `SELECT customer_name, win_amount, game_name, icon_url FROM winner WHERE merchant_code = ?
         AND (? IS NULL OR game_category = ?) ORDER BY win_amount DESC, id LIMIT ?`,
    )
    .all(merchant, category, category, limit) as unknown as {
    customer_name: string;
    win_amount: number;
    game_name: string;
    icon_url: string;
  }[];
}

/** The game types any of the merchant's vendors offers. */
export function offeredGameTypes(db: Database, merchant: string): Set<string> {
  return new Set(
    db
      .prepare('SELECT DISTINCT game_type FROM vendor WHERE merchant_code = ?')
      .all(merchant)
      .map((row) => String(row.game_type)),
  );
}

/** The merchant's lottery games of a type (LOTT or ELOTT), by vendor. */
export function lotteryGames(
  db: Database,
  merchant: string,
  gameType: 'LOTT' | 'ELOTT',
): { game_id: string; game_name: string; vassalage: string; icon_url: string }[] {
  return db
    .prepare(
      'SELECT game_id, game_name, vassalage, icon_url FROM game WHERE merchant_code = ? AND game_type = ? ORDER BY vassalage, sort',
    )
    .all(merchant, gameType) as unknown as {
    game_id: string;
    game_name: string;
    vassalage: string;
    icon_url: string;
  }[];
}
