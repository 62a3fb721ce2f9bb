import { describe, expect, it } from 'vitest';
import { footerCurrent, footerMenu } from './footerMenu.ts';

describe('footer menu', () => {
  it('gives a member Home, Deposit, Invite (the referral popup), Member Center with the unread count, and Reward', () => {
    expect(footerMenu(true)).toEqual([
      { id: 'home', to: '/m/home' },
      { id: 'deposit', to: '/m/voucherCenter' },
      { id: 'invite', opens: 'invite' },
      { id: 'memberCentre', to: '/m/member/home', unread: true },
      { id: 'reward', to: '/m/rewardCenter' },
    ]);
  });

  it('sends a visitor to /m/login from every tab but Home', () => {
    expect(footerMenu(false)).toEqual([
      { id: 'home', to: '/m/home' },
      { id: 'deposit', to: '/m/login' },
      { id: 'invite', to: '/m/login' },
      { id: 'memberCentre', to: '/m/login', unread: true },
      { id: 'reward', to: '/m/login' },
    ]);
  });

  it("marks the tab of the page on screen, home's aliases included, and none elsewhere", () => {
    expect(['/', '/m', '/m/index.html', '/m/home'].map(footerCurrent)).toEqual(['home', 'home', 'home', 'home']);
    expect(footerCurrent('/m/voucherCenter')).toBe('deposit');
    expect(footerCurrent('/m/member/home')).toBe('memberCentre');
    expect(footerCurrent('/m/rewardCenter')).toBe('reward');
    expect(footerCurrent('/m/withdraw')).toBeUndefined();
    expect(footerCurrent('/m/nowhere')).toBeUndefined();
  });
});
