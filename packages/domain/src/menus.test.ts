import { describe, expect, it } from 'vitest';
import { guardedTarget, memberCentreAccess, memberMenu, memberStrip } from './menus.ts';

describe('member navigation strip', () => {
  it('shows points and single cash back only with their switches', () => {
    expect(memberStrip({}, true).map((entry) => entry.id)).toEqual(['rewards', 'promotions', 'deposit']);
    expect(memberStrip({ PTSYS3: true, MANPLAYREB3: true }, true).map((entry) => entry.id)).toEqual([
      'points',
      'manualRebate',
      'rewards',
      'promotions',
      'deposit',
    ]);
  });

  it('sends a visitor to /m/login from every entry but promotions', () => {
    expect(memberStrip({ PTSYS3: true }, false)).toEqual([
      { id: 'points', to: '/m/login' },
      { id: 'rewards', to: '/m/login' },
      { id: 'promotions', to: '/m/activity' },
      { id: 'deposit', to: '/m/login' },
    ]);
    expect(guardedTarget('/m/withdraw', true)).toBe('/m/withdraw');
  });
});

describe('member menu', () => {
  it('shows each link only with its switch, and the agency centre only to agent types', () => {
    expect(memberMenu({ TRANSREC3: true, TRANSBETREPMEM3: false }, 0)).toEqual([
      { id: 'accountRecord', to: '/m/transaction/record' },
    ]);
    expect(memberMenu({}, 1)).toEqual([{ id: 'agencyCentre', to: '/m/member/home' }]);
    expect(memberMenu({}, 40)).toEqual([]);
  });

  it('sends visitors to login and tells trial accounts free play is rejected', () => {
    expect(memberCentreAccess(undefined)).toBe('login');
    expect(memberCentreAccess(4)).toBe('free_reject');
    expect(memberCentreAccess(0)).toBe('open');
    expect(memberCentreAccess(40)).toBe('open');
  });
});
