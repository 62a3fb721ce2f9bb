import { sampleImage } from '../GameTile/sampleGames.ts';
import type { Vendor } from './VendorTabBar.tsx';

const codes = ['PG', 'PP', 'JDB', 'EVO', 'KM', 'TCG', 'SV3', 'DS88', 'DIG', 'WGB', 'WS168', 'BGS', 'AV', 'IMES'];

/** Vendors with inline logos, for stories. */
export function sampleVendors(count = codes.length): Vendor[] {
  return codes.slice(0, count).map((code, index) => ({
    vassalage: code,
    displayName: `${code} Gaming`,
    iconUrl: sampleImage(code.slice(0, 3), (index * 53) % 360),
  }));
}
