import type { Vendor, VendorCategory } from './entities.ts';

/** What a category screen shows: the game list, or the category's vendors as a grid. */
export type CategoryView = { kind: 'list' } | { kind: 'vendors'; vendors: Vendor[] };

/**
 * A category screen shows the game list for HOT, for a category the server marks as a list (listType), and whenever
 * ?vassalage= names a vendor; otherwise the category's vendors, each tile opening that vendor.
 */
export function categoryView(entry: string, categories: readonly VendorCategory[], vassalage?: string): CategoryView {
  if (vassalage || entry === 'HOT') return { kind: 'list' };
  const found = categories.find((category) => category.gameCategory === entry);
  if (found?.listType) return { kind: 'list' };
  return { kind: 'vendors', vendors: found?.vendorNames ?? [] };
}

/**
 * The vendors of a list's tab bar: the category's own for a category entry; for every other list (all games,
 * favourites, recent, hot) each vendor of every category once, in menu order.
 */
export function tabVendors(entry: string, categories: readonly VendorCategory[]): Vendor[] {
  const found = categories.find((category) => category.gameCategory === entry);
  if (found) return found.vendorNames;
  const seen = new Set<string>();
  return categories
    .flatMap((category) => category.vendorNames)
    .filter((vendor) => !seen.has(vendor.vassalage) && seen.add(vendor.vassalage));
}

/** The vendor classifications the filter panel offers after its fixed themes: those of the entry's category. */
export function classificationsOf(entry: string, categories: readonly VendorCategory[]): string[] {
  return [...(categories.find((category) => category.gameCategory === entry)?.gameClassify ?? [])];
}

/**
 * The game type a vendor tile of a category launches under: cockfight vendors are sports vendors; the in-house and
 * bingo vendors are slot (RNG) vendors; every other category is its own game type.
 */
export function vendorGameType(category: string): string {
  if (category === 'COCKFIGHT') return 'SPORTS';
  if (category === 'INHOUSE' || category === 'BINGO') return 'RNG';
  return category;
}
