import { describe, expect, it } from 'vitest';
import {
  applyClassify,
  arrangeCategories,
  EMPTY_FILTER,
  entryFilter,
  FILTER_CLASSIFIES,
  filterMenuCategories,
  hasFavouriteToggle,
  listPage,
  NEW_CLASSIFY,
  needsToken,
  normaliseGameName,
  openingList,
  pageSizeOf,
  tileThemeOf,
} from './gameFilters.ts';

describe('game filters', () => {
  it('open each entry mode on its data type and filter', () => {
    const empty = { vassalage: '', gameName: '', gameClassify: '', gameType: '', vendors: [] };
    expect(entryFilter('RECENT')).toEqual({ dataType: 'RECENT', filter: empty });
    expect(entryFilter('FAV')).toEqual({ dataType: 'FAV', filter: empty });
    expect(entryFilter('BINGO')).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameType: 'RNG', gameClassify: 'BG' },
    });
    expect(entryFilter('SPORTS')).toEqual({ dataType: 'ALL', filter: { ...empty, gameType: 'SPORTS' } });
    expect(entryFilter('ESPORTS')).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameType: 'SPORTS', vendors: ['AV', 'AI', 'IMES', 'TF', 'IA'] },
    });
    expect(entryFilter('COCKFIGHT')).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameType: 'SPORTS', vendors: ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] },
    });
    expect(entryFilter('INHOUSE')).toEqual({ dataType: 'ALL', filter: { ...empty, vendors: ['BGS'] } });
    expect(entryFilter('ALL')).toEqual({ dataType: 'ALL', filter: empty });
    expect(entryFilter('')).toEqual({ dataType: 'ALL', filter: empty });
    expect(entryFilter('HOT')).toEqual({ dataType: 'HOT', filter: empty });
    expect(entryFilter('FISH')).toEqual({ dataType: 'ALL', filter: { ...empty, gameType: 'FISH' } });
    expect(EMPTY_FILTER).toEqual(empty);
  });

  it('switch the data type for HOT, FAV and RECENT classifies and filter all games for the rest', () => {
    const filter = { ...EMPTY_FILTER, vassalage: 'PG', gameClassify: 'BG' };
    for (const classify of ['HOT', 'FAV', 'RECENT'])
      expect(applyClassify(classify, filter)).toEqual({ dataType: classify, filter: { ...filter, gameClassify: '' } });
    expect(applyClassify('NEW', filter)).toEqual({ dataType: 'ALL', filter: { ...filter, gameClassify: 'NEW' } });
    expect(applyClassify('BG', EMPTY_FILTER)).toEqual({
      dataType: 'ALL',
      filter: { ...EMPTY_FILTER, gameClassify: 'BG' },
    });
  });

  it('offer FAV, NEW and HOT in the filter panel, NEW being a flag of its own', () => {
    expect(FILTER_CLASSIFIES).toEqual(['FAV', 'NEW', 'HOT']);
    expect(NEW_CLASSIFY).toBe('NEW');
  });

  it('trim and lower-case the searched name', () => {
    expect(normaliseGameName('  Fortune OX ')).toBe('fortune ox');
    expect(normaliseGameName('\tMAHJONG\n')).toBe('mahjong');
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

  it('open a screen on its entry, narrowed to the vendor ?vassalage= names, and ask each page at its size', () => {
    const empty = { vassalage: '', gameName: '', gameClassify: '', gameType: '', vendors: [] };
    expect(openingList('RNG')).toEqual({ dataType: 'ALL', filter: { ...empty, gameType: 'RNG' } });
    expect(openingList('RNG', 'PG')).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameType: 'RNG', vassalage: 'PG' },
    });
    expect(openingList('HOT', '')).toEqual({ dataType: 'HOT', filter: empty });
    const slots = openingList('RNG', 'PG');
    expect(listPage(slots, 1)).toEqual({ dataType: 'ALL', filter: slots.filter, page: 1, pageSize: 18 });
    expect(listPage({ dataType: 'HOT', filter: empty }, 3)).toEqual({
      dataType: 'HOT',
      filter: empty,
      page: 3,
      pageSize: 60,
    });
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
    expect(arrangeCategories([{ gameCategory: 'SPORTS', vendorNames: [] }])).toEqual([
      { gameCategory: 'SPORTS', vendorNames: [] },
    ]);
  });

  it('keep a COCKFIGHT category the gateway answers, adding the cockfight vendors of SPORTS, after RNG', () => {
    const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage });
    const arranged = arrangeCategories([
      { gameCategory: 'RNG', vendorNames: [vendor('PG')] },
      { gameCategory: 'SPORTS', vendorNames: [vendor('SBO'), vendor('DIG'), vendor('SV3')] },
      { gameCategory: 'LIVE', vendorNames: [] },
      {
        gameCategory: 'COCKFIGHT',
        vendorNames: [vendor('SV3'), vendor('WS168')],
        listType: false,
        gameClassify: ['X'],
      },
    ]);
    expect(arranged).toEqual([
      { gameCategory: 'RNG', vendorNames: [vendor('PG')] },
      {
        gameCategory: 'COCKFIGHT',
        vendorNames: [vendor('SV3'), vendor('WS168'), vendor('DIG')],
        listType: false,
        gameClassify: ['X'],
      },
      { gameCategory: 'SPORTS', vendorNames: [vendor('SBO')] },
      { gameCategory: 'LIVE', vendorNames: [] },
    ]);
    // Only SPORTS gives up its cockfight vendors.
    expect(
      arrangeCategories([
        { gameCategory: 'LIVE', vendorNames: [vendor('DIG')] },
        { gameCategory: 'SPORTS', vendorNames: [vendor('SBO')] },
      ]),
    ).toEqual([
      { gameCategory: 'LIVE', vendorNames: [vendor('DIG')] },
      { gameCategory: 'SPORTS', vendorNames: [vendor('SBO')] },
    ]);
    // An empty COCKFIGHT category, with none under SPORTS either, is left out.
    expect(arrangeCategories([{ gameCategory: 'COCKFIGHT', vendorNames: [] }])).toEqual([]);
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
