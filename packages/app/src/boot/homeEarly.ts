import { sentGameListQuery } from '@wl/api/game-list-query';
import type { Whitelabel } from '@wl/api/system';
import { listPage, openingList } from '@wl/domain/game-filters';
import { gameListQuery } from '../actors/gameListQuery.ts';
import { chooseImageCdn, deviceRandom, type ImageSource, originImageCdn } from '../services/imageCdn.ts';
import { type EarlyRequest, earlyBody, earlyLanguage, type Settling, settled, settling } from './earlyAnswers.ts';
import { FIRST_BANNER_KEY } from './keptBannerShell.ts';

export type { EarlyRequest } from './earlyAnswers.ts';

/** Home's announcements: banners of group m_home, player notices and pop-ups, for the mobile site. */
export const HOME_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU', groupName: 'm_home', platform: 'M' } as const;

/**
 * What home shows first, asked for by the boot (`startApp`'s `earlyRequests`): the announcements, whose first banner
 * is the largest thing on the first screen, and the image CDNs its address is built on. Module ids as the contract
 * gives them (`earlyAnswers.test.ts` checks them against it).
 */
export const HOME_EARLY_REQUESTS: readonly EarlyRequest[] = [
  { path: '/wps/system/announcements', query: HOME_ANNOUNCEMENTS_QUERY, moduleId: 'COMM3' },
  { path: '/wps/system/image-cdns', moduleId: 'COMM3' },
];

/**
 * What every first page of a visitor waits for (docs/decisions.md, "Early answers"): the platform status, the
 * merchant's switches, which decide what a screen shows (the login screen's free play, the category screens' tabs),
 * and the image CDN list, which every picture's address is built on. A member's calls carry the session and take no
 * early answer, so these are asked for a visitor alone.
 */
export const VISITOR_EARLY_REQUESTS: readonly EarlyRequest[] = [
  { path: '/wps/system/status', moduleId: 'COMM3' },
  { path: '/wps/system/whitelabel', moduleId: 'COMM3' },
  { path: '/wps/system/image-cdns', moduleId: 'COMM3' },
];

/** The vendor categories, which decide whether a category screen lists games or vendors, and its vendor tabs. */
export const VENDOR_CATEGORIES_REQUEST: EarlyRequest = {
  path: '/wps/relay/GCSGAME_vendorCategories',
  moduleId: 'GCSGAME3',
};

/**
 * The first page of a game screen's list of all games (a category screen such as /m/slot-games, the search list),
 * asked for by the boot for a visitor (docs/decisions.md, "A category's first page, asked at boot"): the query the
 * list's machine and actor send for that page, built by the same functions, so the clients take the answer when the
 * machine asks; and the vendor categories the screen shows it with. None for hot games (another call) or a member's
 * favourites and recent games (they carry the session).
 */
export function gameListEarlyRequests(entry: string, vassalage?: string): readonly EarlyRequest[] {
  const list = firstGamesRequest(entry, vassalage);
  return list ? [list, VENDOR_CATEGORIES_REQUEST] : [];
}

/** The request of a game screen's first page, when it is one the boot asks early. */
export function firstGamesRequest(entry: string, vassalage?: string): EarlyRequest | undefined {
  const list = openingList(entry, vassalage);
  if (list.dataType !== 'ALL') return undefined;
  const query = sentGameListQuery(gameListQuery(listPage(list, 1)));
  return {
    path: '/wps/relay/GCSGAME_gameList',
    query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
    moduleId: 'GCSGAME3',
  };
}

/** The envelope's value of a successful answer; nothing otherwise. */
export function envelopeValue(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const envelope = body as { success?: unknown; value?: unknown };
  return envelope.success === true && typeof envelope.value === 'object' && envelope.value !== null
    ? (envelope.value as Record<string, unknown>)
    : undefined;
}

/** The image CDN of the visit from the early answer of the CDN list: the pick the screens make. */
export function imageCdnsOf(value: Record<string, unknown> | undefined) {
  const cdns = value?.cdns;
  const fallback = value?.fallback;
  return Array.isArray(cdns) && cdns.every((cdn) => typeof cdn === 'string') && typeof fallback === 'string'
    ? chooseImageCdn({ cdns: cdns as string[], fallback }, deviceRandom)
    : originImageCdn();
}

let earlySettings: Settling<Whitelabel | undefined> | undefined;

/**
 * The merchant's settings from the boot's early answer, for drawing a screen's frame before the services have loaded
 * (docs/decisions.md, "The login form drawn before its code"): the switches decide what the frame shows. Not checked
 * against the contract's schemas, whose code comes with the services: only the shape the frame reads is looked at,
 * and the services' checked answer takes over once they are in. None when nothing was asked early (a member) or the
 * answer does not read as settings. Once the answer is in, the promise says so, and a frame reading it draws at once.
 */
export function earlyMerchantSettings(): Settling<Whitelabel | undefined> {
  if (earlySettings) return earlySettings;
  const body = earlyBody('/wps/system/whitelabel');
  if (!body) return settled(undefined);
  earlySettings = body.status === 'fulfilled' ? settled(settingsOf(body.value)) : settling(body.then(settingsOf));
  return earlySettings;
}

/** The early answer's settings, if the body reads as the shape a frame reads. */
function settingsOf(body: unknown): Whitelabel | undefined {
  const value = envelopeValue(body);
  const settings = value?.settings as Record<string, unknown> | undefined;
  const readable =
    typeof value?.switches === 'object' &&
    value.switches !== null &&
    typeof settings === 'object' &&
    settings !== null &&
    typeof settings.mobileCodeLogin === 'boolean' &&
    typeof settings.mailPasswordRecovery === 'boolean' &&
    typeof settings.socialLogin === 'object' &&
    settings.socialLogin !== null;
  return readable ? (value as unknown as Whitelabel) : undefined;
}

/** Web Storage where the browser allows it; private modes and full quotas throw, and then nothing is kept. */
export function keptStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** What the last visit kept (the first banner's language, address and place), as stored; nothing when it does not read. */
export function keptRecord(): Record<string, unknown> | undefined {
  try {
    const kept: unknown = JSON.parse(keptStorage()?.getItem(FIRST_BANNER_KEY) ?? 'null');
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The banner the last visit in this language painted first, if it was kept and reads as an image source. */
function rememberedBanner(): ImageSource | undefined {
  const language = earlyLanguage();
  const kept = keptRecord();
  if (language === undefined || kept?.language !== language || typeof kept.src !== 'string' || kept.src === '') {
    return undefined;
  }
  return typeof kept.fallbackSrc === 'string' ? { src: kept.src, fallbackSrc: kept.fallbackSrc } : { src: kept.src };
}

/**
 * Keeps this visit's first banner for the next one, or forgets the kept one when the merchant has none now. Where the
 * same banner was drawn stays kept with it; another banner is drawn before its place is known again.
 */
function remember(banner: ImageSource | undefined): void {
  try {
    const storage = keptStorage();
    if (!banner) {
      storage?.removeItem(FIRST_BANNER_KEY);
      return;
    }
    const language = earlyLanguage();
    const kept = keptRecord();
    const place = kept?.language === language && kept?.src === banner.src ? kept?.place : undefined;
    storage?.setItem(FIRST_BANNER_KEY, JSON.stringify({ language, ...banner, ...(place ? { place } : {}) }));
  } catch {
    // Nothing kept: the next visit waits for the answer, as a first visit does.
  }
}

let firstBanner: Promise<ImageSource | undefined> | undefined;
/** What the promise gave, for a component mounted after it settled (a Suspense fallback shown again). */
let firstBannerShown: ImageSource | undefined;
let firstBannerSettled = false;

/**
 * Home's first banner from the early answers, on the image CDN of the visit (the same pick the screens make), for
 * the first render to paint before the services have loaded; none when home asked nothing early or has no banner.
 * When the announcements cannot be read (offline, a failing gateway), the banner the last visit kept stands.
 */
export function firstHomeBanner(): Promise<ImageSource | undefined> {
  firstBanner ??= (async () => {
    const announcements = earlyBody('/wps/system/announcements');
    if (!announcements) return undefined;
    const [banners, cdns] = await Promise.all([announcements, earlyBody('/wps/system/image-cdns')]);
    const value = envelopeValue(banners);
    firstBannerSettled = true;
    if (!value) {
      firstBannerShown = rememberedBanner();
      return firstBannerShown;
    }
    const list = value.banners;
    const first = Array.isArray(list) ? (list[0] as { url?: unknown } | undefined) : undefined;
    firstBannerShown =
      typeof first?.url === 'string' && first.url !== ''
        ? imageCdnsOf(envelopeValue(cdns)).source(first.url)
        : undefined;
    remember(firstBannerShown);
    return firstBannerShown;
  })();
  return firstBanner;
}

/** The first banner to paint now: the early answers' once they are in, until then the one the last visit kept. */
export function firstHomeBannerNow(): ImageSource | undefined {
  return firstBannerSettled ? firstBannerShown : rememberedBanner();
}

/** What home paints first that the boot can fetch before any answer: the banner the last visit kept, if any. */
export function keptHomeImages(): string[] {
  const kept = firstBannerSettled ? undefined : rememberedBanner();
  return kept ? [kept.src] : [];
}
