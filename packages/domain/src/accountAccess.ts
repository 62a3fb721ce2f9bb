import type { SessionType } from './constants.ts';
import { SESSION_EXPIRED } from './errorCode.ts';
import { TRIAL_FORBIDDEN } from './gameLaunch.ts';
import { isTrial } from './roles.ts';

/**
 * Opening the change-password screen: a visitor goes to /m/login; a trial account has no password of its own to
 * change and is told to use an actual account (trial.forbidden, as the gateway answers); everyone else opens it.
 */
export function changePasswordAccess(sessionType: SessionType | undefined): 'login' | typeof TRIAL_FORBIDDEN | 'open' {
  if (sessionType === undefined) return 'login';
  return isTrial(sessionType) ? TRIAL_FORBIDDEN : 'open';
}

/** A member's page as its gate shows it: what the access rule says, and who the page is on screen for (if it is). */
export interface MemberPageAccess<TAccess extends string> {
  access: TAccess | 'open';
  /** The member the page was opened for, while it is on screen; undefined once it is not. */
  openedFor: string | undefined;
}

/**
 * A member's page (a form above all) as the session changes under it. Its access rule decides a page not yet open;
 * once it is open for a member, it stays on screen, with what was typed, when the gateway ends the session
 * (session.expired): the person is told so, the header offers Log in, and once logged in again they send what they
 * typed. A logout, or a page opened afresh while logged out, goes where the access rule says (a visitor to log in); a
 * login of another member opens the page afresh for them (`openedFor` changes), nothing of the other's typing kept.
 */
export function memberPageAccess<TAccess extends string>(
  access: TAccess | 'open',
  page: { openedFor: string | undefined; userName: string | undefined; ended: string | undefined },
): MemberPageAccess<TAccess> {
  if (access === 'open') return { access, openedFor: page.userName };
  const kept = page.openedFor !== undefined && page.userName === undefined && page.ended === SESSION_EXPIRED;
  return kept ? { access: 'open', openedFor: page.openedFor } : { access, openedFor: undefined };
}
