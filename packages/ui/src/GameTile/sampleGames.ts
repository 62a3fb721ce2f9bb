import type { GameTileGame } from './GameTile.tsx';

/** An inline picture for stories and tests: no network, and a different colour per game. */
export function sampleImage(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(${hue} 60% 35%)"/><text x="60" y="70" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
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
      imageUrl: sampleImage(vendor, (number * 47) % 360),
    };
  });
}
