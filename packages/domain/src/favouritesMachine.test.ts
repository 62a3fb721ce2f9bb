import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { DomainFailure } from './errorCode.ts';
import { type FavouriteRequest, favouritesMachine, isFavourite } from './favouritesMachine.ts';
import type { Navigation } from './navigation.ts';
import { describeModel } from './testing/modelTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const slot = { nodeId: 101, vassalage: 'PG', gameType: 'RNG' };
const lottery = { nodeId: 7, vassalage: 'TCG', gameType: 'LOTT' };

const model = {
  machine: favouritesMachine,
  input: { loggedIn: false },
  events: () => [
    { type: 'TOGGLE' as const, game: slot },
    { type: 'TOGGLE' as const, game: lottery },
    { type: 'SESSION_CHANGED' as const, loggedIn: true },
    { type: 'SESSION_CHANGED' as const, loggedIn: false },
  ],
  outcomes: {
    loadFavouriteIds: { outputs: [[101], []], errors: [new DomainFailure('session.expired')] },
    addFavourite: { outputs: [undefined], errors: [new DomainFailure('unknown.error')] },
    removeFavourite: { outputs: [undefined], errors: [new DomainFailure('unknown.error')] },
    navigate: { outputs: [undefined], errors: [new Error('router')] },
  },
  project: ({ context }: SnapshotFrom<typeof favouritesMachine>) => [context.loggedIn, context.ids],
};

describeModel('favouritesMachine', model);

describe('favouritesMachine rules', () => {
  function start(loggedIn: boolean) {
    const add = vi.fn(async (_: { input: FavouriteRequest }): Promise<void> => {});
    const remove = vi.fn(async (_: { input: FavouriteRequest }): Promise<void> => {});
    const navigate = vi.fn(async (_: { input: Navigation }): Promise<void> => {});
    const actor = createActor(
      favouritesMachine.provide({
        actors: {
          loadFavouriteIds: fromPromise(async () => [55, '66']),
          addFavourite: fromPromise(add),
          removeFavourite: fromPromise(remove),
          navigate: fromPromise(navigate),
        },
      }),
      { input: { loggedIn } },
    ).start();
    return { actor, add, remove, navigate };
  }

  it('holds ids as strings', async () => {
    const { actor } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.ids).toEqual(['55', '66']);
    expect(isFavourite(actor.getSnapshot().context, 55)).toBe(true);
  });

  it('adds, then removes, with the node id and vendor', async () => {
    const { actor, add, remove } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(add.mock.calls[0]?.[0].input).toEqual({ nodeId: '101', vendor: 'PG' });
    expect(actor.getSnapshot().context.ids).toContain('101');
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(remove.mock.calls[0]?.[0].input).toEqual({ nodeId: '101', vendor: 'PG' });
    expect(actor.getSnapshot().context.ids).not.toContain('101');
  });

  it('sends a visitor to /m/login, and never toggles lottery', async () => {
    const { actor, add, navigate } = start(false);
    actor.send({ type: 'TOGGLE', game: lottery });
    expect(navigate).not.toHaveBeenCalled();
    actor.send({ type: 'TOGGLE', game: slot });
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls[0]?.[0].input).toEqual({ to: '/m/login' });
    expect(add).not.toHaveBeenCalled();
  });
});
