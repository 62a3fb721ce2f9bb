import { ACTIVITY_COMMENT_MAX_LENGTH, type ActivityState } from '@wl/domain/constants';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { promotionDetails } from '../db/queries/announcements.ts';
import {
  claimEntry,
  type EntryState,
  entryStates,
  insertEntry,
  openPromotions,
  type PromotionRow,
  promotionById,
} from '../db/queries/promotions.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, optionalSession, requireSession } from '../http/guards.ts';
import { jsonBody, query } from '../http/input.ts';
import { textLanguage } from '../http/language.ts';
import { ANNOUNCEMENT_TTL_MS, cachedSuccess } from '../http/responseCache.ts';
import { readUploadForm } from '../http/uploads.ts';
import { localisedArt } from './art.ts';

/**
 * Promotions and a member's part in them (docs/decisions.md, "Promotions: taking part"). A promotion's public state
 * is coming soon before it starts, closed once it ends or the operator closes it, and otherwise claim for a claim-only
 * promotion and join for the others. A member's entry, once made, is the member's state (coming soon aside).
 */
export function publicState(promotion: PromotionRow, now: number): ActivityState {
  if (promotion.start_date > now) return 'coming soon';
  if (promotion.closed === 1 || (promotion.end_date !== null && promotion.end_date <= now)) return 'closed';
  return promotion.participation === 'claim' ? 'claim' : 'join';
}

export function memberState(promotion: PromotionRow, entry: EntryState | undefined, now: number): ActivityState {
  if (promotion.start_date > now) return 'coming soon';
  return entry ?? publicState(promotion, now);
}

const iso = (ms: number) => new Date(ms).toISOString();
const sessionOf = (c: GatewayContext) => c.get('session') as GatewayEnv['Variables']['session'] | undefined;
const PROMOTION_ID = /^[1-9][0-9]{0,15}$/;

function listing(c: GatewayContext): Schemas['MemberPromotion'][] {
  const { db, now } = c.get('services');
  const session = sessionOf(c);
  const entries = session ? entryStates(db, session.memberId) : new Map<number, EntryState>();
  const language = textLanguage(c.req.header('Language'));
  const details = promotionDetails(db, (url) => localisedArt(url, language));
  const at = now();
  return openPromotions(db, c.get('merchant').code, at, language).map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    startDate: iso(row.start_date),
    endDate: row.end_date === null ? null : iso(row.end_date),
    noExpiry: row.end_date === null ? 1 : 0,
    announcementImages: details.images(row.id),
    promoAnnouncementCategoryIds: details.categories(row.id) as Schemas['PromotionCategory'][],
    participation: row.participation,
    state: memberState(row, entries.get(row.id), at),
  }));
}

export const promotionRoutes = new Hono<GatewayEnv>()
  .get('/wps/system/promotions', optionalSession, query(z.strictObject({})), (c) => {
    // Visitors all see the public states, so theirs are cached; a member's carry the member's own.
    if (sessionOf(c)) return success(c, listing(c));
    return cachedSuccess(c, ANNOUNCEMENT_TTL_MS, () => listing(c));
  })
  .post('/wps/member/promotions/apply', requireSession, forbidTrial, async (c) => {
    const read = await readUploadForm(c, ['promotionId', 'comment']);
    if (!read.ok) return failure(c, read.status, read.code, read.message);
    const { fields, images } = read.value;
    const promotionId = fields.promotionId;
    if (promotionId === undefined || !PROMOTION_ID.test(promotionId)) {
      return failure(c, 400, 'request.invalid', 'promotionId: expected a positive integer');
    }
    const comment = (fields.comment ?? '').trim();
    if (comment.length > ACTIVITY_COMMENT_MAX_LENGTH) return failure(c, 400, 'comment.too.long');
    const { db, now } = c.get('services');
    const memberId = c.get('session').memberId;
    const promotion = promotionById(db, c.get('merchant').code, Number(promotionId));
    if (!promotion) return failure(c, 404, 'resource.not.found');
    const at = now();
    const state = memberState(promotion, entryStates(db, memberId).get(promotion.id), at);
    if (state !== 'join') return failure(c, 409, 'promotion.state.invalid', `the promotion is ${state}`);
    const next: EntryState = promotion.participation === 'apply' ? 'applying' : 'joined';
    if (!insertEntry(db, { memberId, promotionId: promotion.id, state: next, comment, images }, at)) {
      return failure(c, 409, 'promotion.state.invalid');
    }
    const value: Schemas['PromotionStateValue'] = { promotionId: promotion.id, state: next };
    return success(c, value);
  })
  .post(
    '/wps/member/promotions/claim',
    requireSession,
    forbidTrial,
    jsonBody(z.strictObject({ promotionId: z.int().min(1).max(Number.MAX_SAFE_INTEGER) })),
    (c) => {
      const { db, now } = c.get('services');
      const memberId = c.get('session').memberId;
      const promotion = promotionById(db, c.get('merchant').code, c.req.valid('json').promotionId);
      if (!promotion) return failure(c, 404, 'resource.not.found');
      const at = now();
      const entry = entryStates(db, memberId).get(promotion.id);
      const state = memberState(promotion, entry, at);
      if (state !== 'claim' || !claimEntry(db, memberId, promotion.id, entry === undefined, at)) {
        return failure(c, 409, 'promotion.state.invalid', `the promotion is ${state}`);
      }
      const value: Schemas['PromotionStateValue'] = { promotionId: promotion.id, state: 'claimed' };
      return success(c, value);
    },
  );
