import * as z from 'zod/mini';
import { call, read } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components, operations } from './generated/wps.ts';
import type { ApiResult } from './result.ts';
import { doneSchema } from './session.ts';
import { uploadForm } from './upload.ts';

type Schemas = components['schemas'];
export type Announcements = Schemas['Announcements'];
export type Notice = Schemas['Notice'];
export type Banner = Schemas['Banner'];
export type BannerType = Schemas['BannerType'];
export type Promotion = Schemas['Promotion'];
export type PromotionCategory = Schemas['PromotionCategory'];
export type PromotionCategoryCount = Schemas['PromotionCategoryCount'];
export type HelpItem = Schemas['HelpItem'];
export type AnnouncementsQuery = operations['getAnnouncements']['parameters']['query'];

export const BANNER_TYPES = [
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
  'm_home',
] as const satisfies readonly BannerType[];
export const PROMOTION_CATEGORIES = [
  'LOGIN',
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'TICKET',
  'REFERRAL',
] as const satisfies readonly PromotionCategory[];

export const noticeSchema: z.ZodMiniType<Notice> = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  read: z.boolean(),
});

const bannerSchema: z.ZodMiniType<Banner> = z.object({
  id: z.int(),
  url: z.string(),
  type: z.enum(BANNER_TYPES),
  linkUrl: z.nullable(z.string()),
  sequence: z.int(),
});

const promotionSchema: z.ZodMiniType<Promotion> = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  noExpiry: z.literal([0, 1]),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.int() })),
  promoAnnouncementCategoryIds: z.array(z.enum(PROMOTION_CATEGORIES)),
});

export const announcementsSchema: z.ZodMiniType<Announcements> = z.object({
  promotion: z.array(promotionSchema),
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(z.object({ id: z.int(), title: z.string(), content: z.string() })),
  hot: z.array(z.object({ id: z.int(), title: z.string(), content: z.string(), imageUrl: z.nullable(z.string()) })),
});

const helpItemSchema: z.ZodMiniType<HelpItem> = z.object({
  title: z.string(),
  content: z.string(),
  tag: z.string(),
  children: z.array(z.lazy(() => helpItemSchema)),
});

/** GET /wps/system/announcements: types such as 'B,PL,PU', 'B,PL,PU,PR,H' or 'Promotion'. */
export function fetchAnnouncements(clients: ApiClients, query: AnnouncementsQuery): Promise<ApiResult<Announcements>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/announcements', { params: { query }, signal }),
    announcementsSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/system/notices, with the member's read state when logged in. */
export function listNotices(clients: ApiClients): Promise<ApiResult<Notice[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/notices', { signal }),
    z.array(noticeSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/system/announcements/popular: the notice bar. */
export function listPopularAnnouncements(clients: ApiClients): Promise<ApiResult<Notice[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/announcements/popular', { signal }),
    z.array(noticeSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** POST /wps/member/announcements/read. Trial sessions are refused (trial.forbidden). */
export function markAnnouncementRead(clients: ApiClients, announcementId: number): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/announcements/read', { body: { announcementId, read: true }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/system/promotions/categories. */
export function listPromotionCategories(clients: ApiClients): Promise<ApiResult<PromotionCategoryCount[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/promotions/categories', { signal }),
    z.array(z.object({ category: z.enum(PROMOTION_CATEGORIES), enabled: z.boolean(), count: z.int() })),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/system/help: topics with their children. */
export function fetchHelpCentre(clients: ApiClients, language?: string): Promise<ApiResult<HelpItem[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/help', { params: { query: { device: 'MOBILE', language } }, signal }),
    z.array(helpItemSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

export type MemberPromotion = Schemas['MemberPromotion'];
export type ActivityState = Schemas['ActivityState'];
export type PromotionParticipation = Schemas['PromotionParticipation'];
export type PromotionStateValue = Schemas['PromotionStateValue'];

export const ACTIVITY_STATES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'in process',
  'joined',
  'coming soon',
] as const satisfies readonly ActivityState[];

const memberPromotionSchema: z.ZodMiniType<MemberPromotion> = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  noExpiry: z.literal([0, 1]),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.int() })),
  promoAnnouncementCategoryIds: z.array(z.enum(PROMOTION_CATEGORIES)),
  participation: z.enum(['apply', 'join', 'claim']),
  state: z.enum(ACTIVITY_STATES),
});
const promotionStateSchema: z.ZodMiniType<PromotionStateValue> = z.object({
  promotionId: z.int(),
  state: z.enum(ACTIVITY_STATES),
});

/** GET /wps/system/promotions: every promotion not ended, with the member's state (the public one for visitors). */
export function listPromotions(clients: ApiClients): Promise<ApiResult<MemberPromotion[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/system/promotions', { signal }),
    z.array(memberPromotionSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

export interface PromotionApplication {
  promotionId: number;
  /** At most 140 characters (the domain's activity application form checks it first). */
  comment?: string;
  /** PNG or JPEG, up to 3 of at most 5 MB each; a File from the picker is a Blob. */
  images?: readonly Blob[];
}

/**
 * POST /wps/member/promotions/apply, as multipart/form-data: join becomes applying (reviewed) or joined. Refusals:
 * comment.too.long, image.type.invalid, image.count.exceeded, image.too.large, promotion.state.invalid.
 */
export function applyForPromotion(
  clients: ApiClients,
  application: PromotionApplication,
): Promise<ApiResult<PromotionStateValue>> {
  const fields: Record<string, string> = { promotionId: String(application.promotionId) };
  if (application.comment !== undefined) fields.comment = application.comment;
  return call(
    (signal) =>
      clients.wps.POST('/wps/member/promotions/apply', {
        body: { promotionId: application.promotionId },
        bodySerializer: () => uploadForm(fields, application.images),
        signal,
      }),
    promotionStateSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/member/promotions/claim: claim becomes claimed; any other state is promotion.state.invalid. */
export function claimPromotion(clients: ApiClients, promotionId: number): Promise<ApiResult<PromotionStateValue>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/promotions/claim', { body: { promotionId }, signal }),
    promotionStateSchema,
    clients.timeoutMs,
  );
}
