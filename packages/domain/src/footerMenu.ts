import { guardedTarget } from './menus.ts';
import { HOME_ROUTE, LOGIN_ROUTE } from './navigation.ts';
import { routeTitle, type Screen } from './routes.ts';

export const DEPOSIT_ROUTE = '/m/voucherCenter';
export const MEMBER_CENTRE_ROUTE = '/m/member/home';
export const REWARD_CENTRE_ROUTE = '/m/rewardCenter';

export type FooterEntryId = 'home' | 'deposit' | 'invite' | 'memberCentre' | 'reward';

/**
 * One tab of the footer menu: a route, or (invite, for a member) the referral popup. `unread` marks the tab that
 * carries the total unread count.
 */
export type FooterEntry = { id: FooterEntryId; unread?: true } & ({ to: string } | { opens: 'invite' });

/**
 * Home, Deposit, Invite, Member Center, Reward. Home is open to everyone; a visitor tapping any other tab goes to
 * /m/login (the referral popup has no link to show a visitor). The unread total rides on Member Center, where the
 * inbox is.
 */
export function footerMenu(loggedIn: boolean): FooterEntry[] {
  return [
    { id: 'home', to: HOME_ROUTE },
    { id: 'deposit', to: guardedTarget(DEPOSIT_ROUTE, loggedIn) },
    loggedIn ? { id: 'invite', opens: 'invite' } : { id: 'invite', to: LOGIN_ROUTE },
    { id: 'memberCentre', to: guardedTarget(MEMBER_CENTRE_ROUTE, loggedIn), unread: true },
    { id: 'reward', to: guardedTarget(REWARD_CENTRE_ROUTE, loggedIn) },
  ];
}

const CURRENT_BY_SCREEN: Partial<Record<Screen, FooterEntryId>> = {
  home: 'home',
  deposit: 'deposit',
  memberHome: 'memberCentre',
  rewardCenter: 'reward',
};

/** The tab of the page on screen, if the page is one of the footer's. */
export function footerCurrent(path: string): FooterEntryId | undefined {
  const screen = routeTitle(path);
  // Stryker disable next-line ConditionalExpression: a path outside the table has no screen, and no tab either way
  return screen === undefined ? undefined : CURRENT_BY_SCREEN[screen];
}
