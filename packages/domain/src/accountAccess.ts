import type { SessionType } from './constants.ts';
import { TRIAL_FORBIDDEN } from './gameLaunch.ts';
import type { Switches } from './menus.ts';
import { isTrial } from './roles.ts';

/** Free play (the trial login) is the white-label module FREEPLAY3. */
export const FREE_PLAY_SWITCH = 'FREEPLAY3';

/**
 * The free-play entry (docs/decisions.md, "Free play starts from the login screen") shows to a visitor while the
 * merchant's FREEPLAY3 switch is on; someone already logged in, trial or member, is not offered another session.
 */
export function offersFreePlay(switches: Switches, loggedIn: boolean): boolean {
  return !loggedIn && switches[FREE_PLAY_SWITCH] === true;
}

/**
 * Opening the change-password screen: a visitor goes to /m/login; a trial account has no password of its own to
 * change and is told to use an actual account (trial.forbidden, as the gateway answers); everyone else opens it.
 */
export function changePasswordAccess(sessionType: SessionType | undefined): 'login' | typeof TRIAL_FORBIDDEN | 'open' {
  if (sessionType === undefined) return 'login';
  return isTrial(sessionType) ? TRIAL_FORBIDDEN : 'open';
}
