import type { VendorTileVendor } from './VendorTile.tsx';

/** A wide inline logo for stories and tests: a wordmark on a coloured band, no network. */
export function sampleLogo(code: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect x="14" y="24" width="132" height="42" rx="21" fill="hsl(${hue} 70% 45%)"/><text x="80" y="53" font-size="22" font-weight="700" text-anchor="middle" fill="white" font-family="sans-serif">${code}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const vendors = [
  ['PG', 'PG Soft'],
  ['PP', 'Pragmatic Play'],
  ['JDB', 'JDB Gaming'],
  ['EVO', 'Evolution'],
  ['KM', 'Kingmaker'],
  ['SV3', 'SV388'],
  ['DS88', 'DS88 Sabong'],
  ['BGS', 'BG Studio'],
  ['IMES', 'IM Esports'],
] as const;

/** Vendors with inline logos, for stories. */
export function sampleVendorTiles(count = vendors.length): VendorTileVendor[] {
  return vendors.slice(0, count).map(([code, name], index) => ({
    vassalage: code,
    displayName: name,
    logoUrl: sampleLogo(code, (index * 47 + 20) % 360),
  }));
}
