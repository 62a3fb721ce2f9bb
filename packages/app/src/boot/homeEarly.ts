import { useEffect, useState } from 'react';
import { chooseImageCdn, type ImageSource, originImageCdn, visitRandom } from '../services/imageCdn.ts';
import { type EarlyRequest, earlyBody } from './earlyAnswers.ts';

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

/** The envelope's value of a successful answer; nothing otherwise. */
function envelopeValue(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const envelope = body as { success?: unknown; value?: unknown };
  return envelope.success === true && typeof envelope.value === 'object' && envelope.value !== null
    ? (envelope.value as Record<string, unknown>)
    : undefined;
}

function imageCdnsOf(value: Record<string, unknown> | undefined) {
  const cdns = value?.cdns;
  const fallback = value?.fallback;
  return Array.isArray(cdns) && cdns.every((cdn) => typeof cdn === 'string') && typeof fallback === 'string'
    ? chooseImageCdn({ cdns: cdns as string[], fallback }, visitRandom)
    : originImageCdn();
}

let firstBanner: Promise<ImageSource | undefined> | undefined;
/** What the promise gave, for a component mounted after it settled (a Suspense fallback shown again). */
let firstBannerShown: ImageSource | undefined;

/**
 * Home's first banner from the early answers, on the image CDN of the visit (the same pick the screens make), for
 * the first render to paint before the services have loaded; none when home asked nothing early or has no banner.
 */
export function firstHomeBanner(): Promise<ImageSource | undefined> {
  firstBanner ??= (async () => {
    const announcements = earlyBody('/wps/system/announcements');
    if (!announcements) return undefined;
    const [banners, cdns] = await Promise.all([announcements, earlyBody('/wps/system/image-cdns')]);
    const list = envelopeValue(banners)?.banners;
    const first = Array.isArray(list) ? (list[0] as { url?: unknown } | undefined) : undefined;
    if (typeof first?.url !== 'string' || first.url === '') return undefined;
    firstBannerShown = imageCdnsOf(envelopeValue(cdns)).source(first.url);
    return firstBannerShown;
  })();
  return firstBanner;
}

/** `firstHomeBanner` for a component: none until the early answers are in. */
export function useFirstHomeBanner(): ImageSource | undefined {
  const [banner, setBanner] = useState(firstBannerShown);
  useEffect(() => {
    let current = true;
    void firstHomeBanner().then((found) => current && setBanner(found));
    return () => {
      current = false;
    };
  }, []);
  return banner;
}
