import type { Random } from './jackpot.ts';

/** One CDN at random from the list, or the default when the list is empty. */
export function pickImageCdn(cdns: readonly string[], fallback: string, random: Random): string {
  const usable = cdns.filter((cdn) => cdn.trim() !== '');
  return usable[Math.floor(random() * usable.length)] ?? fallback;
}

/** An image path on a CDN; absolute URLs are left alone. */
export function imageUrl(cdn: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  // The trailing slashes are looked for only where a run of them starts: tried from every slash of a long run, the
  // search took time growing with the square of its length. A path that starts with two slashes is protocol-relative
  // and returned above, so it has one leading slash at most.
  return `${cdn.replace(/(?<!\/)\/+$/, '')}/${path.replace(/^\//, '')}`;
}

/** A vendor's grey logo for the vendor icon strip: `<vassalage>_grey.png` at the root of the visit's image CDN. */
export function greyVendorLogoPath(vassalage: string): string {
  return `${vassalage}_grey.png`;
}
