import { showsDownloadEntry } from './appDownload.ts';
import type { SessionType } from './constants.ts';
import { DEPOSIT_ROUTE, MEMBER_CENTRE_ROUTE } from './footerMenu.ts';
import { guardedTarget, type MenuEntry, type Switches } from './menus.ts';
import { showsAgencyCentre } from './roles.ts';

export const WITHDRAW_ROUTE = '/m/withdraw';
export const VIP_BENEFITS_ROUTE = '/m/member/benefits';
export const HELP_ROUTE = '/m/help';

export interface SideMenuInput {
  /** The merchant's white-label switches by module id. */
  switches: Switches;
  /** The session's type, or undefined for a visitor. */
  sessionType?: SessionType;
  /** The merchant's VIP flag: the VIP label and the VIP benefits entry show only with it. */
  vip: boolean;
  /** Inside the native app or the installed PWA: no app-download entry. */
  standalone: boolean;
}

export interface SideMenu {
  /** Profile or agency centre, account record, betting record, help centre, in that order. */
  entries: MenuEntry[];
  /** Where the member's deposit and withdraw buttons go. */
  deposit: string;
  withdraw: string;
  /** The VIP benefits entry's target, only for a member of a merchant with the VIP flag. */
  vipBenefits?: string;
  /** The member's VIP label shows only with the merchant's VIP flag. */
  showsVipLabel: boolean;
  /** The app-download entry shows only outside the native app or PWA. */
  appDownload: boolean;
}

interface EntryDefinition extends MenuEntry {
  switch?: string;
  open?: boolean;
}

/**
 * The side menu's entries after the profile: the records behind the same member-side switches as the member menu
 * (TRANSREC3, TRANSBETREPMEM3); the help centre is open to everyone (docs/decisions.md, "The player site's chrome").
 */
const SIDE_MENU_ENTRIES: readonly EntryDefinition[] = [
  { id: 'accountRecord', to: '/m/transaction/record', switch: 'TRANSREC3' },
  { id: 'bettingRecord', to: '/m/gameRecord', switch: 'TRANSBETREPMEM3' },
  { id: 'help', to: HELP_ROUTE, open: true },
];

/**
 * What the side menu offers: the profile entry is the agency centre for agent-type sessions (both open the member
 * centre); a visitor following anything but the help centre goes to /m/login, as do the wallet buttons.
 */
export function sideMenu({ switches, sessionType, vip, standalone }: SideMenuInput): SideMenu {
  const loggedIn = sessionType !== undefined;
  const profile: MenuEntry = {
    id: loggedIn && showsAgencyCentre(sessionType) ? 'agencyCentre' : 'profile',
    to: guardedTarget(MEMBER_CENTRE_ROUTE, loggedIn),
  };
  const entries = SIDE_MENU_ENTRIES.filter(
    (entry) => entry.switch === undefined || switches[entry.switch] === true,
  ).map((entry) => ({ id: entry.id, to: guardedTarget(entry.to, loggedIn, entry.open) }));
  return {
    entries: [profile, ...entries],
    deposit: guardedTarget(DEPOSIT_ROUTE, loggedIn),
    withdraw: guardedTarget(WITHDRAW_ROUTE, loggedIn),
    ...(loggedIn && vip ? { vipBenefits: VIP_BENEFITS_ROUTE } : {}),
    showsVipLabel: loggedIn && vip,
    appDownload: showsDownloadEntry({ standalone }),
  };
}
