import { randomBytes } from 'node:crypto';
import type { components } from '@wl/api/lgw';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { failure, success, type Schemas as WpsSchemas } from '../envelope.ts';
import { requireSession } from '../http/guards.ts';
import { readQuery } from '../http/input.ts';
import { findGame } from './games.ts';

type Schemas = components['schemas'] & Pick<WpsSchemas, 'GameType'>;

/** Menu names of the game families, in menu order. */
const FAMILY_NAMES: readonly [Schemas['GameType'], string][] = [
  ['RNG', 'Slots'],
  ['FISH', 'Fishing'],
  ['LIVE', 'Live Casino'],
  ['PVP', 'Poker'],
  ['SPORTS', 'Sports'],
  ['ESPORTS', 'E-sports'],
  ['LOTT', 'Lottery'],
  ['ELOTT', 'E-lottery'],
];
const AGENT_ONLY = new Set([40, 41, 42]);
/** Launch tickets are good for one opening within this time. */
const TICKET_TTL_MS = 60_000;

const language = z.string().max(8).optional();

function lotteries(c: GatewayContext, gameType: 'LOTT' | 'ELOTT'): Schemas['LotteryItem'][] {
  return c
    .get('services')
    .db.prepare(
      'SELECT game_id, game_name, vassalage, icon_url FROM game WHERE merchant_code = ? AND game_type = ? ORDER BY vassalage, sort',
    )
    .all(c.get('merchant').code, gameType)
    .map((row) => ({
      lottCode: String(row.game_id),
      name: String(row.game_name),
      gameType,
      vassalage: String(row.vassalage),
      iconUrl: String(row.icon_url),
      // TCG's South-East Asian lotteries pay by the ZY table; the other LOTT vendors by the classic one.
      prizeMode: gameType === 'ELOTT' ? 'Elott' : row.vassalage === 'TCG_SEA' ? 'ZY' : 'Lott',
    }));
}

interface Ticket {
  vassalage: string;
  gameName: string;
  userName: string;
  backUrl: string;
  expiresAt: number;
}
/** Issued launch tickets, in memory: a ticket is single-use and short-lived, so a restart may forget it. */
const tickets = new Map<string, Ticket>();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const lgwRoutes = new Hono<GatewayEnv>()
  .get('/lgw/games/game_menus', (c) => {
    const present = new Set(
      c
        .get('services')
        .db.prepare('SELECT DISTINCT game_type FROM vendor WHERE merchant_code = ?')
        .all(c.get('merchant').code)
        .map((row) => String(row.game_type)),
    );
    const value: Schemas['GameMenu'][] = FAMILY_NAMES.filter(([type]) => present.has(type)).map(([gameType, name]) => ({
      gameType,
      name,
    }));
    return success(c, value);
  })
  .get('/lgw/games/launch', requireSession, (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({
        vassalage: z.string().min(1).max(32),
        nodeId: z.string().max(32).optional(),
        gameCode: z.string().max(64).optional(),
        playType: z.enum(['trad', 'ent']).optional(),
        language,
        backUrl: z.string().max(1024).optional(),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const query = parsed.value;
    const session = c.get('session');
    const { db, now } = c.get('services');
    // Agent-only accounts manage downline; they hold no player wallet to play with.
    if (AGENT_ONLY.has(session.type)) return failure(c, 403, 'permission.denied');
    const vendor = db
      .prepare('SELECT display_name FROM vendor WHERE merchant_code = ? AND vassalage = ?')
      .get(c.get('merchant').code, query.vassalage);
    if (!vendor) return failure(c, 404, 'resource.not.found');
    const game = query.nodeId ? findGame(c, query.nodeId, query.vassalage) : undefined;
    if (query.nodeId && !game) return failure(c, 404, 'resource.not.found');
    if (session.type === 4 && game?.support_free_play !== 1) return failure(c, 403, 'trial.forbidden');
    for (const [key, ticket] of tickets) if (ticket.expiresAt < now()) tickets.delete(key);
    const ticket = randomBytes(24).toString('base64url');
    tickets.set(ticket, {
      vassalage: query.vassalage,
      gameName: game?.game_name ?? `${String(vendor.display_name)} lobby`,
      userName: session.username,
      backUrl: query.backUrl?.startsWith('/') ? query.backUrl : '/m/home',
      expiresAt: now() + TICKET_TTL_MS,
    });
    const value: Schemas['GameLaunch'] = { url: `/lgw/games/play/${ticket}`, mode: 'redirect' };
    return success(c, value);
  })
  .get('/lgw/games/play/:ticket', (c) => {
    // The reference gateway has no vendors behind it: a launch opens this stand-in page instead of a vendor's game.
    const ticket = tickets.get(c.req.param('ticket'));
    tickets.delete(c.req.param('ticket'));
    if (!ticket || ticket.expiresAt < c.get('services').now()) {
      return c.html('<!doctype html><title>Game</title><p>This game link has expired.</p>', 410);
    }
    return c.html(
      `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(ticket.gameName)}</title>` +
        `<main><h1>${escapeHtml(ticket.gameName)}</h1><p>${escapeHtml(ticket.vassalage)} · playing as ` +
        `${escapeHtml(ticket.userName)}</p><p><a href="${escapeHtml(ticket.backUrl)}">Back</a></p></main></html>`,
    );
  })
  .get('/lgw/lottery/lott_list', (c) => {
    const parsed = readQuery(c, z.strictObject({ language }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return success(c, lotteries(c, 'LOTT'));
  })
  .get('/lgw/lottery/elott_list', (c) => {
    const parsed = readQuery(c, z.strictObject({ language }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return success(c, lotteries(c, 'ELOTT'));
  })
  .get('/lgw/lottery/menu', (c) => {
    const parsed = readQuery(c, z.strictObject({ language }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const value: Schemas['LotteryMenu'][] = [
      { gameType: 'LOTT', name: 'Lottery', items: lotteries(c, 'LOTT') },
      { gameType: 'ELOTT', name: 'E-lottery', items: lotteries(c, 'ELOTT') },
    ];
    return success(c, value);
  });
