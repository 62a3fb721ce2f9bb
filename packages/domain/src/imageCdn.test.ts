import { describe, expect, it } from 'vitest';
import { greyVendorLogoPath, imageUrl, pickImageCdn } from './imageCdn.ts';

describe('image CDN', () => {
  it('picks one at random, with the default when the list is empty', () => {
    expect(pickImageCdn(['https://a', 'https://b'], 'https://d', () => 0.6)).toBe('https://b');
    expect(pickImageCdn([], 'https://d', () => 0.6)).toBe('https://d');
    expect(pickImageCdn([' '], 'https://d', () => 0)).toBe('https://d');
  });

  it('joins paths and leaves absolute URLs alone', () => {
    expect(imageUrl('https://a/', '/img/x.png')).toBe('https://a/img/x.png');
    expect(imageUrl('https://a', 'https://b/x.png')).toBe('https://b/x.png');
    expect(imageUrl('https://a', 'data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });

  it('leaves http, https and protocol-relative URLs alone, and joins every other path whole', () => {
    expect(imageUrl('https://a', 'http://b/x.png')).toBe('http://b/x.png');
    expect(imageUrl('https://a', '//b/x.png')).toBe('//b/x.png');
    expect(imageUrl('https://a', 'img/x.png')).toBe('https://a/img/x.png');
    expect(imageUrl('https://a/', 'banners//top.png')).toBe('https://a/banners//top.png');
  });
});

describe('greyVendorLogoPath', () => {
  it('names the grey logo after the vendor, at the root of the CDN', () => {
    expect(greyVendorLogoPath('PG')).toBe('PG_grey.png');
    expect(imageUrl('https://cdn.example.com/icons', greyVendorLogoPath('SV3'))).toBe(
      'https://cdn.example.com/icons/SV3_grey.png',
    );
  });
});
