import { describe, expect, it } from 'vitest';
import { DEMO_HEADERS, login, testGateway } from '../testGateway.ts';

type Element = { name: string; attributes: Map<string, string> };

/**
 * A strict reading of the XML the art is written in: one root, every element closed in order, attribute values
 * quoted, no attribute twice, no raw `<` or bare `&` in text or values. Throws where a browser's XML parser would.
 */
function parseXml(text: string): Element[] {
  const entity = /&(?!#[0-9]+;|#x[0-9a-f]+;|amp;|lt;|gt;|quot;|apos;)/i;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const elements: Element[] = [];
  const open: string[] = [];
  let index = 0;
  while (index < text.length) {
    token.lastIndex = index;
    const match = token.exec(text);
    if (!match) throw new Error(`not well-formed at ${index}: ${text.slice(index, index + 60)}`);
    index = token.lastIndex;
    const [, closing, name = '', attributeText = '', selfClosing, characters] = match;
    if (characters !== undefined) {
      if (open.length === 0) throw new Error(`text outside the root: ${characters.slice(0, 60)}`);
      if (entity.test(characters)) throw new Error(`bare & in text: ${characters.slice(0, 60)}`);
      continue;
    }
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes another element`);
      continue;
    }
    if (open.length === 0 && elements.length > 0) throw new Error(`a second root <${name}>`);
    const attributes = new Map<string, string>();
    for (const [, key = '', value = ''] of attributeText.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (attributes.has(key)) throw new Error(`<${name}> has ${key} twice`);
      if (entity.test(value)) throw new Error(`bare & in ${key}="${value}"`);
      attributes.set(key, value);
    }
    elements.push({ name, attributes });
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`<${open.join('>, <')}> never closed`);
  return elements;
}

/** What would run a script, load or embed something, or style beyond attributes. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'image', 'use', 'a', 'style']);

async function art(app: ReturnType<typeof testGateway>['app'], path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers });
  return { response, text: await response.text() };
}

function ratio(svg: string): number {
  const [root] = parseXml(svg);
  const [, , width, height] = (root?.attributes.get('viewBox') ?? '').split(' ').map(Number);
  return (width ?? 0) / (height ?? 1);
}

/** Every picture the demo data points at: game tiles, banners, promotion pictures and vendor logos. */
function seededPictures(db: ReturnType<typeof testGateway>['db']): string[] {
  return [
    ...db.prepare("SELECT icon_url AS url FROM game WHERE merchant_code = 'DEMO'").all(),
    ...db.prepare("SELECT url FROM announcement WHERE merchant_code = 'DEMO' AND type = 'B'").all(),
    ...db.prepare('SELECT url FROM announcement_image').all(),
    ...db
      .prepare("SELECT '/art/v2/vendor/' || vassalage || '.svg' AS url FROM vendor WHERE merchant_code = 'DEMO'")
      .all(),
  ].map((row) => String(row.url));
}

describe('generated art', () => {
  it('answers an SVG sized for its slot: square tiles, wide vendor logos, 16:7 banners and covers', async () => {
    const { app } = testGateway();
    const sizes: [string, number][] = [
      ['/art/v2/game/PG-001.svg', 1],
      ['/art/v2/vendor/PG.svg', 3],
      ['/art/v2/banner/m_home-1.svg', 16 / 7],
      ['/art/v2/promotion/1-cover.svg', 16 / 7],
    ];
    for (const [path, expected] of sizes) {
      const { response, text } = await art(app, path);
      expect(response.status, path).toBe(200);
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" '), path).toBe(true);
      expect(ratio(text), path).toBeCloseTo(expected, 5);
    }
  });

  it('is cacheable for a year, typed, unsniffable and unable to run anything', async () => {
    const { app } = testGateway();
    const { response } = await art(app, '/art/v2/game/JILI-007.svg');
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const etag = response.headers.get('ETag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await art(app, '/art/v2/game/JILI-007.svg', { 'If-None-Match': etag ?? '' });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('draws the same picture for the same code, and a different one for every seeded item', async () => {
    const { app, db } = testGateway();
    const first = await art(app, '/art/v2/game/PG-001.svg');
    const second = await art(app, '/art/v2/game/PG-001.svg');
    expect(second.text).toBe(first.text);
    expect(second.response.headers.get('ETag')).toBe(first.response.headers.get('ETag'));

    const urls = [
      ...db.prepare("SELECT icon_url AS url FROM game WHERE merchant_code = 'DEMO'").all(),
      ...db.prepare("SELECT url FROM announcement WHERE merchant_code = 'DEMO' AND type = 'B'").all(),
      ...db.prepare('SELECT url FROM announcement_image').all(),
    ].map((row) => String(row.url));
    const pictures = new Set<string>();
    for (const url of urls) pictures.add((await art(app, url)).text);
    expect(urls.length).toBeGreaterThan(615);
    expect(pictures.size).toBe(urls.length);
  });

  it('is well-formed XML with nothing that runs, loads or links elsewhere, for every item and unknown codes', async () => {
    const { app, db } = testGateway();
    const seeded = seededPictures(db);
    const problems: string[] = [];
    for (const path of [
      ...seeded,
      '/art/v2/game/NOSUCHGAME.svg',
      '/art/v2/vendor/NOSUCHVENDOR.svg',
      '/art/v2/banner/other.svg',
      '/art/v2/promotion/999999.svg',
    ]) {
      const { text } = await art(app, path);
      let elements: Element[] = [];
      try {
        elements = parseXml(text);
      } catch (error) {
        problems.push(`${path}: ${String(error)}`);
      }
      if (elements[0]?.name !== 'svg') problems.push(`${path}: root <${elements[0]?.name}>`);
      if (!/^0 0 [0-9]+ [0-9]+$/.test(elements[0]?.attributes.get('viewBox') ?? '')) {
        problems.push(`${path}: viewBox ${elements[0]?.attributes.get('viewBox')}`);
      }
      for (const { name, attributes } of elements) {
        if (FORBIDDEN_ELEMENTS.has(name.toLowerCase())) problems.push(`${path}: <${name}>`);
        for (const [key, value] of attributes) {
          if (key.toLowerCase().startsWith('on')) problems.push(`${path}: <${name} ${key}>`);
          if (key !== 'xmlns' && /https?:|javascript:|data:|url\((?!#)/i.test(value)) {
            problems.push(`${path}: <${name} ${key}="${value}">`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('blurs nothing: no picture carries an SVG filter, which a phone would rasterise on its main thread', async () => {
    const { app, db } = testGateway();
    const seeded = seededPictures(db);
    expect(seeded.length).toBeGreaterThan(100);
    const filtered: string[] = [];
    for (const path of seeded) {
      const elements = parseXml((await art(app, path)).text);
      if (elements.some(({ name, attributes }) => name === 'filter' || attributes.has('filter'))) filtered.push(path);
    }
    expect(filtered).toEqual([]);
  });

  it("draws each vendor's grey logo where the vendor strip asks for it, at an image CDN's root, in greys only", async () => {
    const { app } = testGateway();
    const colour = await art(app, '/art/v2/vendor/PG.svg');
    for (const path of ['/PG_grey.png', '/art/mirror/PG_grey.png']) {
      const { response, text } = await art(app, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable');
      const elements = parseXml(text);
      expect(elements[0]?.attributes.get('aria-label'), path).toBe('PG Soft');
      expect(ratio(text), path).toBeCloseTo(3, 5);
      // Every colour it names is a grey: red, green and blue within a few steps of each other.
      const colours = [...text.matchAll(/#([0-9a-f]{6})\b/gi)].map((match) => match[1] ?? '');
      expect(colours.length, path).toBeGreaterThan(0);
      const notGrey = colours.filter((hex) => {
        const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
        return Math.max(r ?? 0, g ?? 0, b ?? 0) - Math.min(r ?? 0, g ?? 0, b ?? 0) > 16;
      });
      expect(notGrey, path).toEqual([]);
      expect(text, path).not.toBe(colour.text);
    }
    expect((await art(app, '/PG_gray.png')).response.status).toBe(404);
    expect((await art(app, `/${'A'.repeat(65)}_grey.png`)).response.status).toBe(404);
  });

  it('sets text from the database as text, escaped', async () => {
    const { app } = testGateway();
    const created = await app.request('/__dev/content', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: 'promotion',
        title: '<script>alert(1)</script> & "Friends"',
        categories: ['REFERRAL'],
      }),
    });
    const { value } = (await created.json()) as { value: { id: number } };
    const { text } = await art(app, `/art/v2/promotion/${value.id}-cover.svg`);
    expect(() => parseXml(text)).not.toThrow();
    expect(text).not.toContain('<script');
    expect(text).toContain('&#60;SCRIPT&#62;ALERT(1)&#60;/SCRIPT&#62;');
    expect(text).toContain('aria-label="&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Friends&#34;"');
  });

  it('answers 404 for a code outside [A-Za-z0-9_-]{1,64}, an unknown kind or another version', async () => {
    const { app } = testGateway();
    expect((await art(app, `/art/v2/game/${'A'.repeat(64)}.svg`)).response.status).toBe(200);
    for (const path of [
      `/art/v2/game/${'A'.repeat(65)}.svg`,
      '/art/v2/game/.svg',
      '/art/v2/game/PG-001.png',
      '/art/v2/game/PG-001.svg.svg',
      '/art/v2/game/PG.001.svg',
      '/art/v2/game/%3Cscript%3E.svg',
      '/art/v2/game/..%2Fseed.svg',
      '/art/v2/game/PG%20001.svg',
      '/art/v2/game/PG-001.svg%00',
      '/art/v2/poster/PG-001.svg',
      '/art/v0/game/PG-001.svg',
      '/art/game/PG-001.svg',
    ]) {
      const { response, text } = await art(app, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/);
      expect(JSON.parse(text), path).toEqual({ success: false, errorCode: 'route.not.found' });
    }
  });

  it('is what the demo data points at, with no platform headers needed', async () => {
    const { app } = testGateway();
    const games = (await (
      await app.request('/wps/relay/GCSGAME_gameList?gameType=FISH&pageNo=1&pageSize=18', { headers: DEMO_HEADERS })
    ).json()) as { value: { games: { iconUrl: string }[] } };
    const content = (await (
      await app.request('/wps/system/announcements?types=B,PR&groupName=m_home&platform=M', { headers: DEMO_HEADERS })
    ).json()) as { value: { banners: { url: string }[]; promotion: { announcementImages: { url: string }[] }[] } };
    const urls = [
      ...games.value.games.map((game) => game.iconUrl),
      ...content.value.banners.map((banner) => banner.url),
      ...content.value.promotion.flatMap((promotion) => promotion.announcementImages.map((image) => image.url)),
    ];
    expect(urls.length).toBeGreaterThan(20);
    for (const url of urls) {
      expect(url).toMatch(/^\/art\/v2\/(game|banner|promotion)\/[A-Za-z0-9_-]{1,64}\.svg$/);
      const { response } = await art(app, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type'), url).toMatch(/^image\/svg\+xml/);
    }
  });

  it("draws the member's profile picture and every choice of it, as square pictures", async () => {
    const { app } = testGateway();
    const signedIn = await login(app, { type: 'username', username: 'demo01', password: 'Demo1234' });
    const headers = { ...DEMO_HEADERS, Authorization: signedIn.body.value?.token ?? '' };
    const info = (await (await app.request('/wps/member/info', { headers })).json()) as {
      value: { avatarUrl: string };
    };
    const icon = (await (await app.request('/wps/member/info/icon', { headers })).json()) as {
      value: { url: string; choices: { url: string }[] };
    };
    const urls = [info.value.avatarUrl, icon.value.url, ...icon.value.choices.map((choice) => choice.url)];
    expect(icon.value.choices).toHaveLength(8);
    for (const url of urls) {
      expect(url).toMatch(/^\/art\/v2\/avatar\/[A-Za-z0-9_-]{1,64}\.svg$/);
      const { response, text } = await art(app, url);
      expect(response.status, url).toBe(200);
      expect(parseXml(text)[0]?.attributes.get('viewBox'), url).toBe('0 0 96 96');
    }
  });
});

describe('the words on banners and promotion covers, in the language of the answer', () => {
  /** The shapes of a picture, without its words: the same in every language. */
  const shapes = (svg: string) => svg.match(/<(path|circle) [^>]*>/g) ?? [];

  it("draws home's first banner in Malay and in Chinese, the same picture as in English", async () => {
    const { app } = testGateway();
    const english = (await art(app, '/art/v2/banner/m_home-1.svg')).text;
    const malay = (await art(app, '/art/v2/banner/m_home-1-ms.svg')).text;
    const chinese = (await art(app, '/art/v2/banner/m_home-1-cn.svg')).text;
    expect(english).toContain('>LEARN MORE<');
    expect(malay).toContain('>KETAHUI LANJUT<');
    expect(malay).toContain('>Sehingga 1.2% bagi setiap pertaruhan<');
    expect(malay).not.toContain('LEARN MORE');
    expect(chinese).toContain('>了解更多<');
    expect(chinese).toContain('>每注最高返还 1.2%<');
    for (const svg of [malay, chinese]) {
      expect(() => parseXml(svg)).not.toThrow();
      expect(shapes(svg)).toEqual(shapes(english));
    }
  });

  it('gives the banners and the promotion pictures in the language asked, with the promotion title in it', async () => {
    const { app } = testGateway();
    const answer = async (language: string) =>
      (
        (await (
          await app.request('/wps/system/announcements?types=B,PR&groupName=m_home&platform=M', {
            headers: { ...DEMO_HEADERS, Language: language },
          })
        ).json()) as {
          value: {
            banners: { url: string }[];
            promotion: { title: string; announcementImages: { url: string }[] }[];
          };
        }
      ).value;
    const english = await answer('EN');
    const malay = await answer('MS');
    const first = english.banners[0]?.url ?? '';
    expect(first).toMatch(/^\/art\/v2\/banner\/m_home-[0-9]+\.svg$/);
    expect(malay.banners[0]?.url).toBe(first.replace('.svg', '-ms.svg'));
    expect((await answer('CN')).banners[0]?.url).toBe(first.replace('.svg', '-cn.svg'));
    // Any other language has English words, as its texts do.
    expect((await answer('TH')).banners[0]?.url).toBe(first);

    const promotion = malay.promotion.find((shown) => shown.title !== english.promotion[0]?.title);
    expect(promotion).toBeDefined();
    const [cover] = promotion?.announcementImages ?? [];
    expect(cover?.url).toMatch(/^\/art\/v2\/promotion\/[0-9]+-cover-ms\.svg$/);
    const { response, text } = await art(app, cover?.url ?? '');
    expect(response.status).toBe(200);
    expect(text).toContain('>Ahli sahaja · tertakluk pada terma<');
    expect(text).toContain(`aria-label="${promotion?.title}"`);
  });

  it('draws no language on the other kinds: a game tile coded like one is an unknown game', async () => {
    const { app } = testGateway();
    const tile = (await art(app, '/art/v2/game/PG-001.svg')).text;
    expect((await art(app, '/art/v2/game/PG-001-ms.svg')).text).not.toEqual(tile);
  });
});
