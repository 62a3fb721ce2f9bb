import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionType } from './constants.ts';
import { DomainFailure } from './errorCode.ts';
import { type GameStart, gameLaunchMachine, type RecentGame } from './gameLaunchMachine.ts';
import type { Navigation } from './navigation.ts';
import { settle, unprovided } from './testing/machineTest.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const fortune = { nodeId: '101', vassalage: 'PG', gameType: 'RNG', gameId: '7', gameCode: 'fortune' };

function start(sessionType?: SessionType, outcome: { start?: Error; record?: Error; address?: string } = {}) {
  const calls: string[] = [];
  const startGame = vi.fn(async ({ input }: { input: GameStart }) => {
    calls.push(`start ${input.kind}`);
    if (outcome.start) throw outcome.start;
    return outcome.address ?? `/lgw/games/play/${input.vendor}`;
  });
  const recordRecentGame = vi.fn(async ({ input }: { input: RecentGame }) => {
    calls.push(`record ${input?.nodeId}`);
    if (outcome.record) throw outcome.record;
  });
  const navigate = vi.fn((_: unknown, navigation: Navigation) => {
    calls.push(`navigate ${JSON.stringify(navigation)}`);
  });
  const openGame = vi.fn((_: unknown, game: { address: string }) => {
    calls.push(`open ${game.address}`);
  });
  const actor = createActor(
    gameLaunchMachine.provide({
      actors: { startGame: fromPromise(startGame), recordRecentGame: fromPromise(recordRecentGame) },
      actions: { navigate, openGame },
    }),
    { input: sessionType === undefined ? {} : { sessionType } },
  ).start();
  return { actor, calls, startGame, recordRecentGame, navigate };
}

describe('gameLaunchMachine', () => {
  it('sends a visitor to /m/login and starts nothing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['navigate {"to":"/m/login"}']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('starts a game through the launcher, records it among the recent games, then opens it', async () => {
    const { actor, startGame, recordRecentGame, calls } = start(0);
    actor.send({ type: 'LAUNCH', game: fortune });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(startGame.mock.calls[0]?.[0].input).toEqual({
      kind: 'launcher',
      vendor: 'PG',
      gameId: '7',
      gameCode: 'fortune',
      nodeId: '101',
    });
    expect(recordRecentGame.mock.calls[0]?.[0].input).toEqual({ nodeId: '101', vendor: 'PG' });
    expect(calls).toEqual(['start launcher', 'record 101', 'open /lgw/games/play/PG']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('records a lottery game too, and nothing for a tile without a node id', async () => {
    const { actor, calls, startGame } = start(1);
    actor.send({ type: 'LAUNCH', game: { nodeId: '55', vassalage: 'TCG_SEA', gameType: 'LOTT', gameId: '3' } });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'LAUNCH', game: { vassalage: 'SBO', gameType: 'SPORTS' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      'start lottery',
      'record 55',
      'open /lgw/games/play/TCG_SEA',
      'start launcher',
      'open /lgw/games/play/SBO',
    ]);
    actor.send({ type: 'LAUNCH', game: { vassalage: 'IM', gameType: 'SPORTS' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(5)).toEqual(['start launcher', 'open /lgw/games/play/IM']);
    // A vendor tile names no game.
    expect(startGame.mock.calls[2]?.[0].input).toEqual({ kind: 'launcher', vendor: 'IM', gameCode: 'lobby' });
  });

  it('opens a vendor tile on its category screen by route, recording nothing', async () => {
    const { actor, calls } = start(0);
    actor.send({ type: 'LAUNCH', game: { nodeId: '9', vassalage: 'EVO', gameType: 'LIVE', h5: true } });
    actor.send({ type: 'LAUNCH', game: { vassalage: 'PG', gameType: 'RNG' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      'navigate {"to":"/m/live-games?vassalage=EVO"}',
      'navigate {"to":"/m/slot-games?vassalage=PG"}',
    ]);
  });

  it('refuses a trial account a game without free play, and lets it play one with free play', async () => {
    const { actor, calls } = start(4);
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.error).toBe('trial.forbidden');
    expect(calls).toEqual([]);
    actor.send({ type: 'LAUNCH', game: { ...fortune, freeplay: true } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['start launcher', 'record 101', 'open /lgw/games/play/PG']);
    actor.send({ type: 'LAUNCH', game: fortune });
    expect(actor.getSnapshot().context.error).toBe('trial.forbidden');
    actor.send({ type: 'LAUNCH', game: { vassalage: 'PG', gameType: 'RNG', freeplay: true } });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(calls.at(-1)).toBe('navigate {"to":"/m/slot-games?vassalage=PG"}');
  });

  it('records nothing when the game does not start, and keeps the error code', async () => {
    const { actor, calls } = start(0, { start: new DomainFailure('game.maintenance') });
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['start launcher']);
    expect(actor.getSnapshot().context.error).toBe('game.maintenance');
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each(['javascript:alert(document.cookie)', 'http://vendor.example.com/play', '//vendor.example.com/play'])(
    'never opens an address it may not follow (%s): the launch fails, nothing is recorded',
    async (address) => {
      const { actor, calls } = start(0, { address });
      actor.send({ type: 'LAUNCH', game: fortune });
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toEqual(['start launcher']);
      expect(actor.getSnapshot().context.error).toBe('unknown.error');
      expect(actor.getSnapshot().value).toBe('idle');
    },
  );

  it('opens an https address the vendor answers', async () => {
    const { actor, calls } = start(0, { address: 'https://vendor.example.com/play?token=t' });
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['start launcher', 'record 101', 'open https://vendor.example.com/play?token=t']);
  });

  it('opens the game and says nothing when recording fails', async () => {
    const { actor, calls } = start(0, { record: new DomainFailure('network.offline') });
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['start launcher', 'record 101', 'open /lgw/games/play/PG']);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'LAUNCH', game: { ...fortune, nodeId: '102', vassalage: 'JILI' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(3)).toEqual(['start launcher', 'record 102', 'open /lgw/games/play/JILI']);
  });

  it('launches one game at a time', async () => {
    const { actor, startGame } = start(0);
    actor.send({ type: 'LAUNCH', game: fortune });
    actor.send({ type: 'LAUNCH', game: { ...fortune, nodeId: '102' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(startGame).toHaveBeenCalledTimes(1);
  });

  it('follows the session: a visitor who logs in launches, one who logs out goes to /m/login', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SESSION_CHANGED', sessionType: 2 });
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'SESSION_CHANGED' });
    actor.send({ type: 'LAUNCH', game: fortune });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['start launcher', 'record 101', 'open /lgw/games/play/PG', 'navigate {"to":"/m/login"}']);
  });
});

describe('gameLaunchMachine: what the app provides', () => {
  it('fails loudly, naming each actor the app has not provided', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const openGame = vi.fn((_: unknown, _game: { address: string }) => {});
    const bare = unprovided(gameLaunchMachine.provide({ actions: { navigate, openGame } }), {
      input: { sessionType: 0 },
    });
    bare.actor.send({ type: 'LAUNCH', game: fortune });
    await settle();
    expect(bare.names).toEqual(['startGame']);
    expect(bare.actor.getSnapshot().context.error).toBe('unknown.error');

    const started = unprovided(
      gameLaunchMachine.provide({
        actors: { startGame: fromPromise(async () => '/lgw/games/play/PG') },
        actions: { navigate, openGame },
      }),
      { input: { sessionType: 0 } },
    );
    started.actor.send({ type: 'LAUNCH', game: fortune });
    await settle();
    expect(started.names).toEqual(['recordRecentGame']);
  });

  it('must be given its navigate action: a visitor launching without one stops the machine with an error', () => {
    const actor = createActor(gameLaunchMachine, { input: {} });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'LAUNCH', game: fortune });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"navigate" must be provided');
  });

  it('must be given its openGame action: a started game without one stops the machine with an error', async () => {
    const navigate = vi.fn((_: unknown, _navigation: Navigation) => {});
    const actor = createActor(
      gameLaunchMachine.provide({
        actors: { startGame: fromPromise(async () => '/lgw/games/play/SBO') },
        actions: { navigate },
      }),
      { input: { sessionType: 0 } },
    );
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'LAUNCH', game: { vassalage: 'SBO', gameType: 'SPORTS' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('"openGame" must be provided');
  });
});
