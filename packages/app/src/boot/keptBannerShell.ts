import { LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY } from '@wl/i18n/detect';
import { DEFAULT_LANGUAGE } from '@wl/i18n/languages';

/**
 * Where the first banner a visit painted is kept (its address, per language, and where on the page it was drawn), for
 * the next visit to paint it at once from the worker's image cache (docs/decisions.md, "A repeat visit").
 */
export const FIRST_BANNER_KEY = 'homeFirstBanner';

/** The mark of the picture the page's own script draws before the app's code has run. */
export const KEPT_BANNER_MARK = 'data-kept-banner';

/**
 * Where the banner was drawn: the page's path, the viewport's width, the picture's box on the page in CSS pixels
 * (left, top, width, height) and its corners. Measured from the page, so nothing of the layout is written twice.
 */
export interface BannerPlace {
  path: string;
  viewport: number;
  box: [number, number, number, number];
  radius: string;
}

/**
 * The script a page runs inline, before any module: when the banner kept by the last visit was drawn on this path,
 * at this width and in the language this visit will show, it draws the picture in the same place at once, as the
 * page's first paint. The app takes it away at its first commit, which draws the same picture there
 * (`handOverKeptBanner`). It reads only what the app kept; anything else (another path, width or language, nothing
 * kept, storage refused, a value that does not read) draws nothing. The language is the visit's as the app will choose
 * it: ?lng=, then the stored choice, then the default; a code the app would skip never equals a kept one, so it draws
 * nothing rather than the wrong language.
 *
 * It runs in the page's <head>, ahead of the style sheets (a script after a style sheet waits for it), so the
 * picture is asked for while the styles and modules are: the page has no <body> yet, and the picture goes into the
 * document's root, where nothing of the app's is. Plain ES5 in a string: it runs before any module, in every browser
 * the players use, and the page's Content-Security-Policy allows it by its hash (`@wl/vite-config/app`'s
 * `inlineScripts`).
 */
export function keptBannerShellScript(): string {
  const args = [FIRST_BANNER_KEY, LANGUAGE_STORAGE_KEY, LANGUAGE_QUERY_PARAM, DEFAULT_LANGUAGE, KEPT_BANNER_MARK];
  return `(function(key,languageKey,queryParam,defaultLanguage,mark){try{
var kept=JSON.parse(localStorage.getItem(key)||'null');var place=kept&&kept.place;
if(!place||place.path!==location.pathname||place.viewport!==innerWidth||typeof kept.src!=='string'||!kept.src)return;
var language=String(new URLSearchParams(location.search).get(queryParam)||localStorage.getItem(languageKey)||defaultLanguage);
if(language.trim().toUpperCase()!==kept.language)return;
var box=place.box.map(Number);if(box.length!==4||!box.every(isFinite))return;
var image=document.createElement('img');image.alt='';image.decoding='sync';image.setAttribute('fetchpriority','high');
image.setAttribute(mark,'');image.onerror=function(){image.remove();};
image.style.cssText='position:absolute;margin:0;object-fit:cover;left:'+box[0]+'px;top:'+box[1]+'px;width:'+box[2]+'px;height:'+box[3]+'px;border-radius:'+String(place.radius).replace(/[^\\d. a-z%]/g,'');
image.src=kept.src;document.documentElement.appendChild(image);
}catch(e){}})(${args.map((arg) => JSON.stringify(arg)).join(',')});`;
}

/** Takes away the picture the page's script drew: the app draws its own now. */
export function handOverKeptBanner(): void {
  for (const drawn of document.querySelectorAll(`[${KEPT_BANNER_MARK}]`)) drawn.remove();
}
