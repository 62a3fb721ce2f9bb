import { describe, expect, it } from 'vitest';
import { resolveGameLaunch } from './gameLaunch.ts';

const member = { type: 0 as const };
const trial = { type: 4 as const };

describe('game launch', () => {
  it('sends a visitor to /m/login', () => {
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, undefined)).toEqual({
      kind: 'login',
      to: '/m/login',
    });
  });

  it('refuses a trial account a game without free play', () => {
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1' }, trial)).toEqual({
      kind: 'refused',
      reason: 'trial.forbidden',
    });
    expect(resolveGameLaunch({ vassalage: 'PG', gameType: 'RNG', gameId: '1', freeplay: true }, trial).kind).toBe(
      'launcher',
    );
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
  });
});
