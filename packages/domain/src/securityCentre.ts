import type { SessionType } from './constants.ts';
import type { MemberInfoWire } from './contract.ts';
import { memberCentreAccess, type Switches } from './menus.ts';
import type { Navigation } from './navigation.ts';
import { SECURITY_FORM_ROUTES } from './routes.ts';

/** The security centre is the member menu's SECPRIV3 entry; the gateway names its member calls by the same module. */
export const SECURITY_CENTRE_SWITCH = 'SECPRIV3';
export const SECURITY_CENTRE_ROUTE = '/m/securityCenter';
/** The forms' pages; the route table owns them, this module names them where the security centre is used. */
export { SECURITY_FORM_ROUTES };
export const CHANGE_PASSWORD_ROUTE = '/m/changePsw';

/**
 * Where a saved form returns: one step back when it was opened from this site (the list), else the list replacing
 * the form, so that the back button never leaves the site after a form opened by its address.
 */
export function securityFormLeave(openedFromSite: boolean): Navigation {
  return openedFromSite ? { back: true } : { to: SECURITY_CENTRE_ROUTE, replace: true };
}

/** What the security centre shows of the member: the wire's member info, trimmed to what it reads. */
export type SecurityProfile = Pick<MemberInfoWire, 'nickname' | 'email' | 'payeeName'>;

/**
 * Opening the security centre or one of its forms: a visitor goes to /m/login and a trial account gets the member
 * centre's free_reject answer (`memberCentreAccess`); for anyone else it opens while the merchant's SECPRIV3 switch
 * is on, and otherwise says it is not offered.
 */
export function securityCentreAccess(
  sessionType: SessionType | undefined,
  switches: Switches,
): 'login' | 'free_reject' | 'not_offered' | 'open' {
  const access = memberCentreAccess(sessionType);
  if (access !== 'open') return access;
  return switches[SECURITY_CENTRE_SWITCH] === true ? 'open' : 'not_offered';
}

/** Characters of the e-mail's local part left readable; the rest becomes three asterisks, whatever its length. */
export const EMAIL_VISIBLE_CHARACTERS = 2;

/**
 * An e-mail address as the list shows it: the first two characters of the local part (one when it has two or
 * fewer), three asterisks, and the domain whole, so the member recognises their address without it being readable
 * over their shoulder: demo01@example.com reads de***@example.com. Without an @ nothing is shown but the asterisks.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const shown = at > EMAIL_VISIBLE_CHARACTERS ? EMAIL_VISIBLE_CHARACTERS : 1;
  return `${address.slice(0, shown)}***${address.slice(at)}`;
}

export type SecurityRowId =
  | 'nickname'
  | 'email'
  | 'payeeName'
  | 'loginPassword'
  | 'paymentPassword'
  | 'paymentPasswordReset';

export interface SecurityRow {
  id: SecurityRowId;
  /** The value at the row's end: the member's own text, or a state the app words ("Not set", "Set"). */
  value?: { text: string } | { state: 'notSet' | 'set' };
  /** Where the row leads; none for a value that cannot be changed here. */
  to?: string;
}

const given = (value: string | null): value is string => value !== null && value !== '';

/**
 * The security centre's rows, in order: nickname, e-mail (masked), payee name, login password (the change-password
 * page), payment password (set it, or change it once set) and, once one is set, its reset by the login password.
 * The payee name is the name on withdrawals and is set once (the gateway refuses a second with permission.denied):
 * once given, its row only shows it.
 */
export function securityRows(profile: SecurityProfile, hasPaymentPassword: boolean): SecurityRow[] {
  const textOr = (text: string | null) => (given(text) ? { text } : { state: 'notSet' as const });
  const rows: SecurityRow[] = [
    { id: 'nickname', value: textOr(profile.nickname), to: SECURITY_FORM_ROUTES.nickname },
    {
      id: 'email',
      value: given(profile.email) ? { text: maskEmail(profile.email) } : { state: 'notSet' },
      to: SECURITY_FORM_ROUTES.email,
    },
    given(profile.payeeName)
      ? { id: 'payeeName', value: { text: profile.payeeName } }
      : { id: 'payeeName', value: { state: 'notSet' }, to: SECURITY_FORM_ROUTES.payeeName },
    { id: 'loginPassword', value: { state: 'set' }, to: CHANGE_PASSWORD_ROUTE },
    {
      id: 'paymentPassword',
      value: { state: hasPaymentPassword ? 'set' : 'notSet' },
      to: SECURITY_FORM_ROUTES.paymentPassword,
    },
  ];
  return hasPaymentPassword
    ? [...rows, { id: 'paymentPasswordReset', to: SECURITY_FORM_ROUTES.paymentPasswordReset }]
    : rows;
}
