import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_PAGE_SIZE,
  HOT_GAMES_PAGE_SIZE,
  IN_HOUSE_VENDORS,
  LOTTERY_GAME_TYPES,
  TILE_THEME_CLASSES,
} from './constants.ts';
import type { VendorCategory } from './entities.ts';

/** What the list shows: all games (with filters), hot games, favourites or recent games. */
export const DATA_TYPES = ['ALL', 'HOT', 'FAV', 'RECENT'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** The themes of the filter panel besides the vendor's own classifications. */
export const FILTER_CLASSIFIES = ['FAV', 'NEW', 'HOT'] as const;
export const NEW_CLASSIFY = 'NEW';

export interface GameFilter {
  /** Empty for all vendors. */
  vassalage: string;
  /** Trimmed and lower-cased. */
  gameName: string;
  /** A vendor classification, NEW, or empty. */
  gameClassify: string;
  /** Empty for every type. */
  gameType: string;
  /** A fixed vendor list (cockfight, e-sports); empty for no restriction. */
  vendors: readonly string[];
  minBet?: number;
  minLine?: number;
}

export const EMPTY_FILTER: GameFilter = { vassalage: '', gameName: '', gameClassify: '', gameType: '', vendors: [] };

/**
 * How a screen opens the game list: RECENT and FAV (the member's lists); BINGO (RNG with classify BG); SPORTS (every
 * sports vendor); ESPORTS and COCKFIGHT (sports with their fixed vendor lists); INHOUSE (the in-house vendors); ALL
 * and HOT (no type); otherwise the given game type.
 */
export function entryFilter(mode: string): { dataType: DataType; filter: GameFilter } {
  switch (mode) {
    case 'RECENT':
      return { dataType: 'RECENT', filter: EMPTY_FILTER };
    case 'FAV':
      return { dataType: 'FAV', filter: EMPTY_FILTER };
    case 'BINGO':
      return { dataType: 'ALL', filter: { ...EMPTY_FILTER, gameType: 'RNG', gameClassify: 'BG' } };
    case 'SPORTS':
      return { dataType: 'ALL', filter: { ...EMPTY_FILTER, gameType: 'SPORTS' } };
    case 'ESPORTS':
      return { dataType: 'ALL', filter: { ...EMPTY_FILTER, gameType: 'SPORTS', vendors: ESPORTS_VENDORS } };
    case 'COCKFIGHT':
      return { dataType: 'ALL', filter: { ...EMPTY_FILTER, gameType: 'SPORTS', vendors: COCKFIGHT_VENDORS } };
    case 'INHOUSE':
      return { dataType: 'ALL', filter: { ...EMPTY_FILTER, vendors: IN_HOUSE_VENDORS } };
    case 'ALL':
      return { dataType: 'ALL', filter: EMPTY_FILTER };
    case 'HOT':
      return { dataType: 'HOT', filter: EMPTY_FILTER };
    default:
      return { dataType: 'ALL', filter: { ...EMPTY_FILTER, gameType: mode } };
  }
}

/** A page of a game list as the list's machine asks for it. */
export interface GameListRequest {
  dataType: DataType;
  filter: GameFilter;
  page: number;
  pageSize: number;
}

/** The list a game screen opens on: its entry's, narrowed to one vendor when ?vassalage= names one. */
export function openingList(entry: string, vassalage?: string): { dataType: DataType; filter: GameFilter } {
  const { dataType, filter } = entryFilter(entry);
  return { dataType, filter: vassalage ? { ...filter, vassalage } : filter };
}

/** A page of a list, at the list's page size. */
export function listPage(list: { dataType: DataType; filter: GameFilter }, page: number): GameListRequest {
  return { dataType: list.dataType, filter: list.filter, page, pageSize: pageSizeOf(list.dataType) };
}

/** HOT, FAV or RECENT chosen as a classify switch the data type; NEW and vendor classifications filter all games. */
export function applyClassify(classify: string, filter: GameFilter): { dataType: DataType; filter: GameFilter } {
  if (classify === 'HOT' || classify === 'FAV' || classify === 'RECENT') {
    return { dataType: classify, filter: { ...filter, gameClassify: '' } };
  }
  return { dataType: 'ALL', filter: { ...filter, gameClassify: classify } };
}

export function normaliseGameName(name: string): string {
  return name.trim().toLowerCase();
}

/** Favourites and recent games belong to an account: without a token they send the person to log in. */
export function needsToken(dataType: DataType): boolean {
  return dataType === 'FAV' || dataType === 'RECENT';
}

/** Hot games come 60 a page; every other list, favourites and recent games included, 18. */
export function pageSizeOf(dataType: DataType): number {
  return dataType === 'HOT' ? HOT_GAMES_PAGE_SIZE : GAME_PAGE_SIZE;
}

export const COCKFIGHT_CATEGORY = 'COCKFIGHT';

/**
 * The vendor categories as the menu shows them: cockfight vendors leave SPORTS for their own COCKFIGHT category,
 * placed right after RNG (or last when there is no RNG). A COCKFIGHT category the gateway answers itself keeps its
 * vendors and settings, gains those found under SPORTS, and moves to the same place.
 */
export function arrangeCategories(categories: readonly VendorCategory[]): VendorCategory[] {
  const isCockfight = (vassalage: string) => (COCKFIGHT_VENDORS as readonly string[]).includes(vassalage);
  const given = categories.find((category) => category.gameCategory === COCKFIGHT_CATEGORY);
  const known = new Set(given?.vendorNames.map((vendor) => vendor.vassalage));
  const moved = categories
    .filter((category) => category.gameCategory === 'SPORTS')
    .flatMap((category) => category.vendorNames.filter((vendor) => isCockfight(vendor.vassalage)))
    .filter((vendor) => !known.has(vendor.vassalage));
  const cockfight = [...(given?.vendorNames ?? []), ...moved];
  const arranged = categories
    .filter((category) => category.gameCategory !== COCKFIGHT_CATEGORY)
    .map((category) =>
      category.gameCategory === 'SPORTS'
        ? { ...category, vendorNames: category.vendorNames.filter((vendor) => !isCockfight(vendor.vassalage)) }
        : category,
    );
  if (cockfight.length === 0) return arranged;
  const rng = arranged.findIndex((category) => category.gameCategory === 'RNG');
  const position = rng === -1 ? arranged.length : rng + 1;
  arranged.splice(position, 0, { ...given, gameCategory: COCKFIGHT_CATEGORY, vendorNames: cockfight });
  return arranged;
}

/** Lottery categories (LOTT, ELOTT) stay out of the filter menu. */
export function filterMenuCategories(categories: readonly VendorCategory[]): VendorCategory[] {
  return categories.filter((category) => !(LOTTERY_GAME_TYPES as readonly string[]).includes(category.gameCategory));
}

/** Lottery games have no favourite toggle. */
export function hasFavouriteToggle(gameType: string): boolean {
  return !(LOTTERY_GAME_TYPES as readonly string[]).includes(gameType);
}

export type TileTheme = (typeof TILE_THEME_CLASSES)[number];

/**
 * A game tile's background theme (1 to 8) from its node id: the same game keeps its colour on every render, page and
 * visit, and neighbouring ids spread over the themes. A 31-multiplier hash over the id's code points, kept unsigned
 * in 32 bits.
 */
export function tileThemeOf(nodeId: string): TileTheme {
  let hash = 0;
  for (const char of nodeId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TILE_THEME_CLASSES[hash % TILE_THEME_CLASSES.length] ?? TILE_THEME_CLASSES[0];
}
