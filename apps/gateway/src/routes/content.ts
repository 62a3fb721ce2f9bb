import { loginRefusal } from '@wl/domain/roles';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import {
  type AnnouncementRow,
  currentAnnouncements,
  helpTopics,
  markAnnouncementRead,
  noticeExists,
  promotionCategoryCounts,
  promotionDetails,
  readAnnouncementIds,
} from '../db/queries/announcements.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, optionalSession, requireSession } from '../http/guards.ts';
import { jsonBody, query } from '../http/input.ts';
import { textLanguage } from '../http/language.ts';
import { ANNOUNCEMENT_TTL_MS, CATALOGUE_TTL_MS, cachedAnswer, cachedSuccess } from '../http/responseCache.ts';
import { localisedArt } from './art.ts';

const POPULAR_COUNT = 5;
const iso = (ms: number) => new Date(ms).toISOString();

const sessionOf = (c: GatewayContext) => c.get('session') as GatewayEnv['Variables']['session'] | undefined;

/** The live announcements of these types, in the language of the call's Language header. */
function current(c: GatewayContext, types: readonly string[]): AnnouncementRow[] {
  const { db, now } = c.get('services');
  return currentAnnouncements(db, c.get('merchant').code, types, now(), textLanguage(c.req.header('Language')));
}

/**
 * Agent notices (type A) are for agent-side accounts only (docs/decisions.md, "Agent notices"): a visitor, a player or
 * a trial never receives one, whatever types the query names, and cannot mark one read.
 */
function seesAgentNotices(c: GatewayContext): boolean {
  const session = sessionOf(c);
  return session !== undefined && loginRefusal('agent', session.type) === undefined;
}

/** The notice types the caller may see: player notices, and agent notices for agent-side accounts. */
function noticeTypes(c: GatewayContext): string[] {
  return seesAgentNotices(c) ? ['PL', 'A'] : ['PL'];
}

/** Notices carry the member's read state: false for visitors, true for trial sessions (they never mark). */
function notices(c: GatewayContext, rows: AnnouncementRow[]): Schemas['Notice'][] {
  const session = sessionOf(c);
  const read = session && session.type !== 4 ? readAnnouncementIds(c.get('services').db, session.memberId) : new Set();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: iso(row.start_date),
    read: session?.type === 4 || read.has(row.id),
  }));
}

function promotions(c: GatewayContext): Schemas['Promotion'][] {
  const language = textLanguage(c.req.header('Language'));
  const details = promotionDetails(c.get('services').db, (url) => localisedArt(url, language));
  return current(c, ['PR']).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: iso(row.start_date),
    endDate: row.end_date === null ? null : iso(row.end_date),
    noExpiry: row.end_date === null ? 1 : 0,
    announcementImages: details.images(row.id),
    promoAnnouncementCategoryIds: details.categories(row.id) as Schemas['PromotionCategory'][],
  }));
}

const announcementQuery = z.strictObject({
  types: z.string().regex(/^(Promotion|(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*)$/),
  groupName: z.string().max(32).optional(),
  platform: z.literal('M').optional(),
  merchantCode: z.string().max(32).optional(),
});
const noQuery = z.strictObject({});

/** Visitors all see the same announcements, so theirs are cached; a member's carry their own read state. */
function visitorCache<T>(c: GatewayContext, build: () => T) {
  return sessionOf(c) ? success(c, build()) : cachedSuccess(c, ANNOUNCEMENT_TTL_MS, build);
}

export const contentRoutes = new Hono<GatewayEnv>()
  .get('/wps/system/announcements', optionalSession, query(announcementQuery), (c) => {
    const hit = sessionOf(c) ? undefined : cachedAnswer(c);
    if (hit) return hit;
    const { types, groupName } = c.req.valid('query');
    const build = (): Schemas['Announcements'] => {
      const wanted = new Set(types === 'Promotion' ? ['PR'] : types.split(','));
      const banners = wanted.has('B')
        ? current(c, ['B'])
            .filter((row) => !groupName || row.group_name === groupName)
            .map((row) => ({
              id: row.id,
              url: localisedArt(row.url, textLanguage(c.req.header('Language'))),
              type: row.group_name as Schemas['BannerType'],
              linkUrl: null,
              sequence: row.sort,
            }))
        : [];
      const visible = noticeTypes(c);
      const playerTypes = visible.filter((type) => wanted.has(type) || (type === 'A' && wanted.has('PL')));
      return {
        promotion: wanted.has('PR') ? promotions(c) : [],
        banners,
        player: notices(c, current(c, playerTypes)),
        popup: wanted.has('PU')
          ? current(c, ['PU']).map((row) => ({ id: row.id, title: row.title, content: row.content }))
          : [],
        hot: wanted.has('H')
          ? current(c, ['H']).map((row) => ({
              id: row.id,
              title: row.title,
              content: row.content,
              imageUrl: row.url || null,
            }))
          : [],
      };
    };
    return visitorCache(c, build);
  })
  .get('/wps/system/notices', optionalSession, query(noQuery), (c) =>
    visitorCache(c, () => notices(c, current(c, noticeTypes(c)))),
  )
  .get('/wps/system/announcements/popular', optionalSession, query(noQuery), (c) =>
    visitorCache(c, () => notices(c, current(c, ['PL']).slice(0, POPULAR_COUNT))),
  )
  .get('/wps/system/promotions/categories', (c) => {
    const { db, now } = c.get('services');
    const value: Schemas['PromotionCategoryCount'][] = promotionCategoryCounts(db, c.get('merchant').code, now()).map(
      (row) => ({
        category: row.code as Schemas['PromotionCategory'],
        enabled: Number(row.enabled) === 1,
        count: Number(row.n),
      }),
    );
    return success(c, value);
  })
  .get(
    '/wps/system/help',
    query(z.strictObject({ device: z.literal('MOBILE').optional(), language: z.string().max(8).optional() })),
    (c) => {
      const language = textLanguage(c.req.valid('query').language ?? c.req.header('Language'));
      const rows = helpTopics(c.get('services').db, c.get('merchant').code, language);
      const build = (parent: number | null): Schemas['HelpItem'][] =>
        rows
          .filter((row) => row.parent_id === parent)
          .map((row) => ({ title: row.title, content: row.content, tag: row.tag, children: build(row.id) }));
      return cachedSuccess(c, CATALOGUE_TTL_MS, () => build(null));
    },
  )
  .post(
    '/wps/member/announcements/read',
    requireSession,
    forbidTrial,
    jsonBody(
      z.strictObject({
        announcementId: z
          .int()
          .min(1)
          .max(2 ** 53),
        read: z.literal(true),
      }),
    ),
    (c) => {
      const { announcementId } = c.req.valid('json');
      const { db, now } = c.get('services');
      // A notice the member may not see is answered as one that does not exist.
      if (!noticeExists(db, announcementId, c.get('merchant').code, noticeTypes(c))) {
        return failure(c, 404, 'resource.not.found');
      }
      markAnnouncementRead(db, c.get('session').memberId, announcementId, now());
      return success(c, true as const);
    },
  );
