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
  return chooseImageCdn({ cdns: [], fallback: ORIGIN_BASE }, deviceRandom);
}

/** Where the device's draw for the CDN pick is kept: a number from 0 up to 1, nothing about the player. */
export const CDN_DRAW_KEY = 'imageCdnDraw';

/** A draw as kept: a decimal from 0 up to (not including) 1. */
const KEPT_DRAW = /^0(\.\d+)?$/;

/**
 * The device's draw, made once and kept: the merchant's players are still spread over its CDNs at random, and a
 * returning phone asks the CDN whose pictures it already holds (a new draw each visit would fetch every banner and
 * tile again from another address). Where storage is refused, each visit draws anew.
 */
function deviceDraw(): number {
  try {
    const kept = globalThis.localStorage?.getItem(CDN_DRAW_KEY);
    if (kept && KEPT_DRAW.test(kept)) return Number(kept);
    // Nine places, written out (never as 1e-7), so that what is kept reads back as a draw.
    const draw = (Math.floor(Math.random() * 1e9) / 1e9).toFixed(9);
    globalThis.localStorage?.setItem(CDN_DRAW_KEY, draw);
    return Number(draw);
  } catch {
    return Math.random();
  }
}

const drawn = deviceDraw();

/**
 * The device's one draw for the CDN pick (`deviceDraw`): the first render's banner and the screens' images pick the
 * same CDN, so the picture the first paint asked for is the one the carousel shows, visit after visit.
 */
export const deviceRandom: Random = () => drawn;
