import { operations } from '@wl/api/operations';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, takeEarlyAnswer, withEarlyAnswers } from './earlyAnswers.ts';
import { gameListEarlyRequests, HOME_EARLY_REQUESTS, VISITOR_EARLY_REQUESTS } from './homeEarly.ts';

const ORIGIN = 'https://casino.example';
const HEADERS = { merchant: 'DEMO', device: '3', language: 'MS' };

/** The network as the page sees it: each request it was sent, answered with its own address. */
function network() {
  const sent: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return new Response(request.url);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const clientRequest = (path: string, headers: Record<string, string> = { Language: 'MS' }, method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { method, headers });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early answers', () => {
  it('asks at once, with the merchant, device, language and module of the call, and no session', () => {
    const sent = network();
    askEarly(
      [{ path: '/wps/system/announcements', query: { groupName: 'm_home' }, moduleId: 'COMM3' }],
      HEADERS,
      ORIGIN,
    );
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`${ORIGIN}/wps/system/announcements?groupName=m_home`);
    expect(Object.fromEntries(request?.headers ?? [])).toEqual({
      merchant: 'DEMO',
      device: '3',
      language: 'MS',
      'module-id': 'COMM3',
    });
    takeEarlyAnswer(clientRequest('/wps/system/announcements?groupName=m_home'));
  });

  it("gives the client the early answer once, whatever its query's order or encoding", async () => {
    const sent = network();
    askEarly(
      [{ path: '/wps/system/announcements', query: { types: 'B,PL,PU', groupName: 'm_home' }, moduleId: 'COMM3' }],
      HEADERS,
      ORIGIN,
    );
    const send = withEarlyAnswers(async () => new Response('from the network'));
    const first = await send(clientRequest('/wps/system/announcements?groupName=m_home&types=B%2CPL%2CPU'));
    expect(await first.text()).toBe(`${ORIGIN}/wps/system/announcements?types=B%2CPL%2CPU&groupName=m_home`);
    const again = await send(clientRequest('/wps/system/announcements?groupName=m_home&types=B%2CPL%2CPU'));
    expect(await again.text()).toBe('from the network');
    expect(sent).toHaveLength(1);
  });

  it('leaves another language, a session, another method or another query to the network', async () => {
    network();
    const path = '/wps/system/image-cdns';
    askEarly([{ path, moduleId: 'COMM3' }], HEADERS, ORIGIN);
    expect(takeEarlyAnswer(clientRequest(path, { Language: 'EN' }))).toBeUndefined();
    expect(takeEarlyAnswer(clientRequest(path, { Language: 'MS', Authorization: 'token' }))).toBeUndefined();
    expect(takeEarlyAnswer(clientRequest(path, { Language: 'MS' }, 'POST'))).toBeUndefined();
    expect(takeEarlyAnswer(clientRequest(`${path}?page=2`))).toBeUndefined();
    // Still there for the request it was asked for.
    expect(takeEarlyAnswer(clientRequest(path))).toBeDefined();
  });

  it('asks the network again when the early request failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    askEarly([{ path: '/wps/system/image-cdns', moduleId: 'COMM3' }], HEADERS, ORIGIN);
    const send = withEarlyAnswers(async () => new Response('asked again'));
    const answer = await send(clientRequest('/wps/system/image-cdns'));
    expect(await answer.text()).toBe('asked again');
  });

  it("gives up an early answer that has not come when the client's call times out, and asks nothing more", async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    askEarly([{ path: '/wps/system/status', moduleId: 'COMM3' }], HEADERS, ORIGIN);
    const send = vi.fn(async () => new Response('from the network'));
    const limit = new AbortController();
    const answer = withEarlyAnswers(send)(
      new Request(`${ORIGIN}/wps/system/status`, { headers: { Language: 'MS' }, signal: limit.signal }),
    );
    limit.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(send).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks home's announcements of m_home and the image CDNs, with the contract's module ids", () => {
    expect(HOME_EARLY_REQUESTS.map((request) => request.path)).toEqual([
      '/wps/system/announcements',
      '/wps/system/image-cdns',
    ]);
    expect(HOME_EARLY_REQUESTS[0]?.query).toEqual({ types: 'B,PL,PU', groupName: 'm_home', platform: 'M' });
    for (const request of HOME_EARLY_REQUESTS) {
      const operation = operations[`GET ${request.path}`];
      expect(operation?.moduleId, request.path).toBe(request.moduleId);
      // Early requests carry no session: only public operations may be asked early.
      expect(operation?.auth, request.path).toBe(false);
    }
  });

  it("asks a visitor's status, merchant switches and image CDNs, public and with the contract's module ids", () => {
    expect(VISITOR_EARLY_REQUESTS.map((request) => request.path)).toEqual([
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/image-cdns',
    ]);
    for (const request of VISITOR_EARLY_REQUESTS) {
      const operation = operations[`GET ${request.path}`];
      expect(operation?.moduleId, request.path).toBe(request.moduleId);
      expect(operation?.auth, request.path).toBe(false);
    }
  });
});

describe("a game screen's first page, asked early", () => {
  it("asks the first 18 games of the type, of the vendor when one is named, public and with the contract's module id", () => {
    const [slots, categories] = gameListEarlyRequests('RNG');
    // The vendor categories decide whether the screen lists games or vendors, and its vendor tabs.
    expect(categories).toEqual({ path: '/wps/relay/GCSGAME_vendorCategories', moduleId: 'GCSGAME3' });
    expect(operations[`GET ${categories?.path}`]).toMatchObject({ moduleId: 'GCSGAME3', auth: false });
    expect(slots).toEqual({
      path: '/wps/relay/GCSGAME_gameList',
      query: { platform: 'html5', clientType: '2', pageNo: '1', pageSize: '18', gameType: 'RNG' },
      moduleId: 'GCSGAME3',
    });
    const operation = operations[`GET ${slots?.path}`];
    expect(operation?.moduleId).toBe('GCSGAME3');
    expect(operation?.auth).toBe(false);
    expect(gameListEarlyRequests('FISH', 'JILI')[0]?.query).toEqual({
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '18',
      gameType: 'FISH',
      vassalage: 'JILI',
    });
    // In-house games are every type of the in-house vendors, which the list narrows to itself.
    expect(gameListEarlyRequests('INHOUSE')[0]?.query).toEqual({
      platform: 'html5',
      clientType: '2',
      pageNo: '1',
      pageSize: '18',
    });
  });

  it('asks nothing for hot games, favourites or recent games', () => {
    expect([
      ...gameListEarlyRequests('HOT'),
      ...gameListEarlyRequests('FAV'),
      ...gameListEarlyRequests('RECENT'),
    ]).toEqual([]);
  });
});

describe("home's first banner from the early answers", () => {
  /** The gateway's envelope around a value, as /wps answers. */
  const envelope = (value: unknown) => Response.json({ success: true, value });

  async function homeWith(answers: { announcements: () => Response; cdns: () => Response }) {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/image-cdns') ? answers.cdns() : answers.announcements(),
      ),
    );
    const early = await import('./earlyAnswers.ts');
    const home = await import('./homeEarly.ts');
    early.askEarly(home.HOME_EARLY_REQUESTS, HEADERS, ORIGIN);
    return home;
  }

  const banners = {
    banners: [
      { id: 1, url: '/art/v1/banner/m_home-1.svg' },
      { id: 2, url: '/art/v1/banner/m_home-2.svg' },
    ],
  };

  it('is the first m_home banner on the CDN of the visit, with the fallback as its second source', async () => {
    const home = await homeWith({
      announcements: () => envelope(banners),
      cdns: () => envelope({ cdns: ['https://img.example.test/'], fallback: '/' }),
    });
    expect(await home.firstHomeBanner()).toEqual({
      src: 'https://img.example.test/art/v1/banner/m_home-1.svg',
      fallbackSrc: '/art/v1/banner/m_home-1.svg',
    });
  });

  it('comes from the site itself when the CDN list fails', async () => {
    const home = await homeWith({
      announcements: () => envelope(banners),
      cdns: () => new Response('unavailable', { status: 503 }),
    });
    expect(await home.firstHomeBanner()).toEqual({ src: '/art/v1/banner/m_home-1.svg' });
  });

  it('is none without banners, with a failed envelope, or when home asked nothing early', async () => {
    const cdns = () => envelope({ cdns: [], fallback: '/' });
    expect(await (await homeWith({ announcements: () => envelope({ banners: [] }), cdns })).firstHomeBanner()).toBe(
      undefined,
    );
    const refused = () => Response.json({ success: false, errorCode: 'merchant.unknown' });
    expect(await (await homeWith({ announcements: refused, cdns })).firstHomeBanner()).toBe(undefined);
    vi.resetModules();
    const home = await import('./homeEarly.ts');
    expect(await home.firstHomeBanner()).toBe(undefined);
  });

  describe('kept for the next visit', () => {
    /** Web Storage as a browser keeps it, for one visit after another. */
    function keptStorage(entries: Record<string, string> = {}) {
      const kept = new Map(Object.entries(entries));
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => kept.get(key) ?? null,
        setItem: (key: string, value: string) => void kept.set(key, value),
        removeItem: (key: string) => void kept.delete(key),
      });
      return kept;
    }
    const sameSite = () => envelope({ cdns: [], fallback: '/' });

    it('keeps the first banner painted, in the language it was asked in', async () => {
      const kept = keptStorage();
      const home = await homeWith({ announcements: () => envelope(banners), cdns: sameSite });
      await home.firstHomeBanner();
      expect(JSON.parse(kept.get('homeFirstBanner') ?? 'null')).toEqual({
        language: 'MS',
        src: '/art/v1/banner/m_home-1.svg',
      });
    });

    it('stands in, and is fetched at boot, while the announcements are on their way; it stays when they fail', async () => {
      keptStorage({ homeFirstBanner: JSON.stringify({ language: 'MS', src: '/art/v1/banner/m_home-2.svg' }) });
      let fail: () => void = () => {};
      const failing = new Promise<Response>((_, reject) => {
        fail = () => reject(new TypeError('Failed to fetch'));
      });
      vi.resetModules();
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL) => (String(input).includes('/image-cdns') ? sameSite() : failing)),
      );
      const early = await import('./earlyAnswers.ts');
      const home = await import('./homeEarly.ts');
      early.askEarly(home.HOME_EARLY_REQUESTS, HEADERS, ORIGIN);
      expect(home.firstHomeBannerNow()).toEqual({ src: '/art/v1/banner/m_home-2.svg' });
      expect(home.keptHomeImages()).toEqual(['/art/v1/banner/m_home-2.svg']);
      fail();
      expect(await home.firstHomeBanner()).toEqual({ src: '/art/v1/banner/m_home-2.svg' });
    });

    it('gives way to the answer: another first banner replaces it, none takes it away', async () => {
      const kept = keptStorage({ homeFirstBanner: JSON.stringify({ language: 'MS', src: '/art/old.svg' }) });
      const replaced = await homeWith({ announcements: () => envelope(banners), cdns: sameSite });
      expect(replaced.firstHomeBannerNow()).toEqual({ src: '/art/old.svg' });
      expect(await replaced.firstHomeBanner()).toEqual({ src: '/art/v1/banner/m_home-1.svg' });
      expect(replaced.firstHomeBannerNow()).toEqual({ src: '/art/v1/banner/m_home-1.svg' });
      const emptied = await homeWith({ announcements: () => envelope({ banners: [] }), cdns: sameSite });
      expect(await emptied.firstHomeBanner()).toBe(undefined);
      expect(kept.has('homeFirstBanner')).toBe(false);
    });

    it('keeps where the banner was drawn while the answer confirms it, and forgets it for another banner', async () => {
      const place = { path: '/m/home', viewport: 360, box: [12, 140, 336, 147], radius: '12px' };
      const confirmed = { language: 'MS', src: '/art/v1/banner/m_home-1.svg', place };
      const kept = keptStorage({ homeFirstBanner: JSON.stringify(confirmed) });
      await (await homeWith({ announcements: () => envelope(banners), cdns: sameSite })).firstHomeBanner();
      expect(JSON.parse(kept.get('homeFirstBanner') ?? 'null')).toEqual(confirmed);

      const replaced = keptStorage({
        homeFirstBanner: JSON.stringify({ ...confirmed, src: '/art/v1/banner/m_home-9.svg' }),
      });
      await (await homeWith({ announcements: () => envelope(banners), cdns: sameSite })).firstHomeBanner();
      expect(JSON.parse(replaced.get('homeFirstBanner') ?? 'null')).toEqual({
        language: 'MS',
        src: '/art/v1/banner/m_home-1.svg',
      });
    });

    it('is not shown in another language, nor when what was kept is not an image source', async () => {
      for (const value of [
        JSON.stringify({ language: 'EN', src: '/art/v1/banner/m_home-2.svg' }),
        JSON.stringify({ language: 'MS', src: '' }),
        JSON.stringify({ language: 'MS', src: 7 }),
        '{not json',
      ]) {
        keptStorage({ homeFirstBanner: value });
        const home = await homeWith({ announcements: () => new Promise<Response>(() => {}) as never, cdns: sameSite });
        expect(home.firstHomeBannerNow(), value).toBe(undefined);
        expect(home.keptHomeImages(), value).toEqual([]);
      }
    });
  });
});

describe("the merchant's settings from the early answer, for a screen's frame", () => {
  const envelope = (value: unknown) => Response.json({ success: true, value });
  const whitelabel = {
    switches: { FREEPLAY3: true },
    templates: { mem_cen: 1, dep_func: 0 },
    settings: {
      ageThreshold: 18,
      mobileCodeLogin: true,
      mailPasswordRecovery: false,
      vip: true,
      socialLogin: { facebook: false, google: true },
      currency: { code: 'MYR', symbol: 'RM' },
      socialLinks: [],
    },
  };

  async function visitorWith(answer: () => Response) {
    vi.resetModules();
    let respond: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      respond = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        return answer();
      }),
    );
    const early = await import('./earlyAnswers.ts');
    const home = await import('./homeEarly.ts');
    early.askEarly(home.VISITOR_EARLY_REQUESTS, HEADERS, ORIGIN);
    return { home, respond };
  }

  it('are the answer’s settings, and say they are in once the answer has come, for a frame to draw at once', async () => {
    const { home, respond } = await visitorWith(() => envelope(whitelabel));
    const waiting = home.earlyMerchantSettings();
    expect(waiting.status).toBe('pending');
    respond();
    expect(await waiting).toEqual(whitelabel);
    expect(waiting).toMatchObject({ status: 'fulfilled', value: whitelabel });
    // Asked again after the answer, they are the same settings, already in.
    expect(home.earlyMerchantSettings()).toBe(waiting);
  });

  it('are in at once when the answer came before the frame asked', async () => {
    const { home, respond } = await visitorWith(() => envelope(whitelabel));
    respond();
    await vi.waitFor(async () => {
      const early = await import('./earlyAnswers.ts');
      expect(early.earlyBody('/wps/system/whitelabel')?.status).toBe('fulfilled');
    });
    expect(home.earlyMerchantSettings()).toMatchObject({ status: 'fulfilled', value: whitelabel });
  });

  it('are none when the answer fails, is refused, or does not read as settings', async () => {
    const answers = [
      () => new Response('unavailable', { status: 503 }),
      () => Response.json({ success: false, errorCode: 'merchant.unknown' }),
      () => envelope({ ...whitelabel, switches: undefined }),
      () => envelope({ ...whitelabel, settings: { ...whitelabel.settings, mobileCodeLogin: 'yes' } }),
      () => envelope({ ...whitelabel, settings: { ...whitelabel.settings, socialLogin: null } }),
    ];
    for (const answer of answers) {
      const { home, respond } = await visitorWith(answer);
      respond();
      expect(await home.earlyMerchantSettings(), String(answer)).toBe(undefined);
    }
  });

  it('are none, already in, when nothing was asked early (a member)', async () => {
    vi.resetModules();
    const home = await import('./homeEarly.ts');
    expect(home.earlyMerchantSettings()).toMatchObject({ status: 'fulfilled', value: undefined });
  });
});
