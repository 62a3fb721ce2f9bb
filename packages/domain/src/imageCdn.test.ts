import { describe, expect, it } from 'vitest';
import { imageUrl, pickImageCdn } from './imageCdn.ts';

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
});
