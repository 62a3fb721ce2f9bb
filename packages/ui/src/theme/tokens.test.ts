import { describe, expect, it } from 'vitest';
import { emeraldTokens } from './brands/emerald/tokens.ts';
import { contrastRatio } from './contrast.ts';
import { darkTokens, type ThemeTokens } from './tokens.ts';

/** Every brand the kit knows: the dark theme, each build-time brand and each JSON brand in brands/. */
const jsonBrands = import.meta.glob<ThemeTokens>('./brands/*.json', { eager: true, import: 'default' });
const brands: [string, ThemeTokens][] = [
  ['dark', darkTokens],
  ['emerald', emeraldTokens],
  ...Object.entries(jsonBrands).map(([path, tokens]): [string, ThemeTokens] => [path, tokens]),
];

/** Each fill the kit writes on, with the token for the text that goes on it. */
const fills = [
  ['primary', 'onPrimary'],
  ['accent', 'onAccent'],
  ['success', 'onSuccess'],
  ['danger', 'onDanger'],
  ['warning', 'onWarning'],
] as const;

describe.each(brands)('%s theme', (_name, tokens) => {
  it('keeps body text readable (WCAG AA, 4.5:1) on every surface', () => {
    for (const surface of [tokens.color.background, tokens.color.surface, tokens.color.surfaceRaised]) {
      expect(contrastRatio(tokens.color.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.color.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(fills)('keeps text on the %s fill readable in its %s (WCAG AA, 4.5:1)', (fill, on) => {
    expect(contrastRatio(tokens.color[on], tokens.color[fill])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps prices in the primary colour and links in the accent readable on every surface', () => {
    for (const surface of [tokens.color.background, tokens.color.surface, tokens.color.surfaceRaised]) {
      expect(contrastRatio(tokens.color.primary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.color.accent, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("sets Android's faces first: Roboto, then Noto Sans SC for Chinese", () => {
    expect(
      tokens.font.family
        .split(',')
        .slice(0, 3)
        .map((face) => face.trim()),
    ).toEqual(['Roboto', '"Noto Sans SC"', '"Noto Sans CJK SC"']);
  });

  it('makes the focus ring stand out from the background (3:1)', () => {
    expect(contrastRatio(tokens.color.focus, tokens.color.background)).toBeGreaterThanOrEqual(3);
  });

  it('uses the documented motion durations', () => {
    expect([tokens.motion.fast, tokens.motion.normal, tokens.motion.slow]).toEqual(['200ms', '300ms', '400ms']);
  });
});

describe('the registered brands', () => {
  it('include the dark theme, the second brand and the JSON files in brands/ (a new file joins by itself)', () => {
    expect(brands.map(([name]) => name).slice(0, 2)).toEqual(['dark', 'emerald']);
    expect(brands.map(([name]) => name)).toContain('./brands/ruby.json');
  });
});

describe('second brand', () => {
  it('differs from the dark theme in colours, radius and logo, and nothing is left unset', () => {
    expect(emeraldTokens.color.primary).not.toBe(darkTokens.color.primary);
    expect(emeraldTokens.radius.md).not.toBe(darkTokens.radius.md);
    expect(emeraldTokens.brand.name).not.toBe(darkTokens.brand.name);
    expect(emeraldTokens.brand.logo).not.toBe(darkTokens.brand.logo);
    expect(emeraldTokens.brand.logo).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(JSON.stringify(emeraldTokens)).not.toMatch(/undefined|null/);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#000000')).toThrow(/#rrggbb/);
  });
});
