import type { components } from '@wl/api/wps';
import { BIRTHDAY_MIN_YEAR } from './constants.ts';
import type { LoginResult } from './entities.ts';
import { RECOMMENDER_PARAM } from './invitation.ts';
import type { LoginHandOver, LoginRequest } from './loginMachine.ts';
import { HOME_ROUTE, LOGIN_ROUTE, type Navigation } from './navigation.ts';
import type { RegisterMethod, RegistrationRequest } from './registrationMachine.ts';

/** What the gateway answers a registration: the new account's name (after a mobile registration, the one it chose). */
export type Registered = Pick<components['schemas']['RegisterValue'], 'userName'>;

/** The query parameter of an agent's link (`/m/register?affiliateCode=AB12CD`) that fills the affiliate code. */
export const AFFILIATE_CODE_PARAM = 'affiliateCode';

/** What a registration link fills in: an agent's affiliate code, a member's username as referrer (the footer's Invite). */
export interface RegistrationLink {
  affiliateCode?: string;
  recommenderId?: string;
}

/** The fields a registration link fills, each trimmed; a parameter missing or empty fills nothing. */
export function registrationLink(search: string): RegistrationLink {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.trim() || undefined;
  const affiliateCode = read(AFFILIATE_CODE_PARAM);
  const recommenderId = read(RECOMMENDER_PARAM);
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(recommenderId ? { recommenderId } : {}) };
}

/** How the site was opened, as the browser tells it. */
export interface OpenedAs {
  /** Inside the operator's native app. */
  nativeApp: boolean;
  /** Added to an iPhone's home screen (Safari's `navigator.standalone`). */
  iosWebClip: boolean;
  /** Installed and running in its own window (`display-mode: standalone`). */
  standalone: boolean;
}

/** The payload's registerMethod: APP inside the native app, WEBCLIP from an iPhone's home screen, PWA installed, H5 in the browser. */
export function registerMethodOf(openedAs: OpenedAs): RegisterMethod {
  if (openedAs.nativeApp) return 'APP';
  if (openedAs.iosWebClip) return 'WEBCLIP';
  return openedAs.standalone ? 'PWA' : 'H5';
}

/** The birthday picker's bounds (YYYY-MM-DD): 1 January 1900 to 31 December of today's year, read in UTC. */
export function birthdayBounds(today: string): { min: string; max: string } {
  return { min: `${BIRTHDAY_MIN_YEAR}-01-01`, max: `${new Date(today).getUTCFullYear()}-12-31` };
}

/**
 * The login that opens the new account's session once the gateway has accepted the registration: on the member side,
 * by the account's name as the gateway answered it and the password exactly as typed. None when the form asked for
 * no password (a mobile registration without MOBILENUMPASSREG3): that account logs in by SMS, with a code of its own.
 */
export function loginAfterRegistration(request: RegistrationRequest, registered: Registered): LoginRequest | undefined {
  const { password } = request.payload;
  if (password === undefined) return undefined;
  return { type: 'username', side: 'member', username: registered.userName, password };
}

/**
 * The session the login after a registration hands over, as a login by password does: the password is held (in
 * memory only) for a first-time login, so the change-password screen need not ask for it again.
 */
export function registrationHandOver(
  merchantCode: string,
  login: Extract<LoginRequest, { type: 'username' }>,
  result: LoginResult,
): LoginHandOver {
  const session = {
    token: result.token,
    merchantCode,
    userName: result.userName,
    type: result.type,
    firstTimeLogin: result.firstTimeLogin,
  };
  return session.firstTimeLogin ? { session, heldPassword: login.password } : { session };
}

/**
 * Where the person goes once registered: home with the new session, or to the login screen ("ready for login") when
 * no session was opened. The registration screen is replaced, so back does not return to a spent form.
 */
export function afterRegistration(loggedIn: boolean): Extract<Navigation, { to: string }> {
  return { to: loggedIn ? HOME_ROUTE : LOGIN_ROUTE, replace: true };
}
