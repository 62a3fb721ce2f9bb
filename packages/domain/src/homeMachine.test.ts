import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage, VendorCategory } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import {
  canLoadMoreHot,
  HOME_FAILED,
  type HomeAnnouncements,
  homeMachine,
  homeView,
  type PageRequest,
} from './homeMachine.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';
import type { Winner } from './winners.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const game = (nodeId: string): Game => ({ nodeId, vassalage: 'PG', gameType: 'RNG', gameName: nodeId, gameId: nodeId });
const announcements: HomeAnnouncements = { promotion: [], banners: [], player: [], popup: [], hot: [] };
const vendor = (vassalage: string) => ({ vassalage, displayName: vassalage });
const categories: VendorCategory[] = [
  { gameCategory: 'RNG', vendorNames: [vendor('PG'), vendor('JILI')] },
  { gameCategory: 'SPORTS', vendorNames: [vendor('SBO'), vendor('WS168')] },
  { gameCategory: 'BINGO', vendorNames: [vendor('BG')], listType: true },
  { gameCategory: 'LIVE', vendorNames: [vendor('EVO')], listType: false },
];

/** The calls home makes; `more` is a hot games page after the first. */
type Part = 'announcements' | 'vendors' | 'hot' | 'more' | 'favourites' | 'winners';
const winner = (customerName: string): Winner => ({ customerName, gameName: 'Mahjong Ways', winAmount: 1_000 });

function start(loggedIn: boolean, fail: Partial<Record<Part, Error>> = {}) {
  const calls: string[] = [];
  const answer = async <T>(name: keyof typeof fail, label: string, value: T): Promise<T> => {
    calls.push(label);
    const error = fail[name];
    if (error) throw error;
    return value;
  };
  const loadAnnouncements = vi.fn(() => answer('announcements', 'announcements', announcements));
  const loadVendors = vi.fn(() => answer('vendors', 'vendors', categories));
  const loadHotGames = vi.fn(({ input }: { input: PageRequest }) =>
    answer<GamePage>(input.page === 1 ? 'hot' : 'more', `hot ${input.page}/${input.pageSize}`, {
      games: [game(`h${input.page}`)],
      pageNum: input.page,
      totalPages: 3,
    }),
  );
  const loadFavourites = vi.fn(({ input }: { input: PageRequest }) =>
    answer<GamePage>('favourites', `favourites ${input.page}/${input.pageSize}`, {
      games: [game('f1')],
      pageNum: 1,
      totalPages: 1,
    }),
  );
  let round = 0;
  const loadWinners = vi.fn(({ input }: { input: { limit: number } }) => {
    round += 1;
    return answer('winners', `winners ${input.limit}`, [winner(`w${round}`)]);
  });
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const actor = createActor(
    homeMachine.provide({
      actors: {
        loadAnnouncements: fromPromise(loadAnnouncements),
        loadVendors: fromPromise(loadVendors),
        loadHotGames: fromPromise(loadHotGames),
        loadFavourites: fromPromise(loadFavourites),
        loadWinners: fromPromise(loadWinners),
      },
      actions: { navigate },
    }),
    { input: { loggedIn } },
  ).start();
  const context = () => actor.getSnapshot().context;
  return { actor, calls, navigate, context };
}

describe('homeMachine: loading', () => {
  it('asks for announcements, vendors, hot games (60), 20 winners and, logged in, favourites (100), in that order', async () => {
    const member = start(true);
    expect(member.calls).toEqual(['announcements', 'vendors', 'hot 1/60', 'winners 20', 'favourites 1/100']);
    await vi.advanceTimersByTimeAsync(0);
    expect(member.context().announcements).toEqual(announcements);
    expect(member.context().hotGames.map((item) => item.nodeId)).toEqual(['h1']);
    expect(member.context().favourites.map((item) => item.nodeId)).toEqual(['f1']);
    expect(member.context().winners.map((item) => item.customerName)).toEqual(['w1']);

    const visitor = start(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(visitor.calls).toEqual(['announcements', 'vendors', 'hot 1/60', 'winners 20']);
    expect(visitor.context().favourites).toEqual([]);
  });

  it('settles each part once its answer arrives: loaded, or failed with the reason and tagged failed', async () => {
    const settled = { announcements: 'idle', vendors: 'idle', hotGames: 'ready', favourites: 'idle', winners: 'idle' };
    const member = start(true);
    expect(member.actor.getSnapshot().value).toEqual({
      announcements: 'loading',
      vendors: 'loading',
      hotGames: 'loading',
      favourites: 'loading',
      winners: 'loading',
    });
    expect(member.context().winnersLoaded).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(member.actor.getSnapshot().value).toEqual(settled);
    expect(member.context().winnersLoaded).toBe(true);
    const offline = new DomainFailure('network.offline');
    const failed = start(true, {
      announcements: offline,
      vendors: offline,
      hot: offline,
      favourites: offline,
      winners: offline,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.actor.getSnapshot().value).toEqual({
      announcements: 'failed',
      vendors: 'failed',
      hotGames: 'failed',
      favourites: 'failed',
      winners: 'failed',
    });
    expect(failed.actor.getSnapshot().hasTag(HOME_FAILED)).toBe(true);
    expect(failed.context()).toMatchObject({ winners: [], winnersLoaded: true, error: 'network.offline' });
    expect(member.actor.getSnapshot().hasTag(HOME_FAILED)).toBe(false);
    const visitor = start(false);
    expect(visitor.actor.getSnapshot().matches({ favourites: 'idle' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(visitor.actor.getSnapshot().value).toEqual(settled);
  });

  it('moves the cockfight vendors into their own category after RNG', async () => {
    const { context } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(context().categories.map((category) => category.gameCategory)).toEqual([
      'RNG',
      'COCKFIGHT',
      'SPORTS',
      'BINGO',
      'LIVE',
    ]);
  });

  it('fills every part that loads when another fails, keeping the error code', async () => {
    const { context } = start(true, { vendors: new DomainFailure('network.offline') });
    await vi.advanceTimersByTimeAsync(0);
    expect(context()).toMatchObject({ categories: [], error: 'network.offline' });
    expect(context().hotGames).toHaveLength(1);
    expect(context().favourites).toHaveLength(1);
    expect(context().announcements).toEqual(announcements);
    for (const part of ['announcements', 'hot', 'favourites'] as const) {
      const failed = start(true, { [part]: new DomainFailure('system.maintenance') });
      await vi.advanceTimersByTimeAsync(0);
      expect(failed.context().error, part).toBe('system.maintenance');
      expect(failed.context().categories, part).toHaveLength(5);
    }
  });

  it('loads the favourites on login and drops them on logout', async () => {
    const { actor, calls, context } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toBe('favourites 1/100');
    expect(context().favourites).toHaveLength(1);
    actor.send({ type: 'SESSION_CHANGED', loggedIn: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().favourites).toEqual([]);
    // Only the favourites follow the session: nothing else is asked for again.
    expect(calls).toEqual(['announcements', 'vendors', 'hot 1/60', 'winners 20', 'favourites 1/100']);
  });

  it('reloads the vendors, the hot games and the winners 250 ms after the last language change, nothing else', async () => {
    const { actor, calls, context } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    calls.length = 0;
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['vendors', 'hot 1/60', 'winners 20']);
    expect(context().hotGames.map((item) => item.nodeId)).toEqual(['h1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(context().winners.map((item) => item.customerName)).toEqual(['w2']);
  });

  it('keeps the winners shown when their reload fails', async () => {
    const failures: Partial<Record<Part, Error>> = {};
    const { actor, context } = start(false, failures);
    await vi.advanceTimersByTimeAsync(0);
    failures.winners = new DomainFailure('network.offline');
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(250);
    expect(context().winners.map((item) => item.customerName)).toEqual(['w1']);
    expect(actor.getSnapshot().matches({ winners: 'failed' })).toBe(true);
    expect(context().error).toBe('network.offline');
  });

  it('asks again on Try again for the failed parts only, keeping what loaded, and forgets the reason', async () => {
    const offline = new DomainFailure('network.offline');
    const failures: Partial<Record<Part, Error>> = { vendors: offline, winners: offline };
    const { actor, calls, context } = start(true, failures);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({
      announcements: 'idle',
      vendors: 'failed',
      hotGames: 'ready',
      favourites: 'idle',
      winners: 'failed',
    });
    calls.length = 0;
    delete failures.vendors;
    actor.send({ type: 'RETRY' });
    expect(context().error).toBeUndefined();
    expect(actor.getSnapshot().hasTag(HOME_FAILED)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['vendors', 'winners 20']);
    expect(actor.getSnapshot().value).toEqual({
      announcements: 'idle',
      vendors: 'idle',
      hotGames: 'ready',
      favourites: 'idle',
      winners: 'failed',
    });
    expect(context()).toMatchObject({ error: 'network.offline', announcements });
    expect(context().categories).toHaveLength(5);
    expect(context().hotGames.map((item) => item.nodeId)).toEqual(['h1']);

    // Nothing failed: Try again asks nothing.
    delete failures.winners;
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    calls.length = 0;
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag(HOME_FAILED)).toBe(false);
  });

  it('forgets the reason on Try again whichever part failed, and tags the failed part "failed"', async () => {
    for (const part of ['announcements', 'vendors', 'hot', 'favourites', 'winners'] as const) {
      const failures: Partial<Record<Part, Error>> = { [part]: new DomainFailure('response.malformed') };
      const { actor, context } = start(true, failures);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('failed'), part).toBe(true);
      expect(context().error, part).toBe('response.malformed');
      delete failures[part];
      actor.send({ type: 'RETRY' });
      expect(context().error, part).toBeUndefined();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('failed'), part).toBe(false);
    }
  });

  it('asks again for the first hot games, the announcements and the favourites on Try again', async () => {
    const timeout = new DomainFailure('network.timeout');
    const failures: Partial<Record<Part, Error>> = { hot: timeout, announcements: timeout, favourites: timeout };
    const { actor, calls, context } = start(true, failures);
    await vi.advanceTimersByTimeAsync(0);
    expect(context()).toMatchObject({ hotGames: [], error: 'network.timeout' });
    calls.length = 0;
    failures.hot = undefined;
    failures.announcements = undefined;
    failures.favourites = undefined;
    actor.send({ type: 'RETRY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['announcements', 'hot 1/60', 'favourites 1/100']);
    expect(actor.getSnapshot().value).toMatchObject({ announcements: 'idle', hotGames: 'ready', favourites: 'idle' });
    expect(context().hotGames.map((item) => item.nodeId)).toEqual(['h1']);
  });
});

describe('homeMachine: categories', () => {
  it('opens on HOT, showing the hot games, with nothing loaded yet', () => {
    const { context } = start(false);
    expect(context()).toEqual({
      loggedIn: false,
      category: 'HOT',
      categories: [],
      hotGames: [],
      hotPage: 1,
      hotTotalPages: 0,
      favourites: [],
      winners: [],
      winnersLoaded: false,
    });
    expect(homeView(context())).toEqual({ kind: 'hot' });
  });

  it('shows a game list for RECENT and list-type categories, and the vendors of the others', async () => {
    const { actor, context } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    const viewOf = (category: string) => {
      actor.send({ type: 'SELECT_CATEGORY', category });
      return homeView(context());
    };
    expect(viewOf('RECENT')).toEqual({ kind: 'list', entry: 'RECENT' });
    expect(viewOf('BINGO')).toEqual({ kind: 'list', entry: 'BINGO' });
    expect(viewOf('LIVE')).toEqual({ kind: 'vendors', vendors: [vendor('EVO')] });
    expect(viewOf('RNG')).toEqual({ kind: 'vendors', vendors: [vendor('PG'), vendor('JILI')] });
    expect(viewOf('COCKFIGHT')).toEqual({ kind: 'vendors', vendors: [vendor('WS168')] });
    expect(viewOf('SPORTS')).toEqual({ kind: 'vendors', vendors: [vendor('SBO')] });
    expect(viewOf('ESPORTS')).toEqual({ kind: 'vendors', vendors: [] });
    expect(viewOf('HOT')).toEqual({ kind: 'hot' });
  });

  it('goes back to the HOT category on /m/home from the header logo', async () => {
    const { actor, context, navigate } = start(true);
    actor.send({ type: 'SELECT_CATEGORY', category: 'LIVE' });
    actor.send({ type: 'RESET' });
    expect(context().category).toBe('HOT');
    expect(navigate.mock.calls.map((call) => call[1])).toEqual([{ to: '/m/home' }]);
  });
});

describe('homeMachine: hot games', () => {
  it('adds the next 60 with More while the page is below totalPages', async () => {
    const { actor, calls, context } = start(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(canLoadMoreHot(context())).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.startsWith('hot'))).toEqual(['hot 1/60', 'hot 2/60']);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context().hotGames.map((item) => item.nodeId)).toEqual(['h1', 'h2', 'h3']);
    expect(context()).toMatchObject({ hotPage: 3, hotTotalPages: 3 });
    expect(canLoadMoreHot(context())).toBe(false);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((call) => call.startsWith('hot'))).toHaveLength(3);
  });

  it('keeps the hot games shown when More fails', async () => {
    const { actor, calls, context } = start(false, { more: new DomainFailure('network.offline') });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(context()).toMatchObject({ hotPage: 1, hotTotalPages: 3, error: 'network.offline' });
    expect(context().hotGames.map((item) => item.nodeId)).toEqual(['h1']);
    expect(canLoadMoreHot(context())).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    expect(calls.filter((call) => call.startsWith('hot'))).toEqual(['hot 1/60', 'hot 2/60', 'hot 2/60']);
  });
});

describe('homeMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const { actor, names } = unprovided(homeMachine.provide({ actions: { navigate } }), { input: { loggedIn: true } });
    await settle();
    expect(names).toEqual(['loadAnnouncements', 'loadVendors', 'loadHotGames', 'loadWinners', 'loadFavourites']);
    expect(actor.getSnapshot().context.error).toBe('unknown.error');
  });

  it('must be given its navigate action: the header logo without one stops the machine with an error', () => {
    const actor = createActor(
      homeMachine.provide({
        actors: {
          loadAnnouncements: fromPromise(async () => announcements),
          loadVendors: fromPromise(async () => categories),
          loadHotGames: fromPromise(async (): Promise<GamePage> => ({ games: [], pageNum: 1, totalPages: 1 })),
          loadFavourites: fromPromise(async (): Promise<GamePage> => ({ games: [], pageNum: 1, totalPages: 1 })),
          loadWinners: fromPromise(async (): Promise<Winner[]> => []),
        },
      }),
      { input: { loggedIn: false } },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });
});
