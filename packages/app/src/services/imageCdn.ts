import type { ImageCdns } from '@wl/api/system';
import { imageUrl, pickImageCdn } from '@wl/domain/image-cdn';
import type { Random } from '@wl/domain/jackpot';

/**
 * The base every image falls back to when the merchant's list cannot be read: the site's own origin, the gateway's
 * `fallback` (docs/decisions.md, "Image CDNs").
 */
const ORIGIN_BASE = '/';

/** An image's address on the CDN of the visit, and the same image on the fallback for when it does not load. */
export interface ImageSource {
  src: string;
  /** Absent when the image already comes from the fallback (or is an absolute address). */
  fallbackSrc?: string;
}

/** The image CDN of the visit: one picked at random from the merchant's list, the fallback once it fails. */
export interface ImageCdnChoice {
  /** The base in use now. */
  readonly base: string;
  /** A path (or an absolute address, left alone) as an image source. */
  source(path: string): ImageSource;
  /** An image from the picked CDN failed to load: every image after it comes from the fallback. */
  failed(): void;
  /** Tells `listener` when the base changes (once at most: to the fallback). */
  subscribe(listener: () => void): () => void;
}

export function chooseImageCdn({ cdns, fallback }: ImageCdns, random: Random): ImageCdnChoice {
  let base = pickImageCdn(cdns, fallback, random);
  const listeners = new Set<() => void>();
  return {
    get base() {
      return base;
    },
    source(path) {
      const src = imageUrl(base, path);
      const fallbackSrc = imageUrl(fallback, path);
      return fallbackSrc === src ? { src } : { src, fallbackSrc };
    },
    failed() {
      if (base === fallback) return;
      base = fallback;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Without the list (the call failed), every image comes from the site's own origin. */
export function originImageCdn(): ImageCdnChoice {
  return chooseImageCdn({ cdns: [], fallback: ORIGIN_BASE }, visitRandom);
}

const drawn = Math.random();

/**
 * The visit's one draw for the CDN pick: the first render's banner and the screens' images pick the same CDN, so the
 * picture the first paint asked for is the one the carousel shows.
 */
export const visitRandom: Random = () => drawn;
