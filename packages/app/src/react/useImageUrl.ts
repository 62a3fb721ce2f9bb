import { fetchImageCdns } from '@wl/api/system';
import { use, useMemo, useSyncExternalStore } from 'react';
import type { AppServices } from '../services/appServices.ts';
import { unwrap } from '../services/failure.ts';
import {
  chooseImageCdn,
  deviceRandom,
  type ImageCdnChoice,
  type ImageSource,
  originImageCdn,
} from '../services/imageCdn.ts';
import { useAppServices } from './AppServicesContext.tsx';

export type { ImageSource } from '../services/imageCdn.ts';

/** One CDN per visit: the list is read once per services and the pick shared by every image. */
const choices = new WeakMap<AppServices, Promise<ImageCdnChoice>>();

function imageCdnOf(services: AppServices): Promise<ImageCdnChoice> {
  let pending = choices.get(services);
  if (!pending) {
    pending = unwrap(fetchImageCdns(services.clients)).then(
      (list) => chooseImageCdn(list, deviceRandom),
      () => originImageCdn(),
    );
    choices.set(services, pending);
  }
  return pending;
}

export interface ImageUrls {
  /**
   * A game, banner or promotion image: `src` on the CDN of the visit and `fallbackSrc` on the default, for the kit's
   * second source (GameTile's `imageUrl` and `fallbackImageUrl`).
   */
  source(path: string): ImageSource;
  /** The address alone, for a kit prop that takes one (VendorIconStrip's `logoUrl`, a banner's `imageUrl`). */
  url(path: string): string;
  /** An image from the CDN of the visit failed to load (an `onError`): every image after it takes the default. */
  failed(): void;
}

/**
 * The image CDN of the visit (GET /wps/system/image-cdns, docs/decisions.md "Image CDNs"): one of the merchant's
 * CDNs at random, the default once an image of it fails. Suspends until the list is in (once per visit); the screens
 * showing images re-render with the default when the pick fails.
 */
/** The functions a screen builds its images' addresses with, for the base they are built on now. */
function imageUrlsOf(choice: ImageCdnChoice, _base: string): ImageUrls {
  return {
    source: (path) => choice.source(path),
    url: (path) => choice.source(path).src,
    failed: () => choice.failed(),
  };
}

export function useImageUrl(): ImageUrls {
  const choice = use(imageCdnOf(useAppServices()));
  // A switch to the fallback renders the images again, with their new addresses.
  const base = useSyncExternalStore(
    choice.subscribe,
    () => choice.base,
    () => choice.base,
  );
  // The same functions until the base changes, so a part given them renders again only then.
  return useMemo(() => imageUrlsOf(choice, base), [choice, base]);
}
