import { describe, expect, it } from 'vitest';
import ruby from './brands/ruby.json' with { type: 'json' };
import { BrandTokensError, brandTokenProblems, parseBrandTokens } from './runtimeBrand.ts';
import { darkTokens } from './tokens.ts';

/** The example JSON brand with some of its values changed, as a white-label team's file might arrive. */
function rubyWith(changes: { color?: Record<string, string>; brand?: Record<string, string> }): unknown {
  return {
    ...ruby,
    color: { ...ruby.color, ...changes.color },
    brand: { ...ruby.brand, ...changes.brand },
  };
}

describe('parseBrandTokens', () => {
  it('takes a JSON brand of the same shape as a build-time brand', () => {
    const tokens = parseBrandTokens(JSON.parse(JSON.stringify(ruby)));
    expect(tokens.brand.name).toBe('Ruby Palace');
    expect(tokens.color.primary).toBe('#fb7185');
    expect(parseBrandTokens(darkTokens)).toBe(darkTokens);
  });

  it('names every missing and unknown token, not only the first', () => {
    const { onAccent: _missing, ...color } = ruby.color;
    const problems = brandTokenProblems({ ...ruby, color: { ...color, link: '#ffffff' }, shadow: {} });
    expect(problems).toEqual(['color.onAccent: missing', 'color.link: not a token', 'shadow: not a token']);
  });

  it('refuses a group that is not an object and a token that is not a string', () => {
    expect(brandTokenProblems({ ...ruby, space: 'large' })).toEqual(['space: expected an object']);
    expect(brandTokenProblems({ ...ruby, zIndex: { ...ruby.zIndex, toast: 40 } })).toEqual([
      'zIndex.toast: expected a string',
    ]);
    expect(brandTokenProblems(null)).toEqual(['tokens: expected an object']);
    expect(brandTokenProblems([])).toEqual(['tokens: expected an object']);
  });

  it.each([
    ['color.primary', { color: { primary: 'red' } }],
    ['color.text', { color: { text: '#fff' } }],
    ['color.overlay', { color: { overlay: 'rgba(0, 0, 0, 0.6); color: red' } }],
    ['brand.name', { brand: { name: 'Ruby "Palace"' } }],
    ['brand.name', { brand: { name: '' } }],
    ['brand.logo', { brand: { logo: 'url("http://cdn.example.com/logo.svg")' } }],
    ['brand.logo', { brand: { logo: 'url("//cdn.example.com/logo.svg")' } }],
    ['brand.logo', { brand: { logo: 'url("javascript:alert(1)")' } }],
    ['brand.logo', { brand: { logo: 'url("/brand/ruby.svg") , url("x")' } }],
  ])('refuses a malformed %s', (path, changes) => {
    const problems = brandTokenProblems(rubyWith(changes));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${path.replace('.', '\\.')}: expected `));
  });

  it.each([
    'url("/brand/ruby.svg")',
    'url("https://cdn.example.com/brand/ruby.png")',
    'url("data:image/png;base64,iVBORw0KGgo=")',
  ])('takes a logo at %s', (logo) => {
    expect(brandTokenProblems(rubyWith({ brand: { logo } }))).toEqual([]);
  });

  it('checks formats outside the colours too', () => {
    const broken = {
      ...ruby,
      radius: { ...ruby.radius, md: '1 rem' },
      font: { ...ruby.font, weight: { ...ruby.font.weight, bold: 'bold' } },
      motion: { ...ruby.motion, fast: '0.2s', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    };
    expect(brandTokenProblems(broken)).toEqual([
      'radius.md: expected a length, got "1 rem"',
      'font.weight.bold: expected a weight from 100 to 900, got "bold"',
      'motion.fast: expected a duration in ms, got "0.2s"',
    ]);
  });

  it('refuses text that would be hard to read, with the ratio it has and the one it needs', () => {
    const problems = brandTokenProblems(rubyWith({ color: { onPrimary: '#ff8095', focus: '#1f1016' } }));
    expect(problems).toEqual([
      'contrast onPrimary on primary: 1.12:1, needs 4.5:1',
      'contrast focus on background: 1.06:1, needs 3:1',
    ]);
  });

  it('throws every problem at once', () => {
    const attempt = () => parseBrandTokens(rubyWith({ color: { primary: 'gold', accent: 'teal' } }));
    expect(attempt).toThrow(BrandTokensError);
    expect(attempt).toThrow(
      'Brand tokens refused:\n- color.primary: expected a #rrggbb colour, got "gold"\n' +
        '- color.accent: expected a #rrggbb colour, got "teal"',
    );
  });
});
