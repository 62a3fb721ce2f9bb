import { COMMON_PASSWORDS } from './commonPasswords.ts';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from './constants.ts';

export { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH };

/**
 * The rule of a new password (docs/decisions.md, "New passwords"), the only copy: the registration, change-password
 * and phone-recovery forms and the gateway (registration, change, set by phone, reset link) all check here. A new
 * password is 8 to 64 characters counted in code points, of any characters (letters of any script, digits, symbols,
 * spaces: no composition rule), and not one of the most common passwords (src/commonPasswords.ts), compared without
 * case. Logging in keeps the older, wider rule (`loginPassword`), so an account made before still logs in.
 *
 * The list is some 38 kB: only the screens that set a password import this module, never the first render.
 */
const COMMON = new Set(COMMON_PASSWORDS.split('\n'));

export type NewPasswordCheck = 'ok' | 'tooShort' | 'tooLong' | 'common';

/** Whether a password is on the list of common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** How a new password fares against the rule: the first failure, or ok. The caller decides what empty means. */
export function checkNewPassword(password: string): NewPasswordCheck {
  const length = [...password].length;
  if (length < NEW_PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > NEW_PASSWORD_MAX_LENGTH) return 'tooLong';
  return isCommonPassword(password) ? 'common' : 'ok';
}
