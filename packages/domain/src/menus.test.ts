import { describe, expect, it } from 'vitest';
import { agencyCentreHref, guardedTarget, memberCentreAccess, memberMenu, memberStrip } from './menus.ts';

describe('member navigation strip', () => {
  it('links points, single cash back, rewards, promotions and deposit to their screens, in that order', () => {
    expect(memberStrip({ PTSYS3: true, MANPLAYREB3: true }, true)).toEqual([
      { id: 'points', to: '/m/mall/mallHome' },
      { id: 'manualRebate', to: '/m/member/manualRebate' },
      { id: 'rewards', to: '/m/rewardCenter' },
      { id: 'promotions', to: '/m/activity' },
      { id: 'deposit', to: '/m/voucherCenter' },
    ]);
  });

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
  it('links every record and centre to its screen, each behind its member-side switch, in order', () => {
    const all = { TRANSREC3: true, TRANSBETREPMEM3: true, PERSREP3: true, REWCEN3: true, PTSYS3: true, SECPRIV3: true };
    expect(memberMenu(all, 0)).toEqual([
      { id: 'accountRecord', to: '/m/transaction/record' },
      { id: 'bettingRecord', to: '/m/gameRecord' },
      { id: 'profitAndLoss', to: '/m/profitandloss' },
      { id: 'rewardCenter', to: '/m/rewardCenter' },
      { id: 'points', to: '/m/mall/mallHome' },
      { id: 'securityCenter', to: '/m/securityCenter' },
    ]);
    for (const [key, id] of [
      ['TRANSREC3', 'accountRecord'],
      ['TRANSBETREPMEM3', 'bettingRecord'],
      ['PERSREP3', 'profitAndLoss'],
      ['REWCEN3', 'rewardCenter'],
      ['PTSYS3', 'points'],
      ['SECPRIV3', 'securityCenter'],
    ] as const)
      expect(
        memberMenu({ [key]: true }, 0).map((entry) => entry.id),
        key,
      ).toEqual([id]);
  });

  it('shows each link only with its switch, and the agency centre only to agent types', () => {
    expect(memberMenu({ TRANSREC3: true, TRANSBETREPMEM3: false }, 0)).toEqual([
      { id: 'accountRecord', to: '/m/transaction/record' },
    ]);
    expect(memberMenu({}, 1)).toEqual([{ id: 'agencyCentre', to: '/m/agent/home' }]);
    expect(memberMenu({}, 2)).toEqual([{ id: 'agencyCentre', to: '/m/agent/home' }]);
    expect(memberMenu({}, 40)).toEqual([]);
    expect(memberMenu({}, 4)).toEqual([]);
    expect(memberMenu({}, 0)).toEqual([]);
  });

  it("leads the agency centre to the agent build's home, on the configured agent site or on this origin", () => {
    expect(agencyCentreHref('http://127.0.0.1:5174')).toBe('http://127.0.0.1:5174/m/agent/home');
    expect(agencyCentreHref('https://agent.example.com/')).toBe('https://agent.example.com/m/agent/home');
    expect(agencyCentreHref(undefined)).toBe('/m/agent/home');
    expect(agencyCentreHref('')).toBe('/m/agent/home');
  });

  it('sends visitors to login and tells trial accounts free play is rejected', () => {
    expect(memberCentreAccess(undefined)).toBe('login');
    expect(memberCentreAccess(4)).toBe('free_reject');
    expect(memberCentreAccess(0)).toBe('open');
    expect(memberCentreAccess(40)).toBe('open');
  });
});
