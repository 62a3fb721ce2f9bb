import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { GAME_PAGE_SIZE, HOT_GAMES_PAGE_SIZE, LANGUAGE_RELOAD_DEBOUNCE_MS } from './constants.ts';
import type { Game, GamePage } from './entities.ts';
import { DomainFailure } from './errorCode.ts';
import { type GameCatalogue, type GameListRequest, gameCenterMachine } from './gameCenterMachine.ts';
import type { Navigation } from './navigation.ts';
import { describeModel } from './testing/modelTest.ts';

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
const firstOfTwo: GamePage = { games: [game('1')], pageNum: 1, totalPages: 2 };
const lastPage: GamePage = { games: [game('2')], pageNum: 2, totalPages: 2 };
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
  hotGames: [game('9')],
};

const model = {
  machine: gameCenterMachine,
  input: { entry: 'HOT', loggedIn: false },
  events: () => [
    { type: 'SET_CLASSIFY' as const, classify: 'FAV' },
    { type: 'SET_CLASSIFY' as const, classify: 'NEW' },
    { type: 'SEARCH' as const, gameName: ' Fortune ' },
    { type: 'SELECT_VENDOR' as const, vassalage: 'PG' },
    { type: 'SET_FILTER' as const, filter: { minBet: 1 } },
    { type: 'SHOW' as const, dataType: 'RECENT' as const },
    { type: 'LOAD_MORE' as const },
    { type: 'RESET' as const },
    { type: 'LANGUAGE_CHANGED' as const },
    { type: 'SESSION_CHANGED' as const, loggedIn: true },
  ],
  outcomes: {
    loadGames: { outputs: [firstOfTwo, lastPage], errors: [new DomainFailure('network.offline')] },
    loadCatalogue: { outputs: [catalogue], errors: [new DomainFailure('network.offline')] },
    navigate: { outputs: [undefined], errors: [new Error('router')] },
  },
  project: ({ context }: SnapshotFrom<typeof gameCenterMachine>) => [
    context.loggedIn,
    context.page < context.totalPages,
  ],
};

describeModel('gameCenterMachine', model);

describe('gameCenterMachine rules', () => {
  function start(entry: string, loggedIn = true) {
    const loadGames = vi.fn(async ({ input }: { input: GameListRequest }) =>
      input.page === 1 ? firstOfTwo : lastPage,
    );
    const loadCatalogue = vi.fn(async () => catalogue);
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {});
    const actor = createActor(
      gameCenterMachine.provide({
        actors: {
          loadGames: fromPromise(loadGames),
          loadCatalogue: fromPromise(loadCatalogue),
          navigate: fromPromise(navigate),
        },
      }),
      { input: { entry, loggedIn } },
    ).start();
    const lastRequest = () => loadGames.mock.calls.at(-1)?.[0].input;
    return { actor, loadGames, loadCatalogue, navigate, lastRequest };
  }

  it('opens BINGO as RNG with classify BG, and HOT with 60 a page', async () => {
    expect(start('BINGO').lastRequest()).toMatchObject({
      dataType: 'ALL',
      filter: { gameType: 'RNG', gameClassify: 'BG' },
      page: 1,
    });
    expect(start('HOT').lastRequest()).toMatchObject({ dataType: 'HOT', pageSize: HOT_GAMES_PAGE_SIZE });
    expect(start('LIVE').lastRequest()).toMatchObject({ filter: { gameType: 'LIVE' }, pageSize: GAME_PAGE_SIZE });
  });

  it('adds a page and appends while the page is below totalPages', async () => {
    const { actor, loadGames } = start('ALL');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.games.map((item) => item.nodeId)).toEqual(['1', '2']);
    actor.send({ type: 'LOAD_MORE' });
    expect(loadGames).toHaveBeenCalledTimes(2);
  });

  it('resets to page 1 on any filter change; a classify of FAV switches the data type; a search goes back to ALL', async () => {
    const { actor, lastRequest } = start('ALL');
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LOAD_MORE' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SET_CLASSIFY', classify: 'FAV' });
    expect(lastRequest()).toMatchObject({ dataType: 'FAV', page: 1 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SEARCH', gameName: '  Fortune TIGER ' });
    expect(lastRequest()).toMatchObject({ dataType: 'ALL', filter: { gameName: 'fortune tiger' }, page: 1 });
    actor.send({ type: 'SELECT_VENDOR', vassalage: 'PG' });
    expect(lastRequest()).toMatchObject({ dataType: 'ALL', filter: { vassalage: 'PG' } });
  });

  it('sends favourites and recent games to /m/login without a token', async () => {
    const { actor, navigate, loadGames } = start('RECENT', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ to: '/m/login' });
    expect(loadGames).not.toHaveBeenCalled();
    actor.send({ type: 'SET_CLASSIFY', classify: 'FAV' });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.dataType).toBe('ALL');
  });

  it('resets from the logo to all games, empty vendor and HOT', async () => {
    const { actor, lastRequest } = start('SPORTS');
    actor.send({ type: 'SELECT_VENDOR', vassalage: 'SBO' });
    actor.send({ type: 'RESET' });
    expect(lastRequest()).toMatchObject({ dataType: 'HOT', filter: { vassalage: '', gameType: '', gameName: '' } });
  });

  it('moves cockfight vendors into their own category and reloads vendors 250 ms after a language change', async () => {
    const { actor, loadCatalogue } = start('ALL');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.categories.map((category) => category.gameCategory)).toEqual([
      'RNG',
      'COCKFIGHT',
      'SPORTS',
    ]);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DEBOUNCE_MS - 1);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await vi.advanceTimersByTimeAsync(LANGUAGE_RELOAD_DEBOUNCE_MS - 1);
    expect(loadCatalogue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadCatalogue).toHaveBeenCalledTimes(2);
  });
});
