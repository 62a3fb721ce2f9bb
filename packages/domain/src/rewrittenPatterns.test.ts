import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripHtml } from './content.ts';
import { imageUrl } from './imageCdn.ts';
import { popupPxToRem } from './popupHtml.ts';

/**
 * Patterns rewritten so they no longer backtrack (patternTiming.test.ts) must give the results the earlier ones
 * gave. The earlier patterns are written out here and run on short texts, where they are still quick. Why the two
 * agree at any length is argued beside each rewritten pattern; this checks the argument on short texts made of the
 * pieces that matter.
 */
const short = (pieces: readonly string[], maxLength: number) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));

describe('the rewritten patterns give the results the earlier ones gave', () => {
  it('popupPxToRem converts the same sizes', () => {
    // What a size becomes is the function's own rule; what is compared is which spans of the text are sizes.
    const earlier = (html: string) =>
      html.replace(/(-?\d*\.?\d+)px\b/g, (_match, value: string) => popupPxToRem(`${value}px`));
    const css = short(['1', '0', '25', '.', '-', 'p', 'x', 'px', ' ', 'a', '_', ';', ':'], 16);
    fc.assert(
      fc.property(css, (html) => {
        expect(popupPxToRem(html), html).toBe(earlier(html));
      }),
      { numRuns: 5000 },
    );
    expect(popupPxToRem('1.2.3px')).toBe(`1.${popupPxToRem('2.3px')}`);
    expect(popupPxToRem('5-3px .5px 7pxx')).toBe(`5${popupPxToRem('-3px')} ${popupPxToRem('.5px')} 7pxx`);
  });

  it('stripHtml, on markup without entities', () => {
    const earlier = (html: string) =>
      html
        .replace(/<!--[\s\S]*?(?:-->|$)|<(style|script|template)(?=[\s/>])[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    const pieces = ['<', '>', '/', ' ', '\n', 'a', 'b', '<!--', '-->', '-', '!', 'script', 'STYLE', 'template'];
    const markup = short([...pieces, '</script', '</style', '<b>', '<script>', '<style '], 14);
    fc.assert(
      fc.property(markup, (html) => {
        expect(stripHtml(html), html).toBe(earlier(html));
      }),
      { numRuns: 20_000 },
    );
    expect(stripHtml('a <b <c> d')).toBe('a d');
    expect(stripHtml('<b a<b')).toBe('<b a<b');
    expect(stripHtml('x <script <script> y')).toBe('x');
    expect(stripHtml('x <style <b> y')).toBe('x');
    expect(stripHtml('x <style <script y> z')).toBe('x');
    expect(stripHtml('x <script a <!-- b')).toBe('x <script a');
  });

  it('imageUrl, trimming the CDN', () => {
    const earlier = (cdn: string) => `${cdn.replace(/\/+$/, '')}/logo.png`;
    const cdns = short(['/', '//', 'h', ':', '.', 'x', ' '], 12);
    fc.assert(
      fc.property(cdns, (cdn) => {
        expect(imageUrl(cdn, 'logo.png'), cdn).toBe(earlier(cdn));
      }),
      { numRuns: 2000 },
    );
    expect(imageUrl('https://cdn.example//', '/logo.png')).toBe('https://cdn.example/logo.png');
    expect(imageUrl('https://cdn.example/a//b/', 'logo.png')).toBe('https://cdn.example/a//b/logo.png');
  });
});
