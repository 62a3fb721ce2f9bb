import { describe, expect, it } from 'vitest';
import { sideMenu } from './sideMenu.ts';

const records = { TRANSREC3: true, TRANSBETREPMEM3: true };

describe('side menu', () => {
  it("gives a member the profile, account record, betting record and help centre, with the wallet's screens", () => {
    expect(sideMenu({ switches: records, sessionType: 0, vip: false, standalone: false })).toEqual({
      entries: [
        { id: 'profile', to: '/m/member/home' },
        { id: 'accountRecord', to: '/m/transaction/record' },
        { id: 'bettingRecord', to: '/m/gameRecord' },
        { id: 'help', to: '/m/help' },
      ],
      deposit: '/m/voucherCenter',
      withdraw: '/m/withdraw',
      showsVipLabel: false,
      appDownload: true,
    });
  });

  it('names the first entry agency centre for every session type but 0, 4 and 40', () => {
    const first = (sessionType: 0 | 1 | 2 | 4 | 40 | 41 | 42) =>
      sideMenu({ switches: {}, sessionType, vip: false, standalone: false }).entries[0];
    expect([0, 4, 40].map((type) => first(type as 0 | 4 | 40)?.id)).toEqual(['profile', 'profile', 'profile']);
    expect([1, 2, 41, 42].map((type) => first(type as 1 | 2 | 41 | 42))).toEqual([
      { id: 'agencyCentre', to: '/m/member/home' },
      { id: 'agencyCentre', to: '/m/member/home' },
      { id: 'agencyCentre', to: '/m/member/home' },
      { id: 'agencyCentre', to: '/m/member/home' },
    ]);
  });

  it('shows the account record only with TRANSREC3 and the betting record only with TRANSBETREPMEM3', () => {
    const ids = (switches: Record<string, boolean>) =>
      sideMenu({ switches, sessionType: 0, vip: false, standalone: false }).entries.map((entry) => entry.id);
    expect(ids({})).toEqual(['profile', 'help']);
    expect(ids({ TRANSREC3: true, TRANSBETREPMEM3: false })).toEqual(['profile', 'accountRecord', 'help']);
    expect(ids({ TRANSBETREPMEM3: true })).toEqual(['profile', 'bettingRecord', 'help']);
  });

  it('sends a visitor to /m/login from everything but the help centre, and offers no VIP', () => {
    expect(sideMenu({ switches: records, vip: true, standalone: false })).toEqual({
      entries: [
        { id: 'profile', to: '/m/login' },
        { id: 'accountRecord', to: '/m/login' },
        { id: 'bettingRecord', to: '/m/login' },
        { id: 'help', to: '/m/help' },
      ],
      deposit: '/m/login',
      withdraw: '/m/login',
      showsVipLabel: false,
      appDownload: true,
    });
  });

  it('offers VIP benefits and the VIP label to a member only when the VIP flag is on', () => {
    const on = sideMenu({ switches: {}, sessionType: 0, vip: true, standalone: false });
    expect(on.vipBenefits).toBe('/m/member/benefits');
    expect(on.showsVipLabel).toBe(true);
    const off = sideMenu({ switches: {}, sessionType: 0, vip: false, standalone: false });
    expect(off.vipBenefits).toBeUndefined();
    expect(off.showsVipLabel).toBe(false);
  });

  it('leaves out the app download entry inside the native app or the installed PWA', () => {
    expect(sideMenu({ switches: {}, sessionType: 0, vip: false, standalone: true }).appDownload).toBe(false);
    expect(sideMenu({ switches: {}, vip: false, standalone: true }).appDownload).toBe(false);
  });
});
