import { randomBytes } from 'node:crypto';
import type { components } from '@wl/api/lgw';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { lotteryGames, offeredGameTypes, vendorByCode } from '../db/queries/games.ts';
import { failure, success, type Schemas as WpsSchemas } from '../envelope.ts';
import { refuseRestrictedRegion, requireSession } from '../http/guards.ts';
import { escapeHtml } from '../http/html.ts';
import { query } from '../http/input.ts';
import { textLanguage } from '../http/language.ts';
import { latestDraws, recentProvincialDraws } from '../lottery/draws.ts';
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
/** Where the stand-in game page leads back to when the launch named no usable way back. */
export const DEFAULT_BACK_PATH = '/m/home';

const language = z.string().max(8).optional();
const languageOnly = z.strictObject({ language });

function lotteries(c: GatewayContext, gameType: 'LOTT' | 'ELOTT'): Schemas['LotteryItem'][] {
  return lotteryGames(c.get('services').db, c.get('merchant').code, gameType).map((row) => ({
    lottCode: row.game_id,
    name: row.game_name,
    gameType,
    vassalage: row.vassalage,
    iconUrl: row.icon_url,
    // TCG's South-East Asian lotteries pay by the ZY table; the other LOTT vendors by the classic one.
    prizeMode: gameType === 'ELOTT' ? 'Elott' : row.vassalage === 'TCG_SEA' ? 'ZY' : 'Lott',
  }));
}

/**
 * A way back that stays on this site: a path from the root, in plain URL characters. `//host`, `/\host` (which
 * browsers read as `//host`), an encoded slash or backslash that a later decoding could turn into either, a scheme
 * (`https:`, `javascript:`) and anything with spaces or controls all fall back to the home page.
 */
export function sameSitePath(backUrl: string | undefined): string {
  if (!backUrl || !/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%]*$/.test(backUrl)) return DEFAULT_BACK_PATH;
  const lower = backUrl.toLowerCase();
  if (backUrl.startsWith('//') || lower.startsWith('/%2f') || lower.includes('%5c')) return DEFAULT_BACK_PATH;
  const base = 'https://gateway.invalid';
  return new URL(backUrl, base).origin === base ? backUrl : DEFAULT_BACK_PATH;
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

export const lgwRoutes = new Hono<GatewayEnv>()
  // Every game list and launch is closed where the merchant restricts the region; the game page is the browser's.
  .use('/lgw/games/game_menus', refuseRestrictedRegion)
  .use('/lgw/games/launch', refuseRestrictedRegion)
  .use('/lgw/lottery/*', refuseRestrictedRegion)
  .get('/lgw/games/game_menus', (c) => {
    const present = offeredGameTypes(c.get('services').db, c.get('merchant').code);
    const value: Schemas['GameMenu'][] = FAMILY_NAMES.filter(([type]) => present.has(type)).map(([gameType, name]) => ({
      gameType,
      name,
    }));
    return success(c, value);
  })
  .get(
    '/lgw/games/launch',
    requireSession,
    query(
      z.strictObject({
        vassalage: z.string().min(1).max(32),
        nodeId: z.string().max(32).optional(),
        gameCode: z.string().max(64).optional(),
        playType: z.enum(['trad', 'ent']).optional(),
        language,
        backUrl: z.string().max(1024).optional(),
      }),
    ),
    (c) => {
      const launch = c.req.valid('query');
      const session = c.get('session');
      const { db, now } = c.get('services');
      // Agent-only accounts manage downline; they hold no player wallet to play with.
      if (AGENT_ONLY.has(session.type)) return failure(c, 403, 'permission.denied');
      const vendor = vendorByCode(db, c.get('merchant').code, launch.vassalage);
      if (!vendor) return failure(c, 404, 'resource.not.found');
      const game = launch.nodeId ? findGame(c, launch.nodeId, launch.vassalage) : undefined;
      if (launch.nodeId && !game) return failure(c, 404, 'resource.not.found');
      if (session.type === 4 && game?.support_free_play !== 1) return failure(c, 403, 'trial.forbidden');
      for (const [key, ticket] of tickets) if (ticket.expiresAt < now()) tickets.delete(key);
      const ticket = randomBytes(24).toString('base64url');
      tickets.set(ticket, {
        vassalage: launch.vassalage,
        gameName: game?.game_name ?? `${vendor.display_name} lobby`,
        userName: session.username,
        backUrl: sameSitePath(launch.backUrl),
        expiresAt: now() + TICKET_TTL_MS,
      });
      const value: Schemas['GameLaunch'] = { url: `/lgw/games/play/${ticket}`, mode: 'redirect' };
      return success(c, value);
    },
  )
  .get('/lgw/games/play/:ticket', (c) => {
    // The reference gateway has no vendors behind it: a launch opens this stand-in page instead of a vendor's game.
    const ticket = tickets.get(c.req.param('ticket'));
    tickets.delete(c.req.param('ticket'));
    if (!ticket || ticket.expiresAt < c.get('services').now()) {
      return c.html('<!doctype html><title>Game</title><p>This game link has expired.</p>', 410);
    }
    // The way back is checked again here, where it becomes a link: the page trusts nothing it did not check.
    const back = sameSitePath(c.req.query('backUrl') ?? ticket.backUrl);
    return c.html(
      `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(ticket.gameName)}</title>` +
        `<main><h1>${escapeHtml(ticket.gameName)}</h1><p>${escapeHtml(ticket.vassalage)} · playing as ` +
        `${escapeHtml(ticket.userName)}</p><p><a href="${escapeHtml(back)}">Back</a></p></main></html>`,
    );
  })
  .get('/lgw/lottery/lott_list', query(languageOnly), (c) => success(c, lotteries(c, 'LOTT')))
  .get('/lgw/lottery/elott_list', query(languageOnly), (c) => success(c, lotteries(c, 'ELOTT')))
  .get('/lgw/lottery/numero_list', query(languageOnly), (c) => {
    const { db, now } = c.get('services');
    const language = textLanguage(c.req.valid('query').language ?? c.req.header('Language'));
    return success(c, latestDraws(db, c.get('merchant').code, 'numero', language, now()));
  })
  .get('/lgw/lottery/vn_numero_list', query(languageOnly), (c) => {
    const { db, now } = c.get('services');
    const language = textLanguage(c.req.valid('query').language ?? c.req.header('Language'));
    return success(c, latestDraws(db, c.get('merchant').code, 'vn_numero', language, now()));
  })
  .get('/lgw/lottery/vn_recent_list', query(languageOnly), (c) => {
    const { db, now } = c.get('services');
    const language = textLanguage(c.req.valid('query').language ?? c.req.header('Language'));
    return success(c, recentProvincialDraws(db, c.get('merchant').code, language, now()));
  })
  .get('/lgw/lottery/menu', query(languageOnly), (c) => {
    const value: Schemas['LotteryMenu'][] = [
      { gameType: 'LOTT', name: 'Lottery', items: lotteries(c, 'LOTT') },
      { gameType: 'ELOTT', name: 'E-lottery', items: lotteries(c, 'ELOTT') },
    ];
    return success(c, value);
  });
