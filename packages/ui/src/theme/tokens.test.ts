import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { darkTokens, emeraldTokens, type ThemeTokens } from './tokens.ts';

const brands: [string, ThemeTokens][] = [
  ['dark', darkTokens],
  ['emerald', emeraldTokens],
];

describe.each(brands)('%s theme', (_name, tokens) => {
  it('keeps body text readable (WCAG AA, 4.5:1) on every surface', () => {
    for (const surface of [tokens.color.background, tokens.color.surface, tokens.color.surfaceRaised]) {
      expect(contrastRatio(tokens.color.text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.color.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps text on the primary colour readable', () => {
    expect(contrastRatio(tokens.color.onPrimary, tokens.color.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps text on the success, danger and warning fills readable', () => {
    expect(contrastRatio(tokens.color.onSuccess, tokens.color.success)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.color.onDanger, tokens.color.danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.color.onWarning, tokens.color.warning)).toBeGreaterThanOrEqual(4.5);
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
