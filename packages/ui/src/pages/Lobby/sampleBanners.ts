import type { Banner } from '../../BannerCarousel/BannerCarousel.tsx';

/** What a promotion banner says: a tag, the headline, one line under it and the button's words. */
export interface BannerPoster {
  badge: string;
  headline: string;
  subline: string;
  action: string;
}

/** The picture on the banner's other side. */
export type BannerPicture = 'gift' | 'reels' | 'chips';

export interface BannerArtOptions {
  /** The banner's colour, as a hue (0-360). */
  hue: number;
  picture: BannerPicture;
  /** Words at the right and the picture at the left, as a banner made for a right-to-left market. */
  rightToLeft?: boolean;
}

const WIDTH = 1600;
const HEIGHT = 700;
const FACE = 'Roboto, &quot;Noto Sans&quot;, &quot;DejaVu Sans&quot;, sans-serif';
const GOLD = '#ffd34d';

const round = (value: number) => Math.round(value * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits a headline into at most two lines of similar length. */
function headlineLines(headline: string): string[] {
  const words = headline.split(/\s+/).filter(Boolean);
  if (headline.length <= 14 || words.length < 2) return [headline];
  let best = [headline];
  let longest = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split += 1) {
    const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')];
    const widest = Math.max(...lines.map((line) => line.length));
    if (widest < longest) {
      best = lines;
      longest = widest;
    }
  }
  return best;
}

function coin(x: number, y: number, radius: number, angle: number): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse rx="${radius}" ry="${radius * 0.92}" fill="#b86a00"/>` +
    `<ellipse rx="${radius * 0.86}" ry="${radius * 0.8}" fill="url(#gold)"/>` +
    `<ellipse rx="${radius * 0.6}" ry="${radius * 0.55}" fill="none" stroke="#c77d00" stroke-width="${radius * 0.08}"/>` +
    `<path d="M0 ${-radius * 0.34}l${radius * 0.1} ${radius * 0.22} ${radius * 0.24} ${radius * 0.03}-${radius * 0.18} ${radius * 0.16} ${radius * 0.05} ${radius * 0.24}-${radius * 0.21}-${radius * 0.12}-${radius * 0.21} ${radius * 0.12} ${radius * 0.05}-${radius * 0.24}-${radius * 0.18}-${radius * 0.16} ${radius * 0.24}-${radius * 0.03}z" fill="#c77d00"/></g>`
  );
}

function gift(hue: number): string {
  const box = `hsl(${(hue + 180) % 360} 75% 52%)`;
  const lid = `hsl(${(hue + 180) % 360} 80% 62%)`;
  return (
    coin(-250, 170, 70, -18) +
    coin(240, 190, 58, 14) +
    coin(-200, -190, 44, 20) +
    `<rect x="-160" y="-30" width="320" height="230" rx="22" fill="${box}"/>` +
    `<rect x="-160" y="-30" width="320" height="60" fill="#000" fill-opacity=".18"/>` +
    `<rect x="-185" y="-100" width="370" height="84" rx="18" fill="${lid}"/>` +
    `<rect x="-30" y="-100" width="60" height="300" fill="url(#gold)"/>` +
    `<path d="M0-100c-40-90-170-110-150-30 12 45 100 40 150 30z" fill="url(#gold)" stroke="#c77d00" stroke-width="8"/>` +
    `<path d="M0-100c40-90 170-110 150-30-12 45-100 40-150 30z" fill="url(#gold)" stroke="#c77d00" stroke-width="8"/>` +
    `<circle cy="-100" r="30" fill="${GOLD}" stroke="#c77d00" stroke-width="8"/>`
  );
}

function reels(hue: number): string {
  const frame = `hsl(${(hue + 200) % 360} 70% 30%)`;
  const window = (x: number) =>
    `<rect x="${x - 62}" y="-86" width="124" height="172" rx="16" fill="#fff8e6"/>` +
    `<text x="${x}" y="52" text-anchor="middle" font-family="${FACE}" font-size="140" font-weight="900" fill="#e0243f" stroke="#7a0016" stroke-width="6" paint-order="stroke">7</text>`;
  return (
    coin(-270, 210, 56, -12) +
    coin(280, 200, 64, 16) +
    `<rect x="-250" y="-190" width="500" height="380" rx="48" fill="url(#gold)"/>` +
    `<rect x="-226" y="-166" width="452" height="332" rx="34" fill="${frame}"/>` +
    window(-140) +
    window(0) +
    window(140) +
    `<rect x="-226" y="-10" width="452" height="20" fill="${GOLD}" fill-opacity=".55"/>` +
    `<path d="M-160-190a160 90 0 0 1 320 0z" fill="url(#gold)"/>` +
    `<circle cx="290" cy="-120" r="30" fill="#e0243f" stroke="#7a0016" stroke-width="6"/>` +
    `<rect x="280" y="-96" width="20" height="130" rx="10" fill="url(#gold)"/>`
  );
}

function chip(x: number, y: number, radius: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y})"><circle r="${radius}" fill="${colour}"/>` +
    `<circle r="${radius * 0.82}" fill="none" stroke="#fff" stroke-width="${radius * 0.2}" stroke-dasharray="${radius * 0.42} ${radius * 0.42}"/>` +
    `<circle r="${radius * 0.58}" fill="${colour}" stroke="#fff" stroke-opacity=".7" stroke-width="${radius * 0.05}"/>` +
    `<circle r="${radius * 0.3}" fill="url(#gold)"/></g>`
  );
}

function chips(hue: number): string {
  const spade =
    'M0-62c-30 34-70 52-70 86 0 26 26 40 52 26-4 16-12 28-22 36h80c-10-8-18-20-22-36 26 14 52 0 52-26 0-34-40-52-70-86z';
  return (
    `<g transform="translate(80 -20) rotate(12)"><rect x="-120" y="-170" width="240" height="340" rx="24" fill="#fffdf7" stroke="#d9cfb8" stroke-width="6"/>` +
    `<text x="-92" y="-108" font-family="${FACE}" font-size="64" font-weight="900" fill="#14161c">A</text>` +
    `<path d="${spade}" fill="#14161c" transform="translate(0 10) scale(1.2)"/></g>` +
    chip(-150, 120, 120, `hsl(${(hue + 160) % 360} 75% 42%)`) +
    chip(170, 170, 90, '#d3263f') +
    coin(-260, -170, 50, -15)
  );
}

const pictures: Record<BannerPicture, (hue: number) => string> = { gift, reels, chips };

function sparkle(x: number, y: number, size: number): string {
  const s = size;
  const q = size * 0.22;
  return `<path d="M${x} ${y - s}L${x + q} ${y - q}L${x + s} ${y}L${x + q} ${y + q}L${x} ${y + s}L${x - q} ${y + q}L${x - s} ${y}L${x - q} ${y - q}z" fill="#fff"/>`;
}

function rays(cx: number, cy: number): string {
  const wedges = Array.from({ length: 12 }, (_, index) => {
    const from = (index * 30 * Math.PI) / 180;
    const to = from + (12 * Math.PI) / 180;
    const far = 1500;
    return `<path d="M${cx} ${cy}L${round(cx + far * Math.cos(from))} ${round(cy + far * Math.sin(from))}L${round(cx + far * Math.cos(to))} ${round(cy + far * Math.sin(to))}z"/>`;
  });
  return `<g fill="#fff" fill-opacity=".06">${wedges.join('')}</g>`;
}

/**
 * A 16:7 promotion banner for stories, in the manner of the gateway's: a lit backdrop, a picture on one side, the
 * tag, headline, line and button on the other, no network. Sample data, so its colours are written here.
 */
export function sampleBannerArt(poster: BannerPoster, { hue, picture, rightToLeft = false }: BannerArtOptions): string {
  const room = 820;
  const textX = rightToLeft ? WIDTH - 110 : 110;
  const pictureX = rightToLeft ? 400 : 1200;
  const lines = headlineLines(poster.headline.toUpperCase());
  // Bold Arabic sets wider per letter than Latin capitals; the estimates keep each line inside its room.
  const wide = /[\u0600-\u06ff]/.test(poster.headline);
  const size = Math.min(128, ...lines.map((line) => room / ((wide ? 0.8 : 0.62) * line.length)));
  const lineHeight = size * 1.04;
  const subSize = Math.min(54, room / ((wide ? 0.6 : 0.52) * poster.subline.length));
  const buttonHeight = 100;
  const block = 72 + 30 + lines.length * lineHeight + 24 + subSize + 40 + buttonHeight;
  const top = (HEIGHT - block) / 2;
  const badgeWidth = poster.badge.length * (wide ? 29 : 27) + 72;
  const badgeX = rightToLeft ? textX - badgeWidth : textX;
  const firstBaseline = top + 72 + 30 + size * 0.86;
  const sublineY = firstBaseline + (lines.length - 1) * lineHeight + 24 + subSize;
  const buttonY = sublineY + 40;
  const buttonWidth = poster.action.length * 34 + 130;
  const buttonX = rightToLeft ? textX - buttonWidth : textX;
  const headline = lines
    .map(
      (line, index) =>
        `<text x="${textX}" y="${round(firstBaseline + index * lineHeight)}" font-size="${round(size)}">${escapeXml(line)}</text>`,
    )
    .join('');
  const glints = [
    [0.03, 0.9, 16],
    [0.5, 0.08, 12],
    [0.56, 0.88, 16],
    [0.95, 0.16, 22],
    [0.92, 0.86, 14],
    [0.66, 0.24, 10],
  ]
    .map(([x = 0, y = 0, s = 0]) => sparkle(round((rightToLeft ? 1 - x : x) * WIDTH), round(y * HEIGHT), s))
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 30%)"/><stop offset=".55" stop-color="hsl(${(hue + 30) % 360} 70% 16%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 80% 8%)"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="hsl(${(hue + 20) % 360} 95% 68%)" stop-opacity=".8"/><stop offset="1" stop-color="hsl(${(hue + 20) % 360} 95% 60%)" stop-opacity="0"/></radialGradient>` +
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2"/><stop offset=".45" stop-color="#ffd34d"/><stop offset="1" stop-color="#e58e00"/></linearGradient>' +
    '</defs>' +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>` +
    rays(pictureX, HEIGHT / 2) +
    `<circle cx="${pictureX}" cy="${HEIGHT / 2}" r="420" fill="url(#glow)"/>` +
    glints +
    `<g transform="translate(${pictureX} ${HEIGHT / 2 + 10}) scale(.95)">${pictures[picture](hue)}</g>` +
    // Right to left, "start" is the right edge: the words begin at textX and run leftwards, numbers in their place.
    `<g font-family="${FACE}" text-anchor="start" direction="${rightToLeft ? 'rtl' : 'ltr'}">` +
    `<rect x="${badgeX}" y="${round(top)}" width="${badgeWidth}" height="72" rx="36" fill="#fff" fill-opacity=".16" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
    `<text x="${rightToLeft ? textX - 36 : textX + 36}" y="${round(top + 50)}" font-size="38" font-weight="700" letter-spacing="${rightToLeft ? 0 : 3}" fill="#fff">${escapeXml(poster.badge.toUpperCase())}</text>` +
    `<g font-weight="900" fill="url(#gold)" stroke="#3b1d00" stroke-width="${round(size * 0.08)}" stroke-linejoin="round" paint-order="stroke">${headline}</g>` +
    `<text x="${textX}" y="${round(sublineY)}" font-size="${round(subSize)}" font-weight="500" fill="#fff" fill-opacity=".92">${escapeXml(poster.subline)}</text>` +
    `<rect x="${buttonX}" y="${round(buttonY)}" width="${buttonWidth}" height="${buttonHeight}" rx="50" fill="url(#gold)"/>` +
    `<text x="${buttonX + buttonWidth / 2}" y="${round(buttonY + 66)}" text-anchor="middle" font-size="46" font-weight="900" letter-spacing="${rightToLeft ? 0 : 2}" fill="#3b1d00">${escapeXml(poster.action.toUpperCase())}</text>` +
    '</g></svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The home's banners (group m_home) drawn from their posters: the alternative text says what the banner says. */
export function sampleBanners(posters: readonly BannerPoster[], rightToLeft = false): Banner[] {
  const looks: readonly Omit<BannerArtOptions, 'rightToLeft'>[] = [
    { hue: 270, picture: 'gift' },
    { hue: 320, picture: 'reels' },
    { hue: 170, picture: 'chips' },
  ];
  return posters.map((poster, index) => ({
    id: index + 1,
    imageUrl: sampleBannerArt(poster, {
      ...(looks[index % looks.length] ?? { hue: 270, picture: 'gift' }),
      rightToLeft,
    }),
    alt: `${poster.headline}: ${poster.subline}`,
  }));
}
