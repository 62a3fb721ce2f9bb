import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, optionalSession, requireSession } from '../http/guards.ts';
import { readJson, readQuery } from '../http/input.ts';
import { ANNOUNCEMENT_TTL_MS, CATALOGUE_TTL_MS, cachedAnswer, cachedSuccess } from '../http/responseCache.ts';

const AGENT_TYPES = new Set([1, 2, 40, 41, 42]);
const POPULAR_COUNT = 5;
const iso = (ms: number) => new Date(ms).toISOString();

interface AnnouncementRow {
  id: number;
  type: string;
  group_name: string;
  title: string;
  content: string;
  url: string;
  start_date: number;
  end_date: number | null;
  sort: number;
}

function current(c: GatewayContext, types: readonly string[]): AnnouncementRow[] {
  if (types.length === 0) return [];
  const { db, now } = c.get('services');
  return db
    .prepare(
      `SELECT id, type, group_name, title, content, url, start_date, end_date, sort FROM announcement
       WHERE merchant_code = ? AND type IN (${types.map(() => '?').join(', ')})
         AND start_date <= ? AND (end_date IS NULL OR end_date > ?)
       ORDER BY start_date DESC, sort, id DESC`,
    )
    .all(c.get('merchant').code, ...types, now(), now()) as unknown as AnnouncementRow[];
}

/** Notices carry the member's read state: false for visitors, true for trial sessions (they never mark). */
function notices(c: GatewayContext, rows: AnnouncementRow[]): Schemas['Notice'][] {
  const session = c.get('session') as GatewayEnv['Variables']['session'] | undefined;
  const read = new Set<number>();
  if (session && session.type !== 4) {
    for (const row of c
      .get('services')
      .db.prepare('SELECT announcement_id FROM announcement_read WHERE member_id = ?')
      .all(session.memberId)) {
      read.add(Number(row.announcement_id));
    }
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: iso(row.start_date),
    read: session?.type === 4 || read.has(row.id),
  }));
}

/** Agent notices (type A) join the player notices for agent-type sessions only. */
function noticeTypes(c: GatewayContext): string[] {
  const session = c.get('session') as GatewayEnv['Variables']['session'] | undefined;
  return session && AGENT_TYPES.has(session.type) ? ['PL', 'A'] : ['PL'];
}

function promotions(c: GatewayContext): Schemas['Promotion'][] {
  const rows = current(c, ['PR']);
  const { db } = c.get('services');
  const images = db.prepare('SELECT sequence, url FROM announcement_image WHERE announcement_id = ? ORDER BY sequence');
  const categories = db.prepare(
    'SELECT category FROM announcement_category WHERE announcement_id = ? ORDER BY category',
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: iso(row.start_date),
    endDate: row.end_date === null ? null : iso(row.end_date),
    noExpiry: row.end_date === null ? 1 : 0,
    announcementImages: images
      .all(row.id)
      .map((image) => ({ url: String(image.url), sequence: Number(image.sequence) })),
    promoAnnouncementCategoryIds: categories
      .all(row.id)
      .map((category) => String(category.category) as Schemas['PromotionCategory']),
  }));
}

const announcementQuery = z.strictObject({
  types: z.string().regex(/^(Promotion|(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*)$/),
  groupName: z.string().max(32).optional(),
  platform: z.literal('M').optional(),
  merchantCode: z.string().max(32).optional(),
});

/** Visitors all see the same announcements, so theirs are cached; a member's carry their own read state. */
function visitorCache<T>(c: GatewayContext, build: () => T) {
  return c.get('session') ? success(c, build()) : cachedSuccess(c, ANNOUNCEMENT_TTL_MS, build);
}

interface HelpRow {
  id: number;
  parent_id: number | null;
  tag: string;
  title: string;
  content: string;
}

export const contentRoutes = new Hono<GatewayEnv>()
  .get('/wps/system/announcements', optionalSession, (c) => {
    const hit = c.get('session') ? undefined : cachedAnswer(c);
    if (hit) return hit;
    const parsed = readQuery(c, announcementQuery);
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const build = (): Schemas['Announcements'] => {
      const wanted = new Set(parsed.value.types === 'Promotion' ? ['PR'] : parsed.value.types.split(','));
      const group = parsed.value.groupName;
      const banners = wanted.has('B')
        ? current(c, ['B'])
            .filter((row) => !group || row.group_name === group)
            .map((row) => ({
              id: row.id,
              url: row.url,
              type: row.group_name as Schemas['BannerType'],
              linkUrl: null,
              sequence: row.sort,
            }))
        : [];
      const playerTypes = [...(wanted.has('PL') ? noticeTypes(c) : []), ...(wanted.has('A') ? ['A'] : [])];
      return {
        promotion: wanted.has('PR') ? promotions(c) : [],
        banners,
        player: notices(c, current(c, [...new Set(playerTypes)])),
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
  .get('/wps/system/notices', optionalSession, (c) => {
    const parsed = readQuery(c, z.strictObject({}));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return visitorCache(c, () => notices(c, current(c, noticeTypes(c))));
  })
  .get('/wps/system/announcements/popular', optionalSession, (c) => {
    const parsed = readQuery(c, z.strictObject({}));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    return visitorCache(c, () => notices(c, current(c, ['PL']).slice(0, POPULAR_COUNT)));
  })
  .get('/wps/system/promotions/categories', (c) => {
    const { db, now } = c.get('services');
    const merchant = c.get('merchant').code;
    const rows = db
      .prepare(
        `SELECT pc.code, pc.enabled,
           (SELECT count(*) FROM announcement_category ac JOIN announcement a ON a.id = ac.announcement_id
            WHERE ac.category = pc.code AND a.merchant_code = pc.merchant_code AND a.type = 'PR'
              AND a.start_date <= ? AND (a.end_date IS NULL OR a.end_date > ?)) AS n
         FROM promotion_category pc WHERE pc.merchant_code = ? ORDER BY pc.sort`,
      )
      .all(now(), now(), merchant);
    const value: Schemas['PromotionCategoryCount'][] = rows.map((row) => ({
      category: String(row.code) as Schemas['PromotionCategory'],
      enabled: Number(row.enabled) === 1,
      count: Number(row.n),
    }));
    return success(c, value);
  })
  .get('/wps/system/help', (c) => {
    const parsed = readQuery(
      c,
      z.strictObject({ device: z.literal('MOBILE').optional(), language: z.string().max(8).optional() }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const rows = c
      .get('services')
      .db.prepare('SELECT id, parent_id, tag, title, content FROM help_topic WHERE merchant_code = ? ORDER BY sort, id')
      .all(c.get('merchant').code) as unknown as HelpRow[];
    const build = (parent: number | null): Schemas['HelpItem'][] =>
      rows
        .filter((row) => row.parent_id === parent)
        .map((row) => ({ title: row.title, content: row.content, tag: row.tag, children: build(row.id) }));
    return cachedSuccess(c, CATALOGUE_TTL_MS, () => build(null));
  })
  .post('/wps/member/announcements/read', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(
      c,
      z.strictObject({
        announcementId: z
          .int()
          .min(1)
          .max(2 ** 53),
        read: z.literal(true),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const { db, now } = c.get('services');
    const session = c.get('session');
    const notice = db
      .prepare("SELECT id FROM announcement WHERE id = ? AND merchant_code = ? AND type IN ('PL', 'A')")
      .get(parsed.value.announcementId, c.get('merchant').code);
    if (!notice) return failure(c, 404, 'resource.not.found');
    db.prepare('INSERT OR IGNORE INTO announcement_read (member_id, announcement_id, read_at) VALUES (?, ?, ?)').run(
      session.memberId,
      parsed.value.announcementId,
      now(),
    );
    return success(c, true as const);
  });
