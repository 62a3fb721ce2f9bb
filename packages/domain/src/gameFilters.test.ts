import { describe, expect, it } from 'vitest';
import {
  applyClassify,
  arrangeCategories,
  EMPTY_FILTER,
  entryFilter,
  filterMenuCategories,
  hasFavouriteToggle,
  needsToken,
  normaliseGameName,
  pageSizeOf,
  tileThemeOf,
} from './gameFilters.ts';

describe('game filters', () => {
  it('open each entry mode on its data type and filter', () => {
    expect(entryFilter('RECENT').dataType).toBe('RECENT');
    expect(entryFilter('BINGO').filter).toMatchObject({ gameType: 'RNG', gameClassify: 'BG' });
    expect(entryFilter('SPORTS').filter).toMatchObject({ gameType: 'SPORTS', vendors: [] });
    expect(entryFilter('ESPORTS').filter.vendors).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(entryFilter('COCKFIGHT').filter).toMatchObject({
      gameType: 'SPORTS',
      vendors: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'],
    });
    expect(entryFilter('ALL')).toEqual({ dataType: 'ALL', filter: EMPTY_FILTER });
    expect(entryFilter('')).toEqual({ dataType: 'ALL', filter: EMPTY_FILTER });
    expect(entryFilter('HOT')).toEqual({ dataType: 'HOT', filter: EMPTY_FILTER });
    expect(entryFilter('FISH').filter.gameType).toBe('FISH');
  });

  it('switch the data type for HOT, FAV and RECENT classifies and filter all games for the rest', () => {
    const filter = { ...EMPTY_FILTER, gameClassify: 'BG' };
    expect(applyClassify('HOT', filter)).toEqual({ dataType: 'HOT', filter: EMPTY_FILTER });
    expect(applyClassify('RECENT', filter).dataType).toBe('RECENT');
    expect(applyClassify('NEW', EMPTY_FILTER)).toEqual({
      dataType: 'ALL',
      filter: { ...EMPTY_FILTER, gameClassify: 'NEW' },
    });
  });

  it('trim and lower-case the searched name', () => {
    expect(normaliseGameName('  Fortune OX ')).toBe('fortune ox');
  });

  it('need a token for favourites and recent games only, and page by the documents sizes', () => {
    expect(['ALL', 'HOT', 'FAV', 'RECENT'].map((type) => needsToken(type as 'ALL'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(['ALL', 'HOT', 'FAV', 'RECENT'].map((type) => pageSizeOf(type as 'ALL'))).toEqual([18, 60, 18, 18]);
  });

  it('move cockfight vendors from SPORTS to COCKFIGHT right after RNG', () => {
    const arranged = arrangeCategories([
      { gameCategory: 'LIVE', vendorNames: [] },
      { gameCategory: 'RNG', vendorNames: [] },
      {
        gameCategory: 'SPORTS',
        vendorNames: [
          { vassalage: 'SBO', displayName: 'SBO' },
          { vassalage: 'DS88', displayName: 'DS88' },
        ],
      },
    ]);
    expect(
      arranged.map((category) => [category.gameCategory, category.vendorNames.map((vendor) => vendor.vassalage)]),
    ).toEqual([
      ['LIVE', []],
      ['RNG', []],
      ['COCKFIGHT', ['DS88']],
      ['SPORTS', ['SBO']],
    ]);
    expect(
      arrangeCategories([{ gameCategory: 'SPORTS', vendorNames: [{ vassalage: 'WS168', displayName: 'WS168' }] }]).at(
        -1,
      )?.gameCategory,
    ).toBe('COCKFIGHT');
    expect(arrangeCategories([{ gameCategory: 'SPORTS', vendorNames: [] }])).toHaveLength(1);
  });

  it('keep lottery out of the filter menu and without a favourite toggle', () => {
    const menu = filterMenuCategories(
      ['RNG', 'LOTT', 'ELOTT', 'LIVE'].map((gameCategory) => ({ gameCategory, vendorNames: [] })),
    );
    expect(menu.map((category) => category.gameCategory)).toEqual(['RNG', 'LIVE']);
    expect(hasFavouriteToggle('LOTT')).toBe(false);
    expect(hasFavouriteToggle('ELOTT')).toBe(false);
    expect(hasFavouriteToggle('RNG')).toBe(true);
  });

  it('give a game tile the same theme, 1 to 8, from its node id every time', () => {
    expect(['', '0', '1', '7', '10', '10234', '中文'].map(tileThemeOf)).toEqual([1, 1, 2, 8, 8, 5, 3]);
    // Long enough for the hash to pass 32 bits: it wraps, unsigned, rather than turning negative.
    expect(tileThemeOf('PG-fortune-tiger-000123456789')).toBe(6);
    const themes = new Set(Array.from({ length: 200 }, (_, index) => tileThemeOf(String(10_000 + index))));
    expect([...themes].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
