import { describe, expect, it } from 'vitest';
import { chooseImageCdn, originImageCdn } from './imageCdn.ts';

const list = { cdns: ['https://a.example.test', '/art/mirror'], fallback: '/' };

describe('the image CDN of a visit', () => {
  it('puts every image on the CDN picked at random, with the fallback as the second source', () => {
    const choice = chooseImageCdn(list, () => 0.7);
    expect(choice.source('/art/games/pg.png')).toEqual({
      src: '/art/mirror/art/games/pg.png',
      fallbackSrc: '/art/games/pg.png',
    });
    expect(chooseImageCdn(list, () => 0.2).source('art/x.png').src).toBe('https://a.example.test/art/x.png');
  });

  it('uses the fallback for every image once an image of the picked CDN failed', () => {
    const choice = chooseImageCdn(list, () => 0);
    const heard: string[] = [];
    choice.subscribe(() => heard.push(choice.base));
    choice.failed();
    choice.failed();
    expect(heard).toEqual(['/']);
    expect(choice.base).toBe('/');
    expect(choice.source('/art/games/pg.png')).toEqual({ src: '/art/games/pg.png' });
  });

  it('uses the fallback when the list is empty, and leaves absolute addresses alone', () => {
    const choice = chooseImageCdn({ cdns: [], fallback: 'https://d.example.test' }, () => 0.5);
    expect(choice.source('/v/PG_grey.png')).toEqual({ src: 'https://d.example.test/v/PG_grey.png' });
    expect(choice.source('https://b.example.test/x.png')).toEqual({ src: 'https://b.example.test/x.png' });
  });

  it("takes images from the site's own origin when the list could not be read", () => {
    expect(originImageCdn().source('/art/banners/home-1.jpg')).toEqual({ src: '/art/banners/home-1.jpg' });
  });
});
