import { describe, expect, it } from 'vitest';
import { categoryView, classificationsOf, tabVendors, vendorGameType } from './categoryScreen.ts';
import type { VendorCategory } from './entities.ts';

const categories: VendorCategory[] = [
  {
    gameCategory: 'RNG',
    listType: true,
    gameClassify: ['SLOT', 'TABLE'],
    vendorNames: [
      { vassalage: 'PG', displayName: 'PG Soft' },
      { vassalage: 'JILI', displayName: 'JILI' },
    ],
  },
  {
    gameCategory: 'LIVE',
    listType: false,
    vendorNames: [
      { vassalage: 'EVO', displayName: 'Evolution' },
      { vassalage: 'PG', displayName: 'PG Soft' },
    ],
  },
];

describe('categoryView', () => {
  it('shows the game list for a category the server marks as a list', () => {
    expect(categoryView('RNG', categories)).toEqual({ kind: 'list' });
  });

  it("shows a vendor grid of the category's vendors otherwise", () => {
    expect(categoryView('LIVE', categories)).toEqual({
      kind: 'vendors',
      vendors: [
        { vassalage: 'EVO', displayName: 'Evolution' },
        { vassalage: 'PG', displayName: 'PG Soft' },
      ],
    });
  });

  it('shows the game list of one vendor when ?vassalage= names it, even in a vendor-grid category', () => {
    expect(categoryView('LIVE', categories, 'EVO')).toEqual({ kind: 'list' });
  });

  it('shows the hot games as a list', () => {
    expect(categoryView('HOT', [])).toEqual({ kind: 'list' });
  });

  it('shows an empty vendor grid for a category the server does not offer', () => {
    expect(categoryView('LOTT', categories)).toEqual({ kind: 'vendors', vendors: [] });
    expect(categoryView('LOTT', categories, '')).toEqual({ kind: 'vendors', vendors: [] });
  });
});

describe('tabVendors', () => {
  it("gives a category's own vendors", () => {
    expect(tabVendors('LIVE', categories).map((vendor) => vendor.vassalage)).toEqual(['EVO', 'PG']);
  });

  it('gives every vendor once, in menu order, for a list that is no category', () => {
    expect(tabVendors('ALL', categories).map((vendor) => vendor.vassalage)).toEqual(['PG', 'JILI', 'EVO']);
  });
});

describe('classificationsOf', () => {
  it("gives the category's vendor classifications", () => {
    expect(classificationsOf('RNG', categories)).toEqual(['SLOT', 'TABLE']);
  });

  it('gives none for a category without them or unknown', () => {
    expect(classificationsOf('LIVE', categories)).toEqual([]);
    expect(classificationsOf('FAV', categories)).toEqual([]);
  });
});

describe('vendorGameType', () => {
  it('launches cockfight vendors as sports vendors', () => {
    expect(vendorGameType('COCKFIGHT')).toBe('SPORTS');
  });

  it('launches in-house and bingo vendors as slot vendors', () => {
    expect(vendorGameType('INHOUSE')).toBe('RNG');
    expect(vendorGameType('BINGO')).toBe('RNG');
  });

  it('launches any other category as its own game type', () => {
    expect(vendorGameType('LIVE')).toBe('LIVE');
    expect(vendorGameType('LOTT')).toBe('LOTT');
  });
});
