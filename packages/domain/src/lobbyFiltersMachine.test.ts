import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { lobbyFiltersMachine } from './lobbyFiltersMachine.ts';
import type { Navigation } from './navigation.ts';

function start() {
  const navigations: Navigation[] = [];
  const actor = createActor(
    lobbyFiltersMachine.provide({ actions: { navigate: (_, navigation) => void navigations.push(navigation) } }),
  ).start();
  return { actor, navigations, context: () => actor.getSnapshot().context };
}

const allGames = { vassalage: '', gameName: '', gameClassify: '', gameType: '', vendors: [] };

describe('lobbyFiltersMachine', () => {
  it('starts on the HOT category with all games of every vendor', () => {
    const { context, navigations } = start();
    expect(context()).toEqual({ category: 'HOT', dataType: 'ALL', filter: allGames });
    expect(navigations).toEqual([]);
  });

  it('keeps the category and the filter a screen chose', () => {
    const { actor, context } = start();
    actor.send({ type: 'SELECT_CATEGORY', category: 'LIVE' });
    const filter = { ...allGames, vassalage: 'PG', gameType: 'RNG', gameName: 'fortune' };
    actor.send({ type: 'SET_FILTER', dataType: 'FAV', filter });
    expect(context()).toEqual({ category: 'LIVE', dataType: 'FAV', filter });
  });

  it('the header logo resets to all games, an empty vendor and the HOT category, then goes to /m/home', () => {
    const { actor, context, navigations } = start();
    actor.send({ type: 'SELECT_CATEGORY', category: 'SPORTS' });
    actor.send({
      type: 'SET_FILTER',
      dataType: 'RECENT',
      filter: { ...allGames, vassalage: 'SBO', gameType: 'SPORTS', vendors: ['SV3'], minBet: 5, minLine: 20 },
    });
    actor.send({ type: 'RESET' });
    expect(context()).toEqual({ category: 'HOT', dataType: 'ALL', filter: allGames });
    expect(navigations).toEqual([{ to: '/m/home' }]);
  });

  it('fails loudly when navigate is not provided', () => {
    const actor = createActor(lobbyFiltersMachine).start();
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send({ type: 'RESET' });
    expect(String(errors[0])).toMatch(/navigate/);
  });
});
