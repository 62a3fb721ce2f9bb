import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Game, GamePage } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import {
  canLoadMore,
  type GameCatalogue,
  type GameCenterInput,
  type GameListRequest,
  gameCenterMachine,
} from './gameCenterMachine.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const game = (nodeId: string): Game => ({
  nodeId,
  vassalage: 'PG',
  gameType: 'RNG',
  gameName: `Game ${nodeId}`,
  gameId: nodeId,
});
const pageOf = (pageNum: number, totalPages = 2): GamePage => ({ games: [game(String(pageNum))], pageNum, totalPages });
const catalogue: GameCatalogue = {
  categories: [
    { gameCategory: 'RNG', vendorNames: [{ vassalage: 'PG', displayName: 'PG Soft' }] },
    {
      gameCategory: 'SPORTS',
      vendorNames: [
        { vassalage: 'SBO', displayName: 'SBO' },
        { vassalage: 'SV3', displayName: 'SV388' },
      ],
    },
  ],
};
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A rejection handed out before the machine awaits it is not an unhandled one.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

const empty = { vassalage: '', gameName: '', gameClassify: '', gameType: '', vendors: [] };

function start(
  input: Partial<GameCenterInput> & { entry: string },
  pages: (request: GameListRequest) => GamePage = (r) => pageOf(r.page),
) {
  const loadGames = vi.fn(async ({ input }: { input: GameListRequest }) => pages(input));
  const loadCatalogue = vi.fn(async () => catalogue);
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const actor = createActor(
    gameCenterMachine.provide({
      actors: { loadGames: fromPromise(loadGames), loadCatalogue: fromPromise(loadCatalogue) },
      actions: { navigate },
    }),
    { input: { loggedIn: true, ...input } },
  ).start();
  const requests = () => loadGames.mock.calls.map((call) => call[0].input);
  const navigations = () => navigate.mock.calls.map((call) => call[1]);
  return { actor, loadGames, loadCatalogue, navigate, requests, navigations };
}

describe('gameCenterMachine: opening', () => {
  it('opens each entry on page 1, 18 a page, and hot games 60 a page', () => {
    expect(start({ entry: 'BINGO' }).requests()).toEqual([
      { dataType: 'ALL', filter: { ...empty, gameType: 'RNG', gameClassify: 'BG' }, page: 1, pageSize: 18 },
    ]);
    expect(start({ entry: 'HOT' }).requests()).toEqual([{ dataType: 'HOT', filter: empty, page: 1, pageSize: 60 }]);
    expect(start({ entry: 'LIVE' }).requests()).toEqual([
      { dataType: 'ALL', filter: { ...empty, gameType: 'LIVE' }, page: 1, pageSize: 18 },
    ]);
    expect(start({ entry: 'FAV' }).requests()).toEqual([{ dataType: 'FAV', filter: empty, page: 1, pageSize: 18 }]);
    expect(start({ entry: 'RECENT' }).requests()).toEqual([
      { dataType: 'RECENT', filter: empty, page: 1, pageSize: 18 },
    ]);
  });

  it("opens a category screen's ?vassalage on that vendor", () => {
    expect(start({ entry: 'RNG', vassalage: 'PG' }).requests()[0]).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameType: 'RNG', vassalage: 'PG' },
      page: 1,
      pageSize: 18,
    });
    expect(start({ entry: 'RNG', vassalage: '' }).requests()[0]?.filter).toEqual({ ...empty, gameType: 'RNG' });
  });

  it('shows the first page, then appends the next while the page is below totalPages', async () => {
    const { actor, loadGames, requests } = start({ entry: 'ALL' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, totalPages: 2 });
    expect(canLoadMore(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests()[1]).toEqual({ dataType: 'ALL', filter: empty, page: 2, pageSize: 18 });
    expect(actor.getSnapshot().context.games.map((item) => item.nodeId)).toEqual(['1', '2']);
    expect(canLoadMore(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'LOAD_MORE' });
    expect(loadGames).toHaveBeenCalledTimes(2);
  });

  it('adds page after page until the last', async () => {
    const { actor, requests } = start({ entry: 'LIVE' }, (request) => pageOf(request.page, 3));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    expect(requests().map((request) => request.page)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.games.map((item) => item.nodeId)).toEqual(['1', '2', '3']);
  });

  it('keeps the games shown when a further page fails, and shows none when the first does', async () => {
    const failing = start({ entry: 'ALL' }, (request) => {
      if (request.page === 2) throw new DomainFailure('network.offline');
      return pageOf(request.page);
    });
    await vi.advanceTimersByTimeAsync(0);
    failing.actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failing.actor.getSnapshot().context).toMatchObject({ page: 1, totalPages: 2, error: 'network.offline' });
    expect(failing.actor.getSnapshot().context.games.map((item) => item.nodeId)).toEqual(['1']);
    expect(failing.actor.getSnapshot().hasTag('loadingMore')).toBe(false);
    failing.actor.send({ type: 'LOAD_MORE' });
    expect(failing.loadGames).toHaveBeenCalledTimes(3);

    let fail = true;
    const first = start({ entry: 'ALL' }, (request) => {
      if (fail) throw new DomainFailure('system.maintenance');
      return pageOf(request.page);
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.actor.getSnapshot().context).toMatchObject({ games: [], totalPages: 0, error: 'system.maintenance' });
    expect(first.actor.getSnapshot().hasTag('loading')).toBe(false);
    fail = false;
    first.actor.send({ type: 'SEARCH', gameName: 'x' });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.actor.getSnapshot().context.error).toBeUndefined();
  });
});

describe('gameCenterMachine: filters', () => {
  async function onSecondPage(entry = 'ALL') {
    const started = start({ entry });
    await vi.advanceTimersByTimeAsync(0);
    started.actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(started.actor.getSnapshot().context.page).toBe(2);
    return started;
  }

  it('goes back to page 1 and reloads on every filter change', async () => {
    const { actor, requests } = await onSecondPage('LIVE');
    actor.send({ type: 'SET_FILTER', filter: { minBet: 1, minLine: 20 } });
    expect(requests().at(-1)).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameType: 'LIVE', minBet: 1, minLine: 20 },
      page: 1,
      pageSize: 18,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.games.map((item) => item.nodeId)).toEqual(['1']);
    actor.send({ type: 'SHOW', dataType: 'HOT' });
    expect(requests().at(-1)).toMatchObject({ dataType: 'HOT', page: 1, pageSize: 60 });
  });

  it('switches the data type when HOT, FAV or RECENT is chosen as classify, and filters all games by the rest', async () => {
    const { actor, requests } = await onSecondPage();
    actor.send({ type: 'SET_CLASSIFY', classify: 'FAV' });
    expect(requests().at(-1)).toMatchObject({ dataType: 'FAV', page: 1, pageSize: 18 });
    actor.send({ type: 'SET_CLASSIFY', classify: 'HOT' });
    expect(requests().at(-1)).toMatchObject({ dataType: 'HOT', page: 1, pageSize: 60 });
    actor.send({ type: 'SET_CLASSIFY', classify: 'RECENT' });
    expect(requests().at(-1)).toMatchObject({ dataType: 'RECENT', page: 1 });
    actor.send({ type: 'SET_CLASSIFY', classify: 'NEW' });
    expect(requests().at(-1)).toMatchObject({ dataType: 'ALL', filter: { gameClassify: 'NEW' }, page: 1 });
  });

  it('searches by the trimmed, lower-cased name or by vendor on all games', async () => {
    const { actor, requests } = start({ entry: 'HOT' });
    actor.send({ type: 'SEARCH', gameName: '  Fortune TIGER ' });
    expect(requests().at(-1)).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameName: 'fortune tiger' },
      page: 1,
      pageSize: 18,
    });
    actor.send({ type: 'SHOW', dataType: 'FAV' });
    actor.send({ type: 'SELECT_VENDOR', vassalage: 'PG' });
    expect(requests().at(-1)).toEqual({
      dataType: 'ALL',
      filter: { ...empty, gameName: 'fortune tiger', vassalage: 'PG' },
      page: 1,
      pageSize: 18,
    });
  });

  it('resets from the logo to all games of every vendor, then goes to /m/home', async () => {
    const { actor, requests, navigations } = await onSecondPage('SPORTS');
    actor.send({ type: 'SELECT_VENDOR', vassalage: 'SBO' });
    actor.send({ type: 'SEARCH', gameName: 'Derby' });
    actor.send({ type: 'RESET' });
    expect(requests().at(-1)).toEqual({ dataType: 'ALL', filter: empty, page: 1, pageSize: 18 });
    expect(actor.getSnapshot().context).toMatchObject({ dataType: 'ALL', filter: { vassalage: '' }, page: 1 });
    expect(navigations()).toEqual([{ to: '/m/home' }]);
  });

  it('resets a visitor on the hot list too, without asking for a login', () => {
    const { actor, requests, navigations } = start({ entry: 'HOT', loggedIn: false });
    actor.send({ type: 'RESET' });
    expect(requests().at(-1)).toEqual({ dataType: 'ALL', filter: empty, page: 1, pageSize: 18 });
    expect(navigations()).toEqual([{ to: '/m/home' }]);
  });
});

describe('gameCenterMachine: visitors', () => {
  it('sends a visitor opening recent games or favourites to /m/login, the list falling back to all games', async () => {
    for (const entry of ['RECENT', 'FAV']) {
      const { actor, loadGames, navigations } = start({ entry, loggedIn: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(navigations()).toEqual([{ to: '/m/login' }]);
      expect(loadGames).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context).toMatchObject({ dataType: 'ALL', games: [], page: 1, totalPages: 0 });
      expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    }
  });

  it('sends a visitor asking for favourites or recent games to /m/login and leaves the list as it was', async () => {
    const { actor, loadGames, navigations } = start({ entry: 'LIVE', loggedIn: false });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_CLASSIFY', classify: 'FAV' });
    actor.send({ type: 'SHOW', dataType: 'RECENT' });
    expect(navigations()).toEqual([{ to: '/m/login' }, { to: '/m/login' }]);
    expect(loadGames).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ dataType: 'ALL', filter: { gameType: 'LIVE' } });
    // The other filters need no account.
    actor.send({ type: 'SET_CLASSIFY', classify: 'HOT' });
    expect(loadGames).toHaveBeenCalledTimes(2);
    expect(navigations()).toHaveLength(2);
  });

  it('lets a visitor who logs in open favourites, and sends one who logs out to /m/login', async () => {
    const { actor, requests, navigations } = start({ entry: 'ALL', loggedIn: false });
    actor.send({ type: 'SESSION_CHANGED', loggedIn: true });
    actor.send({ type: 'SHOW', dataType: 'FAV' });
    expect(requests().at(-1)).toMatchObject({ dataType: 'FAV' });
    actor.send({ type: 'SESSION_CHANGED', loggedIn: false });
    actor.send({ type: 'SHOW', dataType: 'RECENT' });
    expect(navigations()).toEqual([{ to: '/m/login' }]);
  });
});

describe('gameCenterMachine: vendors and hot games', () => {
  it('moves cockfight vendors into their own category after RNG, and keeps the hot games', async () => {
    const { actor } = start({ entry: 'ALL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(
      actor
        .getSnapshot()
        .context.categories.map((category) => [
          category.gameCategory,
          category.vendorNames.map((vendor) => vendor.vassalage),
        ]),
    ).toEqual([
      ['RNG', ['PG']],
      ['COCKFIGHT', ['SV3']],
      ['SPORTS', ['SBO']],
    ]);
  });

  it('has no vendors before they load, nor when they fail', async () => {
    const actor = createActor(
      gameCenterMachine.provide({
        actors: {
          loadGames: fromPromise(async () => pageOf(1)),
          loadCatalogue: fromPromise(async (): Promise<GameCatalogue> => {
            throw new DomainFailure('network.offline');
          }),
        },
        actions: { navigate: () => {} },
      }),
      { input: { entry: 'ALL', loggedIn: true } },
    ).start();
    expect(actor.getSnapshot().context).toMatchObject({ categories: [], games: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ categories: [] });
  });

  it('stops loading the vendors once their answer arrives; a failure says why and asks again on RETRY_CATALOGUE', async () => {
    const loaded = start({ entry: 'ALL' });
    expect(loaded.actor.getSnapshot().matches({ catalogue: 'loading' })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded.actor.getSnapshot().matches({ catalogue: 'idle' })).toBe(true);
    const failed = createActor(
      gameCenterMachine.provide({
        actors: {
          loadGames: fromPromise(async () => pageOf(1)),
          loadCatalogue: fromPromise(async (): Promise<GameCatalogue> => {
            throw new DomainFailure('network.offline');
          }),
        },
        actions: { navigate: () => {} },
      }),
      { input: { entry: 'ALL', loggedIn: true } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.getSnapshot().matches({ catalogue: 'failed' })).toBe(true);
    expect(failed.getSnapshot().context.catalogueError).toBe('network.offline');
    failed.send({ type: 'RETRY_CATALOGUE' });
    expect(failed.getSnapshot().matches({ catalogue: 'loading' })).toBe(true);
  });

  it('reloads the vendors 250 ms after the last language change, not before', async () => {
    const { actor, loadCatalogue, loadGames } = start({ entry: 'ALL' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(249);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(249);
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadCatalogue).toHaveBeenCalledTimes(2);
    expect(loadGames).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait when the language changes while the vendors load, and reloads after a failure', async () => {
    const answers = [deferred<GameCatalogue>(), deferred<GameCatalogue>(), deferred<GameCatalogue>()];
    const loadCatalogue = vi.fn(
      () => (answers[loadCatalogue.mock.calls.length - 1] as Deferred<GameCatalogue>).promise,
    );
    const actor = createActor(
      gameCenterMachine.provide({
        actors: { loadGames: fromPromise(async () => pageOf(1)), loadCatalogue: fromPromise(loadCatalogue) },
        actions: { navigate: () => {} },
      }),
      { input: { entry: 'ALL', loggedIn: true } },
    ).start();
    actor.send({ type: 'LANGUAGE_CHANGED' });
    // The answer to the old language arrives after the change: it is not shown.
    answers[0]?.resolve(catalogue);
    await vi.advanceTimersByTimeAsync(249);
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.categories).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadCatalogue).toHaveBeenCalledTimes(2);
    answers[1]?.reject(new DomainFailure('network.offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.categories).toEqual([]);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(250);
    expect(loadCatalogue).toHaveBeenCalledTimes(3);
  });
});

describe('gameCenterMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const { actor, names } = unprovided(gameCenterMachine.provide({ actions: { navigate } }), {
      input: { entry: 'ALL', loggedIn: true },
    });
    await settle();
    expect([...names].sort()).toEqual(['loadCatalogue', 'loadGames']);
    expect(actor.getSnapshot().context).toMatchObject({ games: [], error: 'unknown.error' });
  });
});
