import type { GameTileGame } from './GameTile.tsx';

/** An inline picture for stories and tests: no network, and a different colour per game. */
export function sampleImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${hue} 60% 35%)"/><text x="60" y="70" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Square game art for stories and tests, in the manner of the gateway's: a lit gradient, a motif and the vendor's
 * mark, no network. Sample data, so its colours are written here rather than taken from a theme.
 */
export function sampleArt(vendor: string, hue: number): string {
  const motifs = [
    '<circle cx="60" cy="62" r="30" fill="none" stroke="white" stroke-opacity=".85" stroke-width="8"/><circle cx="60" cy="62" r="12" fill="white" fill-opacity=".85"/>',
    '<path d="M60 26l30 36-30 36-30-36z" fill="white" fill-opacity=".85"/>',
    '<path d="M60 28l9 20 22 2-17 14 5 22-19-12-19 12 5-22-17-14 22-2z" fill="white" fill-opacity=".88"/>',
    '<rect x="32" y="36" width="56" height="52" rx="10" fill="none" stroke="white" stroke-opacity=".85" stroke-width="7"/><text x="60" y="74" font-size="30" font-weight="700" text-anchor="middle" fill="white" font-family="sans-serif">7</text>',
  ];
  const motif = motifs[hue % motifs.length] ?? motifs[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs><radialGradient id="g" cx="30%" cy="20%" r="100%"><stop offset="0" stop-color="hsl(${hue} 85% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 18%)"/></radialGradient></defs><rect width="120" height="120" fill="url(#g)"/><circle cx="96" cy="18" r="40" fill="white" fill-opacity=".08"/>${motif}<text x="10" y="18" font-size="11" font-weight="700" fill="white" fill-opacity=".9" font-family="sans-serif">${vendor}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const names = [
  ['Fortune Tiger', 'PG', 'RNG'],
  ['Gates of Olympus', 'PP', 'RNG'],
  ['Ocean King', 'JDB', 'FISH'],
  ['Baccarat Lobby', 'EVO', 'LIVE'],
  ['Texas Holdem', 'KM', 'PVP'],
  ['Lucky Numbers', 'TCG', 'LOTT'],
  ['Mega Sic Bo', 'PP', 'LIVE'],
  ['Sweet Bonanza', 'PP', 'RNG'],
  ['Dragon Fishing', 'JDB', 'FISH'],
  ['Keno Express', 'TCG', 'ELOTT'],
  ['Mahjong Ways', 'PG', 'RNG'],
  ['Roulette Live', 'EVO', 'LIVE'],
] as const;

export function sampleGames(count: number, offset = 0): GameTileGame[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + offset;
    const [name, vendor, gameType] = names[number % names.length] ?? names[0];
    return {
      nodeId: String(1000 + number),
      name: number < names.length ? name : `${name} ${Math.floor(number / names.length) + 1}`,
      vendor,
      gameType,
      imageUrl: sampleArt(vendor, (number * 47) % 360),
    };
  });
}
