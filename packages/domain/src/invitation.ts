import { type SessionType, TRIAL_SESSION_TYPE } from './constants.ts';

/** The registration form's referrer field (the referrer's username), filled from an invitation link. */
export const RECOMMENDER_PARAM = 'recommenderId';
const REGISTER_ROUTE = '/m/register';

export type Invitation =
  | {
      /** The registration page with the member as referrer, on this site's own address. */
      link: string;
      /** What a friend types into the referrer field instead: the member's username. */
      code: string;
    }
  /** A trial account has no username of its own to refer friends with. */
  | { refused: 'trial.forbidden' };

/**
 * The footer's Invite: a link to register with the member as referrer (the registration's recommenderId, an existing
 * username) and the username itself, for a friend who registers without the link.
 */
export function invitation(origin: string, userName: string, sessionType: SessionType): Invitation {
  if (sessionType === TRIAL_SESSION_TYPE) return { refused: 'trial.forbidden' };
  const query = new URLSearchParams({ [RECOMMENDER_PARAM]: userName });
  return { link: `${origin}${REGISTER_ROUTE}?${query}`, code: userName };
}
