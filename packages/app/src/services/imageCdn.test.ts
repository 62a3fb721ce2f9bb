import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe("the device's draw for the CDN pick", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Web Storage as a browser keeps it from one visit to the next. */
  function keptStorage(entries: Record<string, string> = {}) {
    const kept = new Map(Object.entries(entries));
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    });
    return kept;
  }

  /** A visit: the module loaded afresh, as a new page loads it. */
  async function visit() {
    vi.resetModules();
    const { chooseImageCdn: choose, deviceRandom } = await import('./imageCdn.ts');
    const four = { cdns: ['/a', '/b', '/c', '/d'], fallback: '/' };
    return choose(four, deviceRandom).base;
  }

  it('picks by the draw the device kept', async () => {
    keptStorage({ imageCdnDraw: '0.8' });
    expect(await visit()).toBe('/d');
    keptStorage({ imageCdnDraw: '0.3' });
    expect(await visit()).toBe('/b');
  });

  it('draws once at random and keeps it, so every later visit asks the same CDN', async () => {
    const kept = keptStorage();
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.55).mockReturnValue(0.05);
    expect(await visit()).toBe('/c');
    expect(kept.get('imageCdnDraw')).toBe('0.550000000');
    expect(await visit()).toBe('/c');
    expect(await visit()).toBe('/c');
    vi.restoreAllMocks();
  });

  it('draws again when what is kept is not a draw, and each visit draws where storage is refused', async () => {
    for (const bad of ['1', '', '-0.2', 'abc', '0.5x']) {
      const kept = keptStorage({ imageCdnDraw: bad });
      vi.spyOn(Math, 'random').mockReturnValue(0.1);
      expect(await visit(), bad).toBe('/a');
      expect(kept.get('imageCdnDraw'), bad).toBe('0.100000000');
      vi.restoreAllMocks();
    }
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    vi.spyOn(Math, 'random').mockReturnValueOnce(0.9).mockReturnValueOnce(0.3);
    expect(await visit()).toBe('/d');
    expect(await visit()).toBe('/b');
    vi.restoreAllMocks();
  });
});
