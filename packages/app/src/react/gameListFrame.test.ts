import { afterEach, describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://casino.example';
const HEADERS = { merchant: 'DEMO', device: '3', language: 'MS' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a category screen's first games from the early answers, for its drawing before its code", () => {
  const envelope = (value: unknown) => Response.json({ success: true, value });
  const game = (nodeId: string, gameName: string, vassalage: string) => ({
    nodeId,
    gameId: `${vassalage}-${nodeId}`,
    vassalage,
    gameType: 'RNG',
    gameName,
    iconUrl: `/art/v2/game/${vassalage}-${nodeId}.svg`,
  });
  const slotGames = { games: [game('1', 'Mighty Wilds', 'PG'), game('2', 'Lucky Koi', 'JILI')], totalPages: 4 };
  const vendor = (vassalage: string, displayName: string) => ({ vassalage, displayName, isHot: false });
  const vendorCategories = [
    {
      gameCategory: 'RNG',
      vendorNames: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI')],
      gameClassify: ['SLOT'],
      listType: true,
    },
    { gameCategory: 'LIVE', vendorNames: [vendor('EVO', 'Evolution')], gameClassify: [], listType: false },
  ];

  /** The boot of `path`'s first page for a visitor, each answer as `answers` says (the CDN list on a CDN of its own). */
  async function visitorOn(
    entry: string,
    answers: { games?: () => Response; categories?: () => Response } = {},
    vassalage?: string,
  ) {
    vi.resetModules();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('GCSGAME_gameList')) return (answers.games ?? (() => envelope(slotGames)))();
        if (url.includes('vendorCategories')) return (answers.categories ?? (() => envelope(vendorCategories)))();
        if (url.includes('image-cdns')) return envelope({ cdns: ['https://img.example.test/'], fallback: '/' });
        return envelope({});
      }),
    );
    const early = await import('../boot/earlyAnswers.ts');
    const home = await import('../boot/homeEarly.ts');
    const frame = await import('./gameListFrame.ts');
    early.askEarly([...home.gameListEarlyRequests(entry, vassalage), ...home.VISITOR_EARLY_REQUESTS], HEADERS, ORIGIN);
    return { home, frame };
  }

  it('is the first page as the list opens: its tiles on the CDN of the visit, the vendor tabs, nothing favourite', async () => {
    const { frame } = await visitorOn('RNG');
    const early = await frame.earlyFirstGames('RNG');
    expect(early).toBeDefined();
    if (!early) return;
    const list = frame.openingGameList(early, 'RNG');
    expect(list.view).toEqual({ kind: 'list' });
    expect(
      list.tiles.map((tile) => [tile.game.name, tile.game.imageUrl, tile.game.fallbackImageUrl, tile.favourite]),
    ).toEqual([
      ['Mighty Wilds', 'https://img.example.test/art/v2/game/PG-1.svg', '/art/v2/game/PG-1.svg', false],
      ['Lucky Koi', 'https://img.example.test/art/v2/game/JILI-2.svg', '/art/v2/game/JILI-2.svg', false],
    ]);
    expect(list.vendors.map((shown) => shown.displayName)).toEqual(['PG Soft', 'JILI']);
    expect(list).toMatchObject({ page: 1, totalPages: 4, vendor: null, loading: false, gameName: '', classify: '' });
    // Asked again once in, it is the same answer, already in: a frame drawn again draws at once.
    expect(frame.earlyFirstGames('RNG')).toMatchObject({ status: 'fulfilled', value: early });
    // Once the live list has opened from it, a later visit to the screen waits for its own list.
    frame.firstGamesShown('RNG');
    expect(frame.earlyFirstGames('RNG')).toMatchObject({ status: 'fulfilled', value: undefined });
  });

  it("is the category's vendors where the server lists vendors, and opens on the vendor of ?vassalage=", async () => {
    const live = await visitorOn('LIVE');
    const vendors = await live.frame.earlyFirstGames('LIVE');
    expect(vendors && live.frame.openingGameList(vendors, 'LIVE').view).toEqual({
      kind: 'vendors',
      vendors: [vendor('EVO', 'Evolution')],
    });
    const one = await visitorOn('RNG', {}, 'JILI');
    const jili = await one.frame.earlyFirstGames('RNG', 'JILI');
    expect(jili && one.frame.openingGameList(jili, 'RNG', 'JILI')).toMatchObject({
      vendor: 'JILI',
      view: { kind: 'list' },
    });
  });

  it('is none for a list other than the one asked, a failed or unreadable answer, or a member', async () => {
    const slots = await visitorOn('RNG');
    expect(await slots.frame.earlyFirstGames('FISH')).toBe(undefined);
    expect(await slots.frame.earlyFirstGames('RNG', 'PG')).toBe(undefined);
    const broken = [
      { games: () => new Response('unavailable', { status: 503 }) },
      { categories: () => Response.json({ success: false, errorCode: 'system.error' }) },
      { games: () => envelope({ ...slotGames, games: [{ ...game('1', 'Mighty Wilds', 'PG'), gameName: 7 }] }) },
      { games: () => envelope({ games: slotGames.games }) },
      { categories: () => envelope([{ ...vendorCategories[0], vendorNames: [{ vassalage: 'PG' }] }]) },
    ];
    for (const answers of broken) {
      const { frame } = await visitorOn('RNG', answers);
      expect(await frame.earlyFirstGames('RNG'), JSON.stringify(Object.keys(answers))).toBe(undefined);
    }
    vi.resetModules();
    const member = await import('./gameListFrame.ts');
    expect(member.earlyFirstGames('RNG')).toMatchObject({ status: 'fulfilled', value: undefined });
  });
});
