import { keptRecord, keptStorage } from './homeEarly.ts';
import { type BannerPlace, FIRST_BANNER_KEY } from './keptBannerShell.ts';

/**
 * Keeps where home's first banner was drawn once its picture is in: the page's path, the viewport's width, its box
 * on the page and its corners, for the next visit's page to draw it there before any code has run
 * (`keptBannerShellScript`). Only the banner that is kept: a picture the answer has since replaced is not. Its own
 * module, loaded once the picture is in: nothing of it is needed for the first render.
 */
export function keepFirstBannerPlace(image: HTMLImageElement): void {
  const kept = keptRecord();
  if (!kept || kept.src !== image.getAttribute('src')) return;
  const box = image.getBoundingClientRect();
  const place: BannerPlace = {
    path: location.pathname,
    viewport: innerWidth,
    box: [box.left + scrollX, box.top + scrollY, box.width, box.height].map(
      (value) => Math.round(value * 100) / 100,
    ) as BannerPlace['box'],
    radius: getComputedStyle(image).borderRadius,
  };
  try {
    keptStorage()?.setItem(FIRST_BANNER_KEY, JSON.stringify({ ...kept, place }));
  } catch {
    // Not kept: the next visit paints the banner with the app's first render, as before.
  }
}
