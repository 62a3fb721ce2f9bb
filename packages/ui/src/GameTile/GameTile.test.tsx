import { describe, expect, it } from 'vitest';
import { canFavourite, gameTileThemes, themeOf } from './GameTile.tsx';

describe('themeOf', () => {
  it('always picks one of the eight theme classes, the same for the same game', () => {
    const themes = new Set(Array.from({ length: 200 }, (_, index) => themeOf(String(index))));
    for (const theme of themes) expect(gameTileThemes).toContain(theme);
    expect(themes.size).toBe(8);
    expect(themeOf('12345')).toBe(themeOf('12345'));
  });
});

describe('canFavourite', () => {
  it('refuses lottery types in any case and allows the rest', () => {
    expect(canFavourite('LOTT')).toBe(false);
    expect(canFavourite('elott')).toBe(false);
    expect(canFavourite('RNG')).toBe(true);
    expect(canFavourite('LIVE')).toBe(true);
  });
});
