import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { GatewayEnv } from '../context.ts';
import type { Database } from '../db/database.ts';
import { failure } from '../envelope.ts';
import { matchesEntityTag } from '../http/compression.ts';
import type { TextLanguage } from '../http/language.ts';

/**
 * Generated art for the demo lobby (docs/decisions.md, "Generated lobby art"): every game tile, vendor logo,
 * banner and promotion cover is an SVG drawn here from a hash of its code, so no image files ship with the gateway
 * and every item looks different. The routes sit outside /wps and /lgw: an <img> sends no platform headers.
 */

/** Part of every art URL: bump it when the drawings change, so an image cached as immutable is never stale. */
export const ART_VERSION = 'v2';
const ART_KINDS = ['game', 'vendor', 'banner', 'promotion', 'avatar'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** The address of an item's art, relative so that it works through the apps' dev and preview proxy. */
export function artUrl(kind: ArtKind, code: string): string {
  return `/art/${ART_VERSION}/${kind}/${code}.svg`;
}

/** The kinds whose pictures carry words: a banner's and a promotion cover's headline, line, button and badge. */
const WORDED_KINDS: readonly ArtKind[] = ['banner', 'promotion'];
/** The languages other than English the words are drawn in, as the art's code ends with them: `m_home-1-ms`. */
const ART_LANGUAGE = /^(.+)-(ms|cn)$/;
const WORDED_ART = /^\/art\/([a-z0-9]{1,8})\/(banner|promotion)\/([A-Za-z0-9_-]{1,61})\.svg$/;

/**
 * An item's art in the language of the answer that gives its address: a banner or a promotion cover is drawn with its
 * words in Malay or Chinese (docs/decisions.md, "Generated lobby art"); English, the other kinds and any other
 * address are left as they are.
 */
export function localisedArt(url: string, language: TextLanguage): string {
  const art = WORDED_ART.exec(url);
  if (!art || art[1] !== ART_VERSION || language === 'en') return url;
  return `/art/${ART_VERSION}/${art[2]}/${art[3]}-${language}.svg`;
}

const FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/;
const SIZES: Record<ArtKind, { width: number; height: number }> = {
  // Game tiles are square; vendor logos wide; banners and promotion covers 16:7, as the kit's frames are.
  game: { width: 512, height: 512 },
  vendor: { width: 360, height: 120 },
  banner: { width: 1600, height: 700 },
  promotion: { width: 1600, height: 700 },
  // Profile pictures are square and small.
  avatar: { width: 96, height: 96 },
};
const HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Referrer-Policy': 'no-referrer',
} as const;
const TYPEFACE = "'Montserrat', 'Poppins', 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/** Where the image-CDN list's second entry, /art/mirror, finds the same pictures (docs/decisions.md, "Image CDNs"). */
export const ART_MIRROR = '/art/mirror';

/** A vendor's grey logo, as the vendor icon strip asks for it at the root of an image CDN: `<vassalage>_grey.png`. */
const GREY_LOGO_SUFFIX = '_grey.png';
const GREY_LOGO_ROUTE = '/:file{[A-Za-z0-9_-]{1,64}_grey\\.png}';

export const artRoutes = new Hono<GatewayEnv>()
  .get('/art/:version/:kind/:file', (c) => servePicture(c, c.req.param()))
  .get(`${ART_MIRROR}/art/:version/:kind/:file`, (c) => servePicture(c, c.req.param()))
  .get(GREY_LOGO_ROUTE, (c) => serveGreyLogo(c, c.req.param('file')))
  .get(`${ART_MIRROR}${GREY_LOGO_ROUTE}`, (c) => serveGreyLogo(c, c.req.param('file')));

function servePicture(
  c: Context<GatewayEnv>,
  { version, kind, file }: { version: string; kind: string; file: string },
) {
  const named = FILE.exec(file)?.[1];
  if (version !== ART_VERSION || !isKind(kind) || !named) return failure(c, 404, 'route.not.found');
  const localised = WORDED_KINDS.includes(kind) ? ART_LANGUAGE.exec(named) : null;
  const code = localised?.[1] ?? named;
  const language = (localised?.[2] as ArtLanguage | undefined) ?? 'en';
  return answerPicture(c, drawArt(c.get('services').db, kind, code, language));
}

/**
 * The grey logo of a vendor (docs/decisions.md, "Generated lobby art"): the vendor's logo drawn in greys. The address
 * keeps the platform's file name, `.png`; the answer is an SVG and says so in its Content-Type, which is what a browser
 * goes by for an image.
 */
function serveGreyLogo(c: Context<GatewayEnv>, file: string) {
  // The route's pattern has checked the name: a code of [A-Za-z0-9_-]{1,64} and the suffix.
  const code = file.slice(0, -GREY_LOGO_SUFFIX.length);
  const vendor = lookUpVendor(c.get('services').db, code);
  return answerPicture(c, vendorLogo(seeded(`vendor\n${code}`), code, vendor, GREY));
}

/** An SVG picture with the art's headers, cacheable for a year, and 304 to a request that names its tag. */
function answerPicture(c: Context<GatewayEnv>, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  for (const [name, value] of Object.entries(HEADERS)) c.header(name, value);
  c.header('ETag', etag);
  if (matchesEntityTag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  return c.body(svg, 200);
}

function isKind(kind: string): kind is ArtKind {
  return (ART_KINDS as readonly string[]).includes(kind);
}

/** The languages a picture's words are drawn in. */
type ArtLanguage = 'en' | 'ms' | 'cn';

/**
 * The SVG of one item; the database supplies names and families, the code's hash everything else. The language
 * changes the words alone: the same code draws the same picture in every language.
 */
function drawArt(db: Database, kind: ArtKind, code: string, language: ArtLanguage = 'en'): string {
  const random = seeded(`${kind}\n${code}`);
  switch (kind) {
    case 'game':
      return gameTile(random, lookUpGame(db, code));
    case 'vendor':
      return vendorLogo(random, code, lookUpVendor(db, code));
    case 'banner':
      return banner(random, code, language);
    case 'promotion':
      return promotionCover(random, code, lookUpPromotion(db, code, language), language);
    case 'avatar':
      return avatar(random);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Randomness from the code

interface Random {
  (): number;
  pick<T>(items: readonly T[]): T;
  between(min: number, max: number): number;
}

/** mulberry32 seeded with the SHA-256 of the item: the same code draws the same picture on every machine. */
function seeded(key: string): Random {
  let state = createHash('sha256').update(key).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return Object.assign(next, {
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
    between(min: number, max: number) {
      return min + next() * (max - min);
    },
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What the database knows about an item

interface GameFacts {
  name: string;
  gameType: string;
  category: string;
}

function lookUpGame(db: Database, code: string): GameFacts | undefined {
  const row = db
    .prepare(
      `SELECT g.game_name, g.game_type, v.game_category FROM game g
       LEFT JOIN vendor v ON v.merchant_code = g.merchant_code AND v.vassalage = g.vassalage
       WHERE g.game_id = ? ORDER BY g.node_id LIMIT 1`,
    )
    .get(code);
  if (!row) return undefined;
  return { name: String(row.game_name), gameType: String(row.game_type), category: String(row.game_category ?? '') };
}

interface VendorFacts {
  displayName: string;
  category: string;
}

function lookUpVendor(db: Database, code: string): VendorFacts | undefined {
  const row = db
    .prepare('SELECT display_name, game_category FROM vendor WHERE vassalage = ? ORDER BY merchant_code LIMIT 1')
    .get(code);
  return row ? { displayName: String(row.display_name), category: String(row.game_category) } : undefined;
}

interface PromotionFacts {
  title: string;
  categories: string[];
}

/** Promotion art codes are `<id>-cover` and `<id>-detail`: the cover and the picture of the detail page. */
function lookUpPromotion(db: Database, code: string, language: ArtLanguage): PromotionFacts | undefined {
  const id = /^([0-9]{1,15})(?:-[a-z]+)?$/.exec(code)?.[1];
  if (!id) return undefined;
  const row = db
    .prepare(
      `SELECT coalesce(text.title, a.title) AS title
         FROM announcement a
         LEFT JOIN announcement_text text ON text.announcement_id = a.id AND text.language = ?
        WHERE a.id = ? AND a.type = 'PR'`,
    )
    .get(language, Number(id));
  if (!row) return undefined;
  const categories = db
    .prepare('SELECT category FROM announcement_category WHERE announcement_id = ? ORDER BY category')
    .all(Number(id))
    .map((category) => String(category.category));
  return { title: String(row.title), categories };
}

// ---------------------------------------------------------------------------------------------------------------
// Palettes and shared pieces

interface Palette {
  /** Background, darkest to lightest. */
  deep: string;
  mid: string;
  light: string;
  /** The icon's own colour and its darker edge. */
  tint: string;
  tintDeep: string;
  /** Sparkles, rays and the call to action. */
  accent: string;
}

const PALETTES: readonly Palette[] = [
  { deep: '#1a0533', mid: '#4a0e78', light: '#8e2de2', tint: '#c86bfa', tintDeep: '#6a1b9a', accent: '#ffd54f' },
  { deep: '#02251d', mid: '#05603f', light: '#11a36a', tint: '#5ef2b0', tintDeep: '#00796b', accent: '#ffe082' },
  { deep: '#2b0010', mid: '#7a0a2a', light: '#d81b60', tint: '#ff6f91', tintDeep: '#ad1457', accent: '#ffca28' },
  { deep: '#021631', mid: '#063d7a', light: '#1277d1', tint: '#4fc3f7', tintDeep: '#01579b', accent: '#8ef0ff' },
  { deep: '#2a0a00', mid: '#7f2704', light: '#e8590c', tint: '#ffa94d', tintDeep: '#c2410c', accent: '#fff176' },
  { deep: '#04141c', mid: '#0b4f5c', light: '#12a4a8', tint: '#64ffda', tintDeep: '#00897b', accent: '#c6ff00' },
  { deep: '#12002b', mid: '#3d0066', light: '#b000d9', tint: '#f072ff', tintDeep: '#8e24aa', accent: '#18ffff' },
  { deep: '#0a1033', mid: '#1c2a80', light: '#3d5afe', tint: '#8c9eff', tintDeep: '#283593', accent: '#ff9e80' },
  { deep: '#261018', mid: '#6b2c3e', light: '#c0576f', tint: '#ffb3c1', tintDeep: '#9c2f4b', accent: '#ffe0b2' },
  { deep: '#1f1300', mid: '#5c3a00', light: '#b8860b', tint: '#ffe57f', tintDeep: '#a66f00', accent: '#fff8e1' },
  { deep: '#001a12', mid: '#0f3d2e', light: '#c62828', tint: '#ff8a80', tintDeep: '#b71c1c', accent: '#ffd740' },
  { deep: '#0d0d1a', mid: '#23234d', light: '#00b8d4', tint: '#84ffff', tintDeep: '#00838f', accent: '#ff4081' },
];

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The picture's background gradient, `#bg`, at an angle drawn from the sequence. */
function backgroundGradient(palette: Palette, random: Random): string {
  const angle = Math.round(random.between(0, 360));
  return (
    `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${palette.deep}"/><stop offset=".55" stop-color="${palette.mid}"/>` +
    `<stop offset="1" stop-color="${palette.light}"/></linearGradient>`
  );
}

/** Gradients and the shadow every picture uses; `#metal` is the gold of coins, crowns and headlines. */
function definitions(palette: Palette, random: Random, extra = ''): string {
  return (
    `<defs>` +
    backgroundGradient(palette, random) +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".55"/>` +
    `<stop offset=".45" stop-color="${palette.light}" stop-opacity=".35"/>` +
    `<stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fff7c9"/><stop offset=".35" stop-color="#ffd54a"/>` +
    `<stop offset=".7" stop-color="#e29a0f"/><stop offset="1" stop-color="#fff0a6"/></linearGradient>` +
    `<linearGradient id="tint" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.tint}"/><stop offset="1" stop-color="${palette.tintDeep}"/></linearGradient>` +
    `<linearGradient id="ruby" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#b0001e"/></linearGradient>` +
    `<linearGradient id="leaf" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#7cf29c"/><stop offset="1" stop-color="#1b8a3c"/></linearGradient>` +
    // Shadows are gradients and offset copies, not SVG filters: a phone rasterises every picture on its main thread,
    // and a blurred shadow over a 512 px tile cost each first paint tens of milliseconds at 4x CPU.
    `<radialGradient id="ground"><stop offset="0" stop-color="#000" stop-opacity=".5"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    extra +
    `</defs>`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Background motifs, drawn over the gradient at low opacity

type Motif = (random: Random, width: number, height: number, palette: Palette) => string;

const sunburst: Motif = (random, width, height, palette) => {
  const cx = width * random.between(0.45, 0.75);
  const cy = height * random.between(0.35, 0.55);
  const rays = random.pick([16, 20, 24]);
  const reach = Math.hypot(width, height);
  const turn = random.between(0, 360 / rays);
  let wedges = '';
  for (let index = 0; index < rays; index += 2) {
    const from = ((index * 360) / rays + turn) * (Math.PI / 180);
    const to = (((index + 1) * 360) / rays + turn) * (Math.PI / 180);
    wedges +=
      `M${round(cx)} ${round(cy)}L${round(cx + reach * Math.cos(from))} ${round(cy + reach * Math.sin(from))}` +
      `L${round(cx + reach * Math.cos(to))} ${round(cy + reach * Math.sin(to))}Z`;
  }
  return `<path d="${wedges}" fill="${palette.accent}" opacity=".09"/>`;
};

const rings: Motif = (random, width, height, palette) => {
  const cx = width * random.between(0.3, 0.7);
  const cy = height * random.between(0.3, 0.7);
  const step = Math.max(width, height) * random.between(0.06, 0.09);
  let circles = '';
  for (let index = 1; index <= 14; index++) {
    circles += `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(index * step)}"/>`;
  }
  return `<g fill="none" stroke="${palette.accent}" stroke-width="${round(step * 0.18)}" opacity=".1">${circles}</g>`;
};

const lattice: Motif = (random, width, height, palette) => {
  const size = Math.round(Math.min(width, height) * random.between(0.1, 0.16));
  return (
    `<pattern id="lattice" width="${size}" height="${size}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(45)"><rect width="${size}" height="${size}" fill="none" stroke="${palette.accent}" ` +
    `stroke-width="${round(size * 0.06)}"/></pattern>` +
    `<rect width="${width}" height="${height}" fill="url(#lattice)" opacity=".1"/>`
  );
};

const stripes: Motif = (random, width, height, palette) => {
  const gap = Math.round(Math.min(width, height) * random.between(0.08, 0.12));
  const angle = random.pick([-30, 30, -60, 60]);
  return (
    `<pattern id="stripes" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="rotate(${angle})"><rect width="${round(gap / 2)}" height="${gap}" fill="${palette.accent}"/>` +
    `</pattern><rect width="${width}" height="${height}" fill="url(#stripes)" opacity=".07"/>`
  );
};

const bokeh: Motif = (random, width, height, palette) => {
  let circles = '';
  for (let index = 0; index < 14; index++) {
    const r = Math.min(width, height) * random.between(0.04, 0.16);
    circles +=
      `<circle cx="${round(random.between(0, width))}" cy="${round(random.between(0, height))}" r="${round(r)}" ` +
      `opacity="${round(random.between(0.06, 0.2) * 100) / 100}"/>`;
  }
  return `<g fill="${palette.tint}">${circles}</g>`;
};

const MOTIFS: readonly Motif[] = [sunburst, rings, lattice, stripes, bokeh];

/** Four-pointed glints in the accent colour. */
function sparkles(
  random: Random,
  width: number,
  height: number,
  palette: Palette,
  count: number,
  [from, to] = [0.06, 0.94],
): string {
  let stars = '';
  for (let index = 0; index < count; index++) {
    const x = random.between(width * from, width * to);
    const y = random.between(height * 0.06, height * 0.7);
    const r = Math.min(width, height) * random.between(0.018, 0.04);
    const w = r * 0.22;
    stars +=
      `<path transform="translate(${round(x)} ${round(y)})" d="M0 ${round(-r)}Q${round(w)} ${round(-w)} ${round(r)} 0` +
      `Q${round(w)} ${round(w)} 0 ${round(r)}Q${round(-w)} ${round(w)} ${round(-r)} 0Q${round(-w)} ${round(-w)} 0 ${round(-r)}Z"/>`;
  }
  return `<g fill="${palette.accent}" opacity=".85">${stars}</g>`;
}

// ---------------------------------------------------------------------------------------------------------------
// Icons, each drawn in a 200 × 200 box centred on the origin

type Icon = (random: Random, palette: Palette) => string;
const OUTLINE = 'stroke="#3b1d00" stroke-width="6" stroke-linejoin="round" paint-order="stroke"';

const sevens: Icon = () => {
  const seven = 'M-30 -42H30V-28C14 -6 5 15 3 44H-17C-15 18 -5 -6 10 -26H-30Z';
  return (
    `<rect x="-98" y="-62" width="196" height="124" rx="22" fill="#1b0b2e" stroke="url(#metal)" stroke-width="8"/>` +
    `<path d="M-34 -54V54M34 -54V54" stroke="#ffffff" stroke-opacity=".18" stroke-width="3"/>` +
    [-66, 0, 66]
      .map((x) => `<path transform="translate(${x} 0)" d="${seven}" fill="url(#ruby)" ${OUTLINE}/>`)
      .join('') +
    `<rect x="-98" y="-62" width="196" height="46" rx="22" fill="#ffffff" opacity=".08"/>`
  );
};

const cherries: Icon = () =>
  `<path d="M-38 30C-30 -10 -10 -50 18 -74M36 40C30 0 24 -40 18 -74" fill="none" stroke="#2e7d32" stroke-width="9" stroke-linecap="round"/>` +
  `<path d="M18 -74C40 -96 78 -88 86 -62C58 -52 34 -58 18 -74Z" fill="url(#leaf)"/>` +
  `<circle cx="-42" cy="44" r="40" fill="url(#ruby)" ${OUTLINE}/><circle cx="40" cy="54" r="40" fill="url(#ruby)" ${OUTLINE}/>` +
  `<ellipse cx="-56" cy="30" rx="10" ry="14" fill="#fff" opacity=".55"/><ellipse cx="26" cy="40" rx="10" ry="14" fill="#fff" opacity=".55"/>`;

const gem: Icon = () =>
  `<path d="M-86 -28L-48 -72H48L86 -28L0 84Z" fill="url(#tint)" stroke="#ffffff" stroke-opacity=".7" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M-86 -28H86M-48 -72L-26 -28L0 84L26 -28L48 -72M-26 -28L0 -72L26 -28" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M-48 -72L-26 -28H-86Z" fill="#ffffff" opacity=".35"/><path d="M0 -72L26 -28H-26Z" fill="#ffffff" opacity=".2"/>`;

const crown: Icon = () =>
  `<path d="M-84 -42L-44 6L0 -70L44 6L84 -42L70 40H-70Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<rect x="-74" y="38" width="148" height="30" rx="8" fill="url(#metal)" ${OUTLINE}/>` +
  `<circle cx="-84" cy="-46" r="11" fill="url(#metal)" ${OUTLINE}/><circle cx="0" cy="-76" r="12" fill="url(#metal)" ${OUTLINE}/>` +
  `<circle cx="84" cy="-46" r="11" fill="url(#metal)" ${OUTLINE}/>` +
  `<circle cx="-40" cy="53" r="8" fill="url(#ruby)"/><circle cx="0" cy="53" r="9" fill="url(#tint)"/><circle cx="40" cy="53" r="8" fill="url(#ruby)"/>`;

const coins: Icon = () => {
  const coin = (y: number) =>
    `<path d="M-70 ${y}V${y + 18}A70 22 0 0 0 70 ${y + 18}V${y}" fill="#c98a0b" ${OUTLINE}/>` +
    `<ellipse cx="0" cy="${y}" rx="70" ry="22" fill="url(#metal)" ${OUTLINE}/>`;
  return (
    coin(56) +
    coin(30) +
    coin(4) +
    `<g transform="translate(18 -40)"><circle r="52" fill="url(#metal)" ${OUTLINE}/><circle r="38" fill="none" stroke="#b36b00" stroke-width="5"/>` +
    `<path d="M0 -24L7 -8L24 -7L11 4L15 21L0 12L-15 21L-11 4L-24 -7L-7 -8Z" fill="#b36b00"/></g>`
  );
};

const clover: Icon = () =>
  `<path d="M4 20C14 50 10 74 -6 96" fill="none" stroke="#1b8a3c" stroke-width="11" stroke-linecap="round"/>` +
  [0, 90, 180, 270]
    .map(
      (angle) =>
        `<path transform="rotate(${angle})" d="M0 0C-8 -30 -52 -42 -52 -70C-52 -92 -20 -98 0 -72C20 -98 52 -92 52 -70C52 -42 8 -30 0 0Z" fill="url(#leaf)" stroke="#0c5a26" stroke-width="4"/>`,
    )
    .join('') +
  `<circle r="10" fill="#0c5a26"/>`;

const star: Icon = () =>
  `<path d="M0 -92L24 -30L90 -28L38 12L56 78L0 40L-56 78L-38 12L-90 -28L-24 -30Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M0 -62L14 -24L0 16L-14 -24Z" fill="#fff" opacity=".45"/>`;

const bolt: Icon = () =>
  `<path d="M22 -96L-58 14H-6L-28 96L62 -20H8L36 -96Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M22 -80L-36 4H-2" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/>`;

const flame: Icon = () =>
  `<path d="M0 96C-56 96 -78 54 -70 14C-62 -24 -30 -40 -26 -92C6 -70 20 -40 16 -14C30 -26 34 -44 32 -58C64 -30 76 4 70 36C62 76 38 96 0 96Z" fill="url(#ruby)" ${OUTLINE}/>` +
  `<path d="M0 88C-30 88 -40 62 -34 40C-28 18 -8 10 -6 -18C16 0 28 22 26 44C22 70 16 88 0 88Z" fill="url(#metal)"/>`;

const fish: Icon = (random) => {
  const bubbles = Array.from(
    { length: 3 },
    (_, index) =>
      `<circle cx="${round(-70 + index * 22 + random.between(-6, 6))}" cy="${-62 - index * 18}" r="${8 - index * 2}" fill="none" stroke="#ffffff" stroke-width="3" opacity=".7"/>`,
  ).join('');
  return (
    `<path d="M52 0L96 -42V42Z" fill="url(#metal)" ${OUTLINE}/>` +
    `<path d="M-6 -44C10 -74 34 -74 44 -54Z" fill="url(#metal)"/>` +
    `<ellipse cx="-6" cy="0" rx="72" ry="48" fill="url(#tint)" ${OUTLINE}/>` +
    `<path d="M-20 -44C-4 -14 -4 14 -20 44M8 -44C24 -14 24 14 8 44" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="6"/>` +
    `<circle cx="-46" cy="-10" r="12" fill="#fff"/><circle cx="-48" cy="-10" r="6" fill="#111"/>` +
    `<path d="M-76 14Q-66 22 -56 16" fill="none" stroke="#3b1d00" stroke-width="4" stroke-linecap="round"/>` +
    bubbles
  );
};

const SUITS = {
  spade: 'M0 -40C-40 -5 -38 26 -14 26C-6 26 -2 20 0 14C2 20 6 26 14 26C38 26 40 -5 0 -40ZM-12 42L0 12L12 42Z',
  heart: 'M0 34C-44 4 -40 -36 -16 -36C-6 -36 -2 -30 0 -24C2 -30 6 -36 16 -36C40 -36 44 4 0 34Z',
  diamond: 'M0 -40L30 0L0 40L-30 0Z',
  club: 'M0 -38A17 17 0 1 1 -1 -38ZM-20 -2A17 17 0 1 1 -21 -2ZM20 -2A17 17 0 1 1 19 -2ZM-12 42L0 6L12 42Z',
} as const;

const cards: Icon = (random) => {
  const card = (angle: number, x: number, suit: keyof typeof SUITS, letter: string) => {
    const colour = suit === 'heart' || suit === 'diamond' ? '#d0122e' : '#1d1d1d';
    return (
      `<g transform="rotate(${angle} 0 160) translate(${x} 0)"><rect x="-52" y="-74" width="104" height="148" rx="12" fill="#fffdf6" stroke="#2b2b2b" stroke-width="4"/>` +
      `<path transform="scale(1.05)" d="${SUITS[suit]}" fill="${colour}"/>` +
      `<text x="-38" y="-44" font-family="${TYPEFACE}" font-weight="800" font-size="26" fill="${colour}">${letter}</text></g>`
    );
  };
  const suits = Object.keys(SUITS) as (keyof typeof SUITS)[];
  const letters = ['A', 'K', 'Q', 'J', '10'];
  const count = random() < 0.5 ? 2 : 3;
  const spread = count === 2 ? [-12, 12] : [-18, 0, 18];
  return spread
    .map((angle, index) => card(angle, (index - (count - 1) / 2) * 22, random.pick(suits), random.pick(letters)))
    .join('');
};

const chip: Icon = (random, palette) => {
  const colour = random.pick([palette.tintDeep, '#c62828', '#1565c0', '#2e7d32', '#212121']);
  return (
    `<circle r="88" fill="${colour}" ${OUTLINE}/>` +
    `<circle r="72" fill="none" stroke="#ffffff" stroke-width="18" stroke-dasharray="28 28.5"/>` +
    `<circle r="50" fill="${colour}" stroke="url(#metal)" stroke-width="6"/>` +
    `<path d="M0 -28L8 -9L28 -9L12 4L18 24L0 12L-18 24L-12 4L-28 -9L-8 -9Z" fill="url(#metal)"/>`
  );
};

const dice: Icon = () => {
  const pips = (points: [number, number][]) =>
    points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="#c2101f"/>`).join('');
  const die = (x: number, y: number, angle: number, points: [number, number][]) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-44" y="-44" width="88" height="88" rx="16" fill="#fffdf6" ${OUTLINE}/>` +
    `<rect x="-44" y="-44" width="88" height="30" rx="14" fill="#ffffff"/>${pips(points)}</g>`;
  return (
    die(-38, 18, -14, [
      [-22, -22],
      [0, 0],
      [22, 22],
    ]) +
    die(44, -22, 12, [
      [-22, -22],
      [22, -22],
      [-22, 22],
      [22, 22],
      [0, 0],
    ])
  );
};

const roulette: Icon = () => {
  let wedges = '';
  for (let index = 0; index < 18; index++) {
    const from = (index * 20 * Math.PI) / 180;
    const to = ((index + 1) * 20 * Math.PI) / 180;
    const fill = index === 0 ? '#1b8a3c' : index % 2 ? '#c62828' : '#1d1d1d';
    wedges += `<path d="M0 0L${round(80 * Math.cos(from))} ${round(80 * Math.sin(from))}A80 80 0 0 1 ${round(80 * Math.cos(to))} ${round(80 * Math.sin(to))}Z" fill="${fill}"/>`;
  }
  return (
    `<circle r="96" fill="url(#metal)" ${OUTLINE}/>${wedges}` +
    `<circle r="46" fill="#5d3a1a" stroke="url(#metal)" stroke-width="6"/>` +
    `<path d="M0 -40V40M-40 0H40" stroke="url(#metal)" stroke-width="8" stroke-linecap="round"/><circle r="12" fill="url(#metal)"/>` +
    `<circle cx="52" cy="-44" r="9" fill="#fff"/>`
  );
};

const football: Icon = () =>
  `<circle r="88" fill="#fafafa" ${OUTLINE}/>` +
  `<path d="M0 -30L29 -9L18 25H-18L-29 -9Z" fill="#1d1d1d"/>` +
  [0, 72, 144, 216, 288]
    .map(
      (angle) =>
        `<g transform="rotate(${angle})"><path d="M0 -30V-52" stroke="#1d1d1d" stroke-width="5"/><path d="M-22 -88L0 -52L22 -88Z" fill="#1d1d1d"/></g>`,
    )
    .join('') +
  `<circle r="88" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="10"/>`;

const gamepad: Icon = (random) => {
  const colours = random.pick([
    ['#ff5252', '#40c4ff', '#ffd740', '#69f0ae'],
    ['#ff4081', '#7c4dff', '#18ffff', '#eeff41'],
  ]);
  return (
    `<path d="M-60 -44H60C88 -44 100 -10 98 22C96 60 78 74 60 62L34 38H-34L-60 62C-78 74 -96 60 -98 22C-100 -10 -88 -44 -60 -44Z" fill="url(#tint)" ${OUTLINE}/>` +
    `<path d="M-62 -14V22M-80 4H-44" stroke="#1d1d1d" stroke-width="14" stroke-linecap="round"/>` +
    [
      [56, -14],
      [76, 4],
      [56, 22],
      [36, 4],
    ]
      .map(
        ([x, y], index) =>
          `<circle cx="${x}" cy="${y}" r="9" fill="${colours[index]}" stroke="#1d1d1d" stroke-width="3"/>`,
      )
      .join('') +
    `<rect x="-16" y="-28" width="32" height="10" rx="5" fill="#ffffff" opacity=".6"/>`
  );
};

const balls: Icon = (random) => {
  const colours = ['#e53935', '#1e88e5', '#43a047', '#fdd835', '#8e24aa', '#fb8c00'];
  const ball = (x: number, y: number, r: number) => {
    const number = String(Math.floor(random.between(1, 50)));
    return (
      `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${random.pick(colours)}" ${OUTLINE}/>` +
      `<circle r="${round(r * 0.56)}" fill="#fff"/>` +
      `<text y="${round(r * 0.2)}" text-anchor="middle" font-family="${TYPEFACE}" font-weight="800" font-size="${round(r * 0.58)}" fill="#1d1d1d">${number}</text>` +
      `<ellipse cx="${round(-r * 0.42)}" cy="${round(-r * 0.5)}" rx="${round(r * 0.2)}" ry="${round(r * 0.12)}" fill="#fff" opacity=".6" transform="rotate(-30 ${round(-r * 0.42)} ${round(-r * 0.5)})"/></g>`
    );
  };
  return ball(-50, 34, 46) + ball(52, 30, 48) + ball(0, -44, 52);
};

const bingoCard: Icon = (random) => {
  let cells = '';
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 5; column++) {
      const x = -70 + column * 28;
      const y = -50 + row * 28;
      cells += `<rect x="${x}" y="${y}" width="24" height="24" rx="4" fill="#fffdf6"/>`;
      if (random() < 0.35 || (row === 2 && column === 2)) {
        cells += `<circle cx="${x + 12}" cy="${y + 12}" r="9" fill="#e53935" opacity=".85"/>`;
      }
    }
  }
  return (
    `<rect x="-84" y="-96" width="168" height="192" rx="16" fill="url(#tint)" ${OUTLINE}/>` +
    `<text y="-62" text-anchor="middle" font-family="${TYPEFACE}" font-weight="900" font-size="26" letter-spacing="6" fill="#fff">BINGO</text>${cells}`
  );
};

const mahjong: Icon = () =>
  `<rect x="-56" y="-78" width="120" height="164" rx="16" fill="#1b8a3c"/>` +
  `<rect x="-64" y="-86" width="120" height="164" rx="16" fill="#fffdf6" ${OUTLINE}/>` +
  `<circle cx="-4" cy="-4" r="40" fill="none" stroke="#c62828" stroke-width="10"/>` +
  `<circle cx="-4" cy="-4" r="22" fill="#1565c0"/><circle cx="-4" cy="-4" r="9" fill="#fffdf6"/>` +
  `<circle cx="-36" cy="-56" r="8" fill="#1b8a3c"/><circle cx="28" cy="48" r="8" fill="#1b8a3c"/>`;

const rooster: Icon = () =>
  `<path d="M-30 -60C-34 -84 -14 -92 -6 -72C0 -96 26 -92 22 -66C40 -80 56 -62 40 -46Z" fill="url(#ruby)" ${OUTLINE}/>` +
  `<path d="M-44 -30C-44 -62 30 -70 44 -30C58 8 40 60 0 84C-40 60 -54 20 -44 -30Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M-44 -26L-86 -12L-44 2Z" fill="#ffb300" ${OUTLINE}/>` +
  `<path d="M-40 4C-50 30 -28 42 -22 22Z" fill="url(#ruby)"/>` +
  `<circle cx="-16" cy="-28" r="9" fill="#1d1d1d"/><circle cx="-13" cy="-31" r="3" fill="#fff"/>` +
  `<path d="M6 0C24 20 26 44 10 64M22 -8C42 16 44 40 30 60" fill="none" stroke="#b36b00" stroke-width="5" stroke-linecap="round"/>`;

const trophy: Icon = () =>
  `<path d="M-56 -60C-96 -60 -92 0 -42 6M56 -60C96 -60 92 0 42 6" fill="none" stroke="url(#metal)" stroke-width="12"/>` +
  `<path d="M-60 -80H60V-40C60 0 30 20 0 22C-30 20 -60 0 -60 -40Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M-12 22H12V52H-12Z" fill="url(#metal)" ${OUTLINE}/><rect x="-48" y="52" width="96" height="26" rx="6" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M0 -64L8 -46L28 -45L13 -33L18 -14L0 -24L-18 -14L-13 -33L-28 -45L-8 -46Z" fill="#b36b00"/>`;

const gift: Icon = () =>
  `<rect x="-74" y="-14" width="148" height="96" rx="10" fill="url(#tint)" ${OUTLINE}/>` +
  `<rect x="-86" y="-44" width="172" height="36" rx="10" fill="url(#tint)" ${OUTLINE}/>` +
  `<path d="M-14 -44H14V82H-14Z" fill="url(#metal)"/>` +
  `<path d="M0 -46C-20 -86 -76 -78 -56 -52C-46 -42 -18 -44 0 -46C18 -44 46 -42 56 -52C76 -78 20 -86 0 -46Z" fill="url(#metal)" ${OUTLINE}/>`;

const ticket: Icon = () =>
  `<g transform="rotate(-12)"><path d="M-96 -52H96V-16A16 16 0 0 0 96 16V52H-96V16A16 16 0 0 0 -96 -16Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M46 -44V44" stroke="#b36b00" stroke-width="4" stroke-dasharray="8 7"/>` +
  `<text x="-20" y="14" text-anchor="middle" font-family="${TYPEFACE}" font-weight="900" font-size="40" fill="#8a4b00">WIN</text>` +
  `<path d="M72 -14L77 -3L89 -2L80 6L83 18L72 11L61 18L64 6L55 -2L67 -3Z" fill="#b36b00"/></g>`;

const calendar: Icon = () =>
  `<rect x="-80" y="-66" width="160" height="150" rx="16" fill="#fffdf6" ${OUTLINE}/>` +
  `<path d="M-80 -50A16 16 0 0 1 -64 -66H64A16 16 0 0 1 80 -50V-20H-80Z" fill="url(#ruby)"/>` +
  `<rect x="-50" y="-88" width="16" height="40" rx="8" fill="url(#metal)" ${OUTLINE}/><rect x="34" y="-88" width="16" height="40" rx="8" fill="url(#metal)" ${OUTLINE}/>` +
  `<path d="M-36 28L-8 56L42 2" fill="none" stroke="#1b8a3c" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;

const friends: Icon = () =>
  `<g fill="url(#tint)" ${OUTLINE}><circle cx="44" cy="-36" r="30"/><path d="M-2 84C-2 26 20 4 44 4C68 4 90 26 90 84Z"/></g>` +
  `<g fill="url(#metal)" ${OUTLINE}><circle cx="-34" cy="-28" r="36"/><path d="M-96 92C-96 26 -66 6 -34 6C-2 6 28 26 28 92Z"/></g>`;

const target: Icon = () =>
  `<circle r="88" fill="#fffdf6" ${OUTLINE}/><circle r="66" fill="#c62828"/><circle r="44" fill="#fffdf6"/><circle r="22" fill="#c62828"/>` +
  `<path d="M0 0L74 -74" stroke="#3b1d00" stroke-width="8" stroke-linecap="round"/>` +
  `<path d="M74 -74L62 -96L96 -96L96 -62L74 -74Z" fill="url(#metal)" ${OUTLINE}/>`;

const chest: Icon = () =>
  `<path d="M-86 -6H86V76H-86Z" fill="#8d4a16" ${OUTLINE}/>` +
  `<path d="M-86 -6C-86 -64 86 -64 86 -6Z" fill="#a65a1c" ${OUTLINE}/>` +
  `<ellipse cx="0" cy="-8" rx="78" ry="16" fill="url(#metal)"/>` +
  `<circle cx="-40" cy="-22" r="12" fill="url(#metal)"/><circle cx="-12" cy="-28" r="12" fill="url(#metal)"/><circle cx="22" cy="-24" r="12" fill="url(#metal)"/>` +
  `<path d="M-60 -46V76M60 -46V76M-86 -6H86" stroke="url(#metal)" stroke-width="12" fill="none"/>` +
  `<rect x="-18" y="4" width="36" height="40" rx="6" fill="url(#metal)" ${OUTLINE}/><circle cx="0" cy="22" r="6" fill="#3b1d00"/>`;

const temple: Icon = () =>
  `<path d="M-96 -34L0 -92L96 -34Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<rect x="-88" y="-34" width="176" height="18" rx="4" fill="url(#metal)" ${OUTLINE}/>` +
  [-64, -22, 22, 64]
    .map((x) => `<rect x="${x - 10}" y="-14" width="20" height="76" fill="url(#metal)" ${OUTLINE}/>`)
    .join('') +
  `<rect x="-96" y="62" width="192" height="24" rx="4" fill="url(#metal)" ${OUTLINE}/>` +
  `<circle cx="0" cy="-54" r="12" fill="url(#ruby)"/>`;

const moon: Icon = (random, palette) =>
  `<path d="M30 -86A90 90 0 1 0 82 40A72 72 0 1 1 30 -86Z" fill="url(#metal)" ${OUTLINE}/>` +
  `<circle cx="-30" cy="-10" r="10" fill="#e0a200" opacity=".5"/><circle cx="-50" cy="36" r="7" fill="#e0a200" opacity=".5"/>` +
  `<path transform="translate(${round(random.between(40, 70))} -40)" d="M0 -22L6 -6L22 0L6 6L0 22L-6 6L-22 0L-6 -6Z" fill="${palette.accent}"/>`;

const compass: Icon = () =>
  `<circle r="90" fill="url(#metal)" ${OUTLINE}/><circle r="72" fill="#10243e"/>` +
  `<path d="M0 -86V-70M0 86V70M-86 0H-70M86 0H70" stroke="#3b1d00" stroke-width="6"/>` +
  `<path d="M0 -62L16 0H-16Z" fill="#e53935"/><path d="M0 62L16 0H-16Z" fill="#fafafa"/>` +
  `<circle r="10" fill="url(#metal)"/>` +
  `<text y="-38" text-anchor="middle" font-family="${TYPEFACE}" font-weight="900" font-size="22" fill="#ffd54a">N</text>`;

const SLOT_ICONS: readonly Icon[] = [sevens, cherries, gem, crown, coins, clover, star, bolt, flame, chest, moon];

/**
 * Slot names pick their picture by the words they carry: mostly by the noun ("Treasure", "Nights"), sometimes by the
 * adjective ("Lucky", "Fire"), by the hash when neither is known.
 */
const NOUN_ICONS: readonly [RegExp, Icon][] = [
  [/\bgems\b/i, gem],
  [/\b(empire|kingdom)\b/i, crown],
  [/\btreasure\b/i, chest],
  [/\b(fortune|riches|bonanza|harvest)\b/i, coins],
  [/\btemple\b/i, temple],
  [/\bnights\b/i, moon],
  [/\b(quest|journey)\b/i, compass],
  [/\bwilds\b/i, star],
  [/\bfestival\b/i, cherries],
  [/\b(strike|rush|blitz|storm)\b/i, bolt],
  [/\b(ways|megaways|spins|jackpot)\b/i, sevens],
  [/\blegend\b/i, trophy],
];
const ADJECTIVE_ICONS: readonly [RegExp, Icon][] = [
  [/^lucky\b/i, clover],
  [/^(fire|phoenix|dragon)\b/i, flame],
  [/^thunder\b/i, bolt],
  [/^(sweet|sakura)\b/i, cherries],
  [/^(starlight|wild|mighty)\b/i, star],
  [/^royal\b/i, crown],
  [/^(golden|fortune)\b/i, coins],
  [/^(jade|crimson)\b/i, gem],
  [/^(mystic|silver)\b/i, moon],
  [/^ancient\b/i, temple],
  [/^ocean\b/i, fish],
];

/** Words of a name that set its colours: Jade is green, Crimson red, Ocean blue, whatever else the hash says. */
const PALETTE_WORDS: readonly [RegExp, number][] = [
  [/\b(jade|panda)\b/i, 1],
  [/\b(crimson|dragon)\b/i, 2],
  [/\bocean\b/i, 3],
  [/\b(fire|phoenix|tiger)\b/i, 4],
  [/\b(neon|mystic)\b/i, 6],
  [/\bsakura\b/i, 8],
  [/\b(golden|royal|fortune|ancient)\b/i, 9],
  [/\b(silver|thunder|starlight)\b/i, 7],
];

function gameIcon(random: Random, game: GameFacts | undefined): Icon {
  if (!game) return random.pick([...SLOT_ICONS, fish, cards, chip, dice]);
  const name = game.name;
  if (game.category === 'COCKFIGHT') return rooster;
  if (game.category === 'BINGO') return bingoCard;
  switch (game.gameType) {
    case 'FISH':
      return fish;
    case 'LIVE':
      if (/roulette/i.test(name)) return roulette;
      if (/sic bo|dice/i.test(name)) return dice;
      if (/fan tan/i.test(name)) return chip;
      return random() < 0.7 ? cards : chip;
    case 'PVP':
      return /mahjong/i.test(name) ? mahjong : cards;
    case 'SPORTS':
      return football;
    case 'ESPORTS':
      return gamepad;
    case 'LOTT':
    case 'ELOTT':
      return balls;
  }
  const byNoun = NOUN_ICONS.find(([words]) => words.test(name.replace(/^\S+\s*/, '')))?.[1];
  const byAdjective = ADJECTIVE_ICONS.find(([words]) => words.test(name))?.[1];
  const preferAdjective = random() < 0.4;
  return (preferAdjective ? byAdjective : byNoun) ?? byNoun ?? byAdjective ?? random.pick(SLOT_ICONS);
}

function placed(icon: string, x: number, y: number, scale: number, angle = 0): string {
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale * 100) / 100}) rotate(${round(angle)})">${icon}</g>`;
}

function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}

function backdrop(random: Random, palette: Palette, width: number, height: number): string {
  const motif = random.pick(MOTIFS)(random, width, height, palette);
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/>${motif}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Game tiles: the picture only; the tile sets the name over it

function gameTile(random: Random, game: GameFacts | undefined): string {
  const { width, height } = SIZES.game;
  const named = PALETTE_WORDS.find(([words]) => words.test(game?.name ?? ''))?.[1];
  // A named colour holds for half the games that carry the word, so a vendor's "Golden" games are not all alike.
  const palette = (named !== undefined && random() < 0.6 ? PALETTES[named] : undefined) ?? random.pick(PALETTES);
  const icon = gameIcon(random, game)(random, palette);
  const body =
    definitions(palette, random) +
    backdrop(random, palette, width, height) +
    `<circle cx="256" cy="228" r="230" fill="url(#glow)"/>` +
    `<ellipse cx="256" cy="402" rx="170" ry="36" fill="url(#ground)"/>` +
    sparkles(random, width, height, palette, Math.round(random.between(3, 7))) +
    placed(icon, 256, 228, random.between(1.7, 1.9), random.between(-8, 8)) +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return svgDocument(width, height, game?.name ?? 'Game', body);
}

// ---------------------------------------------------------------------------------------------------------------
// Vendor logos: an emblem with the vendor's initials and its name as a wordmark, on a clear background

function initials(code: string, name: string): string {
  const letters = code.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (letters.length <= 4) return letters;
  const words = name.split(/[\s_-]+/).filter(Boolean);
  if (words.length >= 2)
    return words
      .map((word) => word[0])
      .join('')
      .slice(0, 3)
      .toUpperCase();
  return letters.slice(0, 2);
}

const EMBLEMS: readonly ((fill: string) => string)[] = [
  (fill) => `<circle r="50" fill="${fill}"/>`,
  (fill) => `<path d="M0 -54L47 -27V27L0 54L-47 27V-27Z" fill="${fill}"/>`,
  (fill) => `<rect x="-48" y="-48" width="96" height="96" rx="22" fill="${fill}"/>`,
  (fill) => `<path d="M-46 -50H46V4C46 30 24 46 0 56C-24 46 -46 30 -46 4Z" fill="${fill}"/>`,
  (fill) => `<path d="M0 -56L56 0L0 56L-56 0Z" fill="${fill}"/>`,
];

/** Rough width of bold sans-serif text, in ems per character. */
const EM_PER_CHARACTER = 0.62;

/** Chinese, Japanese and Korean characters, and their full-width punctuation: each is about a full em wide. */
const WIDE_CHARACTER = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** Rough width of a text, in ems: `perCharacter` for each Latin character, a full em for each wide one. */
function emsOf(text: string, perCharacter: number): number {
  let ems = 0;
  for (const character of text) ems += WIDE_CHARACTER.test(character) ? 1 : perCharacter;
  return ems;
}

/** The greys of a vendor's grey logo: the same drawing, without colour. */
const GREY: Palette = {
  deep: '#2b2e34',
  mid: '#4a4e57',
  light: '#7d828c',
  tint: '#c4c8cf',
  tintDeep: '#5d626b',
  accent: '#d9dce1',
};

function vendorLogo(random: Random, code: string, vendor: VendorFacts | undefined, colours?: Palette): string {
  const { width, height } = SIZES.vendor;
  // Drawn from the same sequence in colour or in greys, so the grey logo is the coloured one's shape.
  const drawn = random.pick(PALETTES);
  const palette = colours ?? drawn;
  const name = vendor?.displayName ?? code;
  const mark = initials(code, name);
  const emblem = random.pick(EMBLEMS);
  const markSize = [0, 44, 40, 30, 24][mark.length] ?? 24;
  const words = name.split(' ');
  const [first, ...rest] = words.length > 1 && name.length > 11 ? [words[0] ?? name, words.slice(1).join(' ')] : [name];
  const room = 228;
  const lines = rest.length ? [first, rest.join(' ')] : [first];
  const size = Math.min(rest.length ? 36 : 44, ...lines.map((line) => room / (EM_PER_CHARACTER * line.length)));
  const fitted = (text: string, fontSize: number) => Math.min(room, round(EM_PER_CHARACTER * fontSize * text.length));
  const wordmark = rest.length
    ? `<text x="120" y="${round(60 - size * 0.15)}" font-size="${round(size)}" textLength="${fitted(first, size)}" lengthAdjust="spacingAndGlyphs" fill="#ffffff">${escapeXml(first)}</text>` +
      `<text x="120" y="${round(60 + size * 0.95)}" font-size="${round(size * 0.8)}" textLength="${fitted(rest.join(' '), size * 0.8)}" lengthAdjust="spacingAndGlyphs" fill="${palette.accent}" letter-spacing="1">${escapeXml(rest.join(' ').toUpperCase())}</text>`
    : `<text x="120" y="${round(60 + size * 0.36)}" font-size="${round(size)}" textLength="${fitted(first, size)}" lengthAdjust="spacingAndGlyphs" fill="#ffffff">${escapeXml(first)}</text>`;
  // The grey logo defines its background alone: the other gradients' fixed colours (gold, ruby, leaf) would be its only
  // colours, unused as they are.
  const body =
    (colours ? `<defs>${backgroundGradient(palette, random)}</defs>` : definitions(palette, random)) +
    `<g transform="translate(60 60)">${emblem('url(#bg)')}` +
    `<g transform="scale(.82)" fill="none" stroke="${palette.accent}" stroke-opacity=".8" stroke-width="4">${emblem('none')}</g>` +
    `<text y="${round(markSize * 0.36)}" text-anchor="middle" font-family="${TYPEFACE}" font-weight="900" font-size="${markSize}" fill="#ffffff">${escapeXml(mark)}</text></g>` +
    `<g font-family="${TYPEFACE}" font-weight="800">${wordmark}</g>`;
  return svgDocument(width, height, name, body);
}

// ---------------------------------------------------------------------------------------------------------------
// Banners and promotion covers: a headline, a line under it and a button on one side, a picture on the other

interface Poster {
  headline: string;
  subline: string;
  action: string;
  icons: readonly Icon[];
  badge?: string;
}

const BANNERS: Record<string, readonly Poster[]> = {
  m_home: [
    { headline: 'Welcome Bonus 100%', subline: 'Double your first deposit', action: 'Claim now', icons: [coins, gift] },
    {
      headline: 'Weekend Cash Back',
      subline: 'Up to 1.2% back on every bet',
      action: 'Learn more',
      icons: [chip, coins],
    },
  ],
  m_rng: [
    {
      headline: 'Mega Slots Week',
      subline: 'Free spins on 400+ slot games',
      action: 'Spin now',
      icons: [sevens, cherries],
    },
  ],
  m_sports: [
    {
      headline: 'Live Sports Odds',
      subline: 'Every match, every minute',
      action: 'Bet now',
      icons: [football, trophy],
    },
  ],
  m_pvp: [
    {
      headline: 'Poker Night',
      subline: 'Sit down at tables around the clock',
      action: 'Join a table',
      icons: [cards, chip],
    },
  ],
  m_live: [
    {
      headline: 'Live Casino',
      subline: 'Real dealers, around the clock',
      action: 'Play live',
      icons: [roulette, cards],
    },
  ],
  m_fish: [
    {
      headline: 'Fishing Frenzy',
      subline: 'Catch the golden boss for 500×',
      action: 'Start fishing',
      icons: [fish, coins],
    },
  ],
  m_lott: [
    {
      headline: 'Lottery Draws',
      subline: '4D and 6/45 results every day',
      action: 'Pick numbers',
      icons: [balls, ticket],
    },
  ],
  m_elott: [{ headline: 'Fast Lotto', subline: 'A new draw every minute', action: 'Play now', icons: [balls, bolt] }],
  m_reg: [
    {
      headline: 'Join in 30 Seconds',
      subline: 'A welcome gift when you sign up',
      action: 'Register',
      icons: [gift, star],
    },
  ],
};
const GENERIC_BANNERS: readonly Poster[] = [
  { headline: 'Jackpot Season', subline: 'Prizes drop every hour', action: 'Play now', icons: [sevens, coins] },
  {
    headline: 'Royal Rewards',
    subline: 'Climb the VIP ladder for bigger bonuses',
    action: 'See rewards',
    icons: [crown, gem],
  },
];

const PROMOTION_POSTERS: Record<string, Omit<Poster, 'headline' | 'subline'>> = {
  LOGIN: { action: 'Check in', icons: [calendar, coins], badge: 'Daily login' },
  MANUAL: { action: 'Claim now', icons: [gift, coins], badge: 'Bonus' },
  RAFFLE: { action: 'Join the draw', icons: [ticket, balls], badge: 'Lucky draw' },
  UPGRADE_BONUS: { action: 'See levels', icons: [crown, gem], badge: 'VIP' },
  MISSION_MANUAL: { action: 'Start missions', icons: [target, trophy], badge: 'Missions' },
  TICKET: { action: 'Use tickets', icons: [ticket, trophy], badge: 'Tournament' },
  REFERRAL: { action: 'Invite friends', icons: [friends, gift], badge: 'Referral' },
};

/** The posters' words in Malay and Chinese, by their English. */
const POSTER_WORDS: Readonly<Record<string, Readonly<Record<'ms' | 'cn', string>>>> = {
  'Welcome Bonus 100%': { ms: 'Bonus Alu-aluan 100%', cn: '迎新奖金 100%' },
  'Double your first deposit': { ms: 'Gandakan deposit pertama anda', cn: '首存翻倍' },
  'Claim now': { ms: 'Tuntut sekarang', cn: '立即领取' },
  'Weekend Cash Back': { ms: 'Pulangan Tunai Hujung Minggu', cn: '周末返现' },
  'Up to 1.2% back on every bet': { ms: 'Sehingga 1.2% bagi setiap pertaruhan', cn: '每注最高返还 1.2%' },
  'Learn more': { ms: 'Ketahui lanjut', cn: '了解更多' },
  'Mega Slots Week': { ms: 'Minggu Mega Slot', cn: '超级老虎机周' },
  'Free spins on 400+ slot games': { ms: 'Putaran percuma pada 400+ permainan slot', cn: '400 多款老虎机免费旋转' },
  'Spin now': { ms: 'Putar sekarang', cn: '立即旋转' },
  'Live Sports Odds': { ms: 'Odds Sukan Langsung', cn: '体育实时赔率' },
  'Every match, every minute': { ms: 'Setiap perlawanan, setiap minit', cn: '每场比赛，每分每秒' },
  'Bet now': { ms: 'Bertaruh sekarang', cn: '立即投注' },
  'Poker Night': { ms: 'Malam Poker', cn: '扑克之夜' },
  'Sit down at tables around the clock': { ms: 'Meja dibuka sepanjang masa', cn: '全天候开桌' },
  'Join a table': { ms: 'Sertai meja', cn: '加入牌桌' },
  'Live Casino': { ms: 'Kasino Langsung', cn: '真人娱乐场' },
  'Real dealers, around the clock': { ms: 'Peniaga sebenar, sepanjang masa', cn: '真人荷官，全天候' },
  'Play live': { ms: 'Main langsung', cn: '真人游戏' },
  'Fishing Frenzy': { ms: 'Pesta Memancing', cn: '捕鱼狂欢' },
  'Catch the golden boss for 500×': { ms: 'Tangkap bos emas untuk 500×', cn: '捕获黄金首领赢 500 倍' },
  'Start fishing': { ms: 'Mula memancing', cn: '开始捕鱼' },
  'Lottery Draws': { ms: 'Cabutan Loteri', cn: '彩票开奖' },
  '4D and 6/45 results every day': { ms: 'Keputusan 4D dan 6/45 setiap hari', cn: '每日 4D 与 6/45 开奖' },
  'Pick numbers': { ms: 'Pilih nombor', cn: '选号' },
  'Fast Lotto': { ms: 'Loto Pantas', cn: '快乐彩' },
  'A new draw every minute': { ms: 'Cabutan baharu setiap minit', cn: '每分钟开奖' },
  'Play now': { ms: 'Main sekarang', cn: '立即游戏' },
  'Join in 30 Seconds': { ms: 'Sertai dalam 30 Saat', cn: '30 秒注册' },
  'A welcome gift when you sign up': { ms: 'Hadiah alu-aluan apabila anda mendaftar', cn: '注册即送迎新礼' },
  Register: { ms: 'Daftar', cn: '注册' },
  'Jackpot Season': { ms: 'Musim Jackpot', cn: '头奖季' },
  'Prizes drop every hour': { ms: 'Hadiah setiap jam', cn: '每小时派奖' },
  'Royal Rewards': { ms: 'Ganjaran Diraja', cn: '皇家奖励' },
  'Climb the VIP ladder for bigger bonuses': {
    ms: 'Naik tahap VIP untuk bonus lebih besar',
    cn: '提升 VIP 等级，奖金更丰厚',
  },
  'See rewards': { ms: 'Lihat ganjaran', cn: '查看奖励' },
  'Check in': { ms: 'Daftar masuk', cn: '签到' },
  'Daily login': { ms: 'Log masuk harian', cn: '每日登录' },
  Bonus: { ms: 'Bonus', cn: '奖金' },
  'Join the draw': { ms: 'Sertai cabutan', cn: '参加抽奖' },
  'Lucky draw': { ms: 'Cabutan bertuah', cn: '幸运抽奖' },
  'See levels': { ms: 'Lihat tahap', cn: '查看等级' },
  VIP: { ms: 'VIP', cn: 'VIP' },
  'Start missions': { ms: 'Mula misi', cn: '开始任务' },
  Missions: { ms: 'Misi', cn: '任务' },
  'Use tickets': { ms: 'Guna tiket', cn: '使用门票' },
  Tournament: { ms: 'Kejohanan', cn: '锦标赛' },
  'Invite friends': { ms: 'Jemput rakan', cn: '邀请好友' },
  Referral: { ms: 'Rujukan', cn: '推荐' },
  Promotion: { ms: 'Promosi', cn: '优惠' },
  'Special Promotion': { ms: 'Promosi Istimewa', cn: '特别优惠' },
  'Members only · terms apply': { ms: 'Ahli sahaja · tertakluk pada terma', cn: '仅限会员 · 适用条款' },
};

function banner(random: Random, code: string, language: ArtLanguage): string {
  const group = /^(m_[a-z]+)(?:-([0-9]{1,4}))?$/.exec(code);
  const posters = (group?.[1] && BANNERS[group[1]]) || GENERIC_BANNERS;
  const index = group?.[2] ? Number(group[2]) : Math.floor(random() * posters.length);
  const poster = posters[index % posters.length] ?? GENERIC_BANNERS[0];
  return poster ? posterArt(random, inLanguage(poster, language), false) : '';
}

/** A poster's words in the language; a promotion's own title comes from the database in it already. */
function inLanguage(poster: Poster, language: ArtLanguage, keep: readonly (keyof Poster)[] = []): Poster {
  if (language === 'en') return poster;
  const say = (text: string) => POSTER_WORDS[text]?.[language] ?? text;
  return {
    ...poster,
    headline: keep.includes('headline') ? poster.headline : say(poster.headline),
    subline: say(poster.subline),
    action: say(poster.action),
    ...(poster.badge ? { badge: say(poster.badge) } : {}),
  };
}

function promotionCover(
  random: Random,
  code: string,
  promotion: PromotionFacts | undefined,
  language: ArtLanguage,
): string {
  const style = PROMOTION_POSTERS[promotion?.categories[0] ?? ''] ?? {
    action: 'Learn more',
    icons: random.pick([
      [chip, coins],
      [gift, star],
    ]),
    badge: 'Promotion',
  };
  const poster: Poster = {
    ...style,
    headline: promotion?.title ?? 'Special Promotion',
    subline: 'Members only · terms apply',
  };
  // The detail page's picture mirrors the cover, so the two do not look like the same image twice.
  return posterArt(random, inLanguage(poster, language, promotion ? ['headline'] : []), code.endsWith('-detail'));
}

/** A profile picture (the head icons a member picks, the chat's models): a figure on a disc of one palette. */
function avatar(random: Random): string {
  const palette = random.pick(PALETTES);
  const body =
    `<circle cx="48" cy="48" r="48" fill="${palette.mid}"/>` +
    `<circle cx="48" cy="38" r="17" fill="${palette.tint}"/>` +
    `<path d="M16 86c4-18 17-28 32-28s28 10 32 28a48 48 0 0 1-64 0z" fill="${palette.tint}"/>`;
  return svgDocument(SIZES.avatar.width, SIZES.avatar.height, 'Avatar', body);
}

/** Splits a headline into at most two lines of similar length. */
function headlineLines(headline: string): string[] {
  const words = headline.split(/\s+/).filter(Boolean);
  if (headline.length <= 14 || words.length < 2) return [headline];
  let best = [headline];
  let bestLongest = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split++) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const longest = Math.max(...lines.map((line) => line.length));
    if (longest < bestLongest) {
      best = lines;
      bestLongest = longest;
    }
  }
  return best;
}

function posterArt(random: Random, poster: Poster, mirrored: boolean): string {
  const { width, height } = SIZES.banner;
  const palette = random.pick(PALETTES);
  const [main = star, second = coins] = poster.icons;
  const textX = mirrored ? 700 : 110;
  const pictureX = mirrored ? 360 : 1240;
  const room = 720;
  const lines = headlineLines(poster.headline.toUpperCase());
  const size = Math.min(118, ...lines.map((line) => room / emsOf(line, EM_PER_CHARACTER)));
  const lineHeight = size * 1.05;
  const top = 350 - (lines.length * lineHeight) / 2 - 40 + size * 0.8;
  const headline = lines
    .map(
      (line, index) =>
        `<text x="${textX}" y="${round(top + index * lineHeight)}" font-size="${round(size)}" ` +
        `textLength="${round(Math.min(room, emsOf(line, EM_PER_CHARACTER) * size))}" lengthAdjust="spacingAndGlyphs">${escapeXml(line)}</text>`,
    )
    .join('');
  const sublineY = top + (lines.length - 1) * lineHeight + 78;
  const subEms = Math.max(0.58, emsOf(poster.subline, 0.58));
  const subSize = Math.min(48, room / subEms);
  const action = poster.action.toUpperCase();
  // 38 px letters with their spacing: about 27 px a Latin character, a full 38 px a wide one.
  const buttonWidth = Math.round(emsOf(action, 27 / 38) * 38 + 110);
  const buttonY = sublineY + 46;
  const badge = poster.badge
    ? `<g transform="translate(${textX} ${round(top - size - 50)})"><rect width="${Math.round(emsOf(poster.badge, 27 / 32) * 32 + 60)}" height="60" rx="30" fill="${palette.accent}"/>` +
      `<text x="30" y="41" font-size="32" font-weight="800" letter-spacing="2" fill="${palette.deep}">${escapeXml(poster.badge.toUpperCase())}</text></g>`
    : '';
  const body =
    definitions(palette, random) +
    backdrop(random, palette, width, height) +
    `<circle cx="${pictureX}" cy="350" r="420" fill="url(#glow)"/>` +
    sparkles(random, width, height, palette, 9, mirrored ? [0.04, 0.42] : [0.58, 0.96]) +
    placed(second(random, palette), pictureX + (mirrored ? -160 : 160), 480, 1.2, random.between(-14, 14)) +
    placed(main(random, palette), pictureX, 330, 2.3, random.between(-6, 6)) +
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>` +
    `<g font-family="${TYPEFACE}">${badge}` +
    `<g font-weight="900" fill="#000" fill-opacity=".45" transform="translate(0 8)">${headline}</g>` +
    `<g font-weight="900" fill="url(#metal)" stroke="#2a1200" stroke-width="${round(size * 0.09)}" stroke-linejoin="round" paint-order="stroke">${headline}</g>` +
    `<text x="${textX}" y="${round(sublineY)}" font-size="${round(subSize)}" font-weight="600" fill="#ffffff" opacity=".92" ` +
    `textLength="${round(Math.min(room, emsOf(poster.subline, 0.58) * subSize))}" lengthAdjust="spacingAndGlyphs">${escapeXml(poster.subline)}</text>` +
    `<g transform="translate(${textX} ${round(buttonY)})"><rect y="8" width="${buttonWidth}" height="88" rx="44" fill="#000" fill-opacity=".35"/>` +
    `<rect width="${buttonWidth}" height="88" rx="44" fill="url(#metal)"/>` +
    `<text x="${buttonWidth / 2}" y="57" text-anchor="middle" font-size="38" font-weight="900" letter-spacing="2" fill="#3b1d00">${escapeXml(action)}</text></g></g>`;
  return svgDocument(width, height, poster.headline, body);
}
