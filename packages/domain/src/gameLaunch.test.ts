import { describe, expect, it } from 'vitest';
import { gameLaunchTarget, resolveGameLaunch } from './gameLaunch.ts';

const member = { type: 0 as const };
const trial = { type: 4 as const };

describe('game launch', () => {
  it('sends a visitor to /m/login, whatever the game', () => {
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, undefined)).toEqual({
      kind: 'login',
      to: '/m/login',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', freeplay: true }, undefined).kind).toBe('login');
    expect(resolveGameLaunch({ vassalage: 'TCG_SEA', gameType: 'LOTT' }, undefined).kind).toBe('login');
  });

  it('refuses a trial account a game without free play', () => {
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, trial)).toEqual({
      kind: 'refused',
      reason: 'trial.forbidden',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1', freeplay: true }, trial).kind).toBe(
      'launcher',
    );
    expect(resolveGameLaunch({ vassalage: 'TCG_SEA', gameType: 'LOTT' }, trial).kind).toBe('refused');
    expect(resolveGameLaunch({ vassalage: 'EVO', gameType: 'LIVE', h5: true }, trial).kind).toBe('refused');
    for (const type of [0, 1, 2, 40] as const)
      expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, { type }).kind).toBe('launcher');
  });

  it('starts a lottery launch for TCG_LOTTO_VN, TCG_SEA, LOTT and ELOTT', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA']) {
      expect(resolveGameLaunch({ vassalage, gameType: 'LOTT' }, member)).toEqual({
        kind: 'lottery',
        vendor: vassalage,
      });
    }
    expect(resolveGameLaunch({ vassalage: 'GW', gameType: 'ELOTT', gameId: '9' }, member)).toEqual({
      kind: 'lottery',
      vendor: 'GW',
      gameId: '9',
    });
    expect(resolveGameLaunch({ vassalage: 'GW', gameType: 'LOTT' }, member)).toEqual({ kind: 'lottery', vendor: 'GW' });
    for (const vassalage of ['LOTT', 'ELOTT', 'TCG_LOTTO_VN'])
      expect(resolveGameLaunch({ vassalage, gameType: 'RNG', gameId: '3', h5: true }, member)).toEqual({
        kind: 'lottery',
        vendor: vassalage,
        gameId: '3',
      });
    expect(resolveGameLaunch({ vassalage: 'TCG', gameType: 'ELOTTO', gameId: '3' }, member).kind).toBe('launcher');
  });

  it('opens a vendor H5 game on its category path, and an RNG vendor tile on the RNG path, with ?vassalage', () => {
    expect(resolveGameLaunch({ vassalage: 'EVO', gameType: 'LIVE', h5: true }, member)).toEqual({
      kind: 'route',
      to: '/m/live-games?vassalage=EVO',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG' }, member)).toEqual({
      kind: 'route',
      to: '/m/slot-games?vassalage=PG',
    });
    const h5: [string, string][] = [
      ['RNG', '/m/slot-games'],
      ['SPORTS', '/m/sport-games'],
      ['ESPORTS', '/m/sport-games'],
      ['FISH', '/m/fishing-games'],
      ['PVP', '/m/poker-games'],
      ['HOT', '/m/hot-games'],
      ['BGS', '/m/inHouse'],
      ['COCKFIGHT', '/m/cockfight'],
    ];
    for (const [gameType, path] of h5)
      expect(resolveGameLaunch({ vassalage: 'V1', gameType, gameId: '5', h5: true }, member)).toEqual({
        kind: 'route',
        to: `${path}?vassalage=V1`,
      });
    expect(resolveGameLaunch({ vassalage: 'A&B C', gameType: 'LIVE', h5: true }, member)).toEqual({
      kind: 'route',
      to: '/m/live-games?vassalage=A%26B%20C',
    });
  });

  it('uses the generic launcher otherwise, with the lobby by default', () => {
    expect(resolveGameLaunch({ vassalage: 'SBO', gameType: 'SPORTS' }, member)).toEqual({
      kind: 'launcher',
      vendor: 'SBO',
      gameCode: 'lobby',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '7', gameCode: 'fortune' }, member)).toEqual({
      kind: 'launcher',
      vendor: 'PG',
      gameId: '7',
      gameCode: 'fortune',
    });
    // An H5 flag on a type without a category screen, and a vendor tile of another type, use the launcher too.
    expect(resolveGameLaunch({ vassalage: 'XY', gameType: 'ELOTTO', h5: true }, member)).toEqual({
      kind: 'launcher',
      vendor: 'XY',
      gameCode: 'lobby',
    });
    expect(resolveGameLaunch({ vassalage: 'EVO', gameType: 'LIVE' }, member)).toEqual({
      kind: 'launcher',
      vendor: 'EVO',
      gameCode: 'lobby',
    });
  });
});

describe('what a listed game launches', () => {
  it('sends the node id, vendor, type, game id and lobby code, and lets a trial play a game marked for free play', () => {
    expect(
      gameLaunchTarget({
        nodeId: '1024',
        vassalage: 'PG',
        gameType: 'RNG',
        gameName: 'Fortune Tiger',
        gameId: '126',
        gameCode: 'fortune-tiger',
        supportPlay: true,
      }),
    ).toEqual({
      nodeId: '1024',
      vassalage: 'PG',
      gameType: 'RNG',
      gameId: '126',
      gameCode: 'fortune-tiger',
      freeplay: true,
    });
  });

  it('leaves out a lobby code and a free-play flag the game does not carry', () => {
    expect(
      gameLaunchTarget({ nodeId: '7', vassalage: 'EVO', gameType: 'LIVE', gameName: 'Lobby', gameId: '0' }),
    ).toEqual({ nodeId: '7', vassalage: 'EVO', gameType: 'LIVE', gameId: '0' });
  });

  it('refuses a trial account a game not marked for free play', () => {
    const target = gameLaunchTarget({
      nodeId: '7',
      vassalage: 'EVO',
      gameType: 'LIVE',
      gameName: 'Lobby',
      gameId: '1',
      supportPlay: false,
    });
    expect(resolveGameLaunch(target, { type: 4 })).toMatchObject({ kind: 'refused' });
  });
});
