import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionType } from './constants.ts';
import { DomainFailure } from './errorCode.ts';
import { type FavouriteRequest, favouritesMachine, isFavourite } from './favouritesMachine.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const slot = { nodeId: 101, vassalage: 'PG', gameType: 'RNG' };

function start(sessionType?: SessionType, outcome: { load?: Error; add?: Error; remove?: Error } = {}) {
  const load = vi.fn(async () => {
    if (outcome.load) throw outcome.load;
    return [55, '66'];
  });
  const add = vi.fn(async (_: { input: FavouriteRequest }): Promise<void> => {
    if (outcome.add) throw outcome.add;
  });
  const remove = vi.fn(async (_: { input: FavouriteRequest }): Promise<void> => {
    if (outcome.remove) throw outcome.remove;
  });
  const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
  const actor = createActor(
    favouritesMachine.provide({
      actors: {
        loadFavouriteIds: fromPromise(load),
        addFavourite: fromPromise(add),
        removeFavourite: fromPromise(remove),
      },
      actions: { navigate },
    }),
    { input: sessionType === undefined ? {} : { sessionType } },
  ).start();
  const navigations = () => navigate.mock.calls.map((call) => call[1]);
  return { actor, load, add, remove, navigate, navigations };
}

describe('favouritesMachine', () => {
  it('loads the ids once logged in and holds them as strings', async () => {
    const { actor } = start(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.ids).toEqual(['55', '66']);
    expect(isFavourite(actor.getSnapshot().context, 55)).toBe(true);
    expect(isFavourite(actor.getSnapshot().context, '66')).toBe(true);
    expect(isFavourite(actor.getSnapshot().context, 66)).toBe(true);
    expect(isFavourite(actor.getSnapshot().context, 5)).toBe(false);
  });

  it('adds, then removes, with the node id as a string and the vendor', async () => {
    const { actor, add, remove } = start(1);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(add.mock.calls.map((call) => call[0].input)).toEqual([{ nodeId: '101', vendor: 'PG' }]);
    expect(actor.getSnapshot().context.ids).toEqual(['55', '66', '101']);
    actor.send({ type: 'TOGGLE', game: { ...slot, nodeId: '55', vassalage: 'JILI' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(remove.mock.calls.map((call) => call[0].input)).toEqual([{ nodeId: '55', vendor: 'JILI' }]);
    expect(actor.getSnapshot().context.ids).toEqual(['66', '101']);
    expect(actor.getSnapshot().context.pending).toBeUndefined();
    actor.send({ type: 'TOGGLE', game: { ...slot, nodeId: 55, vassalage: 'JILI' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.ids).toEqual(['66', '101', '55']);
  });

  it('keeps the favourite when removing it fails', async () => {
    const { actor } = start(0, { remove: new DomainFailure('network.offline') });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE', game: { ...slot, nodeId: 66 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['55', '66'], error: 'network.offline' });
    expect(actor.getSnapshot().context.pending).toBeUndefined();
    actor.send({ type: 'TOGGLE', game: slot });
    expect(actor.getSnapshot().context.pending).toEqual({ nodeId: '101', vendor: 'PG' });
  });

  it('has no toggle for LOTT and ELOTT', async () => {
    const member = start(0);
    await vi.advanceTimersByTimeAsync(0);
    const visitor = start();
    for (const gameType of ['LOTT', 'ELOTT']) {
      member.actor.send({ type: 'TOGGLE', game: { nodeId: 7, vassalage: 'TCG', gameType } });
      visitor.actor.send({ type: 'TOGGLE', game: { nodeId: 7, vassalage: 'TCG', gameType } });
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(member.add).not.toHaveBeenCalled();
    expect(member.actor.getSnapshot().context.ids).toEqual(['55', '66']);
    expect(visitor.navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor to /m/login and loads nothing', async () => {
    const { actor, load, add, navigations } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigations()).toEqual([{ to: '/m/login' }]);
    expect(add).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('refuses a trial account with "Please login an actual account to use this function", calling nothing', async () => {
    const { actor, add, remove, navigate } = start(4);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE', game: slot });
    actor.send({ type: 'TOGGLE', game: { ...slot, nodeId: 55 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('trial.forbidden');
    expect(add).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the ids and shows the error code when a call fails, and clears it on the next toggle', async () => {
    const { actor, add } = start(0, { add: new DomainFailure('favourite.unsupported') });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ ids: ['55', '66'], error: 'favourite.unsupported' });
    expect(actor.getSnapshot().context.pending).toBeUndefined();
    add.mockImplementation(async () => {});
    actor.send({ type: 'TOGGLE', game: slot });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.ids).toEqual(['55', '66', '101']);
  });

  it('starts with no ids when they cannot be loaded, and still toggles', async () => {
    const { actor, add } = start(0, { load: new DomainFailure('session.expired') });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ ids: [], error: 'session.expired' });
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('follows the session: ids go with a logout and load with a login', async () => {
    const { actor, load, navigations } = start(0);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CHANGED' });
    expect(actor.getSnapshot().context.ids).toEqual([]);
    actor.send({ type: 'TOGGLE', game: slot });
    expect(navigations()).toEqual([{ to: '/m/login' }]);
    actor.send({ type: 'SESSION_CHANGED', sessionType: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.ids).toEqual(['55', '66']);
    actor.send({ type: 'SESSION_CHANGED', sessionType: 4 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE', game: slot });
    expect(actor.getSnapshot().context.error).toBe('trial.forbidden');
  });
});

describe('favouritesMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const bare = unprovided(favouritesMachine.provide({ actions: { navigate } }), { input: { sessionType: 0 } });
    await settle();
    expect(bare.names).toEqual(['loadFavouriteIds']);
    bare.actor.send({ type: 'TOGGLE', game: slot });
    await settle();
    expect(bare.names).toEqual(['loadFavouriteIds', 'addFavourite']);

    const loaded = unprovided(
      favouritesMachine.provide({
        actors: { loadFavouriteIds: fromPromise(async (): Promise<(string | number)[]> => [101]) },
        actions: { navigate },
      }),
      { input: { sessionType: 0 } },
    );
    await settle();
    loaded.actor.send({ type: 'TOGGLE', game: slot });
    await settle();
    expect(loaded.names).toEqual(['removeFavourite']);
    expect(loaded.actor.getSnapshot().context.error).toBe('unknown.error');
  });

  it('must be given its navigate action: a visitor toggling without one stops the machine with an error', () => {
    const actor = createActor(favouritesMachine, { input: {} });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'TOGGLE', game: slot });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });
});
