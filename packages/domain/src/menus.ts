import type { SessionType } from './constants.ts';
import { LOGIN_ROUTE } from './navigation.ts';
import { isTrial, showsAgencyCentre } from './roles.ts';

/** The merchant's white-label switches by module id (PTSYS3, MANPLAYREB3, TRANSREC3, ...). */
export type Switches = Readonly<Partial<Record<string, boolean>>>;

export interface MenuEntry {
  id: string;
  to: string;
}

interface EntryDefinition extends MenuEntry {
  /** The switch that must be on for the entry to show; none means always shown. */
  switch?: string;
  /** Open to visitors too (promotions); every other entry sends a visitor to /m/login. */
  open?: boolean;
}

/** The member navigation strip, in order. */
export const MEMBER_STRIP: readonly EntryDefinition[] = [
  { id: 'points', to: '/m/mall/mallHome', switch: 'PTSYS3' },
  { id: 'manualRebate', to: '/m/member/manualRebate', switch: 'MANPLAYREB3' },
  { id: 'rewards', to: '/m/rewardCenter' },
  { id: 'promotions', to: '/m/activity', open: true },
  { id: 'deposit', to: '/m/voucherCenter' },
];

/**
 * The member menu's links, each behind its white-label switch. The documents name TRANSREC3 and TRANSBETREPMEM3 and
 * list PERSREP, REWCEN and SECPRIV variants; we read the member-side (…3) switch of each.
 */
export const MEMBER_MENU: readonly EntryDefinition[] = [
  { id: 'accountRecord', to: '/m/transaction/record', switch: 'TRANSREC3' },
  { id: 'bettingRecord', to: '/m/gameRecord', switch: 'TRANSBETREPMEM3' },
  { id: 'profitAndLoss', to: '/m/profitandloss', switch: 'PERSREP3' },
  { id: 'rewardCenter', to: '/m/rewardCenter', switch: 'REWCEN3' },
  { id: 'points', to: '/m/mall/mallHome', switch: 'PTSYS3' },
  { id: 'securityCenter', to: '/m/securityCenter', switch: 'SECPRIV3' },
];

/** The agent build's home: the agency centre of a member-agent (types 1 and 2) logged in on the player site. */
export const AGENT_HOME_ROUTE = '/m/agent/home';

/**
 * The member menu's agency-centre entry leads to the agent build, which is served on an origin of its own
 * (docs/decisions.md, "The member centre's agency centre"): follow it with a full page load (`agencyCentreHref`),
 * never the player site's router.
 */
export const AGENCY_CENTRE: MenuEntry = { id: 'agencyCentre', to: AGENT_HOME_ROUTE };

/**
 * The agency centre's address: the agent home on the configured agent site (an origin such as
 * https://agent.example.com), or on this site's origin when none is configured (an operator serving both builds
 * under one host).
 */
export function agencyCentreHref(agentSite: string | undefined): string {
  return agentSite ? new URL(AGENT_HOME_ROUTE, agentSite).href : AGENT_HOME_ROUTE;
}

/** A visitor following anything but an open entry goes to /m/login. */
export function guardedTarget(to: string, loggedIn: boolean, open = false): string {
  return loggedIn || open ? to : LOGIN_ROUTE;
}

function visible(entries: readonly EntryDefinition[], switches: Switches, loggedIn: boolean): MenuEntry[] {
  return entries
    .filter((entry) => entry.switch === undefined || switches[entry.switch] === true)
    .map((entry) => ({ id: entry.id, to: guardedTarget(entry.to, loggedIn, entry.open) }));
}

/** Points with PTSYS3, single cash back with MANPLAYREB3, rewards, promotions (always open), deposit. */
export function memberStrip(switches: Switches, loggedIn: boolean): MenuEntry[] {
  return visible(MEMBER_STRIP, switches, loggedIn);
}

/** The member menu's links that their switches allow, and the agency centre for agent-type sessions. */
export function memberMenu(switches: Switches, sessionType: SessionType): MenuEntry[] {
  const links = visible(MEMBER_MENU, switches, true);
  return showsAgencyCentre(sessionType) ? [...links, AGENCY_CENTRE] : links;
}

/**
 * Opening the member centre: a visitor goes to /m/login; a trial account is told free play is rejected and offered
 * to register; everyone else opens it.
 */
export function memberCentreAccess(sessionType: SessionType | undefined): 'login' | 'free_reject' | 'open' {
  if (sessionType === undefined) return 'login';
  return isTrial(sessionType) ? 'free_reject' : 'open';
}
