import * as z from 'zod/mini';
import { checkNewPassword, NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '../passwordPolicy.ts';

/**
 * A new password as registration, change password and phone recovery take it: the new-password rule
 * (@wl/domain/password-policy), never trimmed or case-changed. Each failure has its own message, which says the rule;
 * an empty one is also too short, but its first message, the one shown, asks for it.
 */
export const newPassword = z.string({ error: 'password.required' }).check(
  // Stryker disable next-line ObjectLiteral: without it the check takes the string's own error, the same key
  z.minLength(1, { error: 'password.required' }),
  z.refine((value: string) => checkNewPassword(value) !== 'tooShort', {
    error: 'password.tooShort',
    params: { min: NEW_PASSWORD_MIN_LENGTH },
  }),
  z.refine((value: string) => checkNewPassword(value) !== 'tooLong', {
    error: 'password.tooLong',
    params: { max: NEW_PASSWORD_MAX_LENGTH },
  }),
  z.refine((value: string) => checkNewPassword(value) !== 'common', { error: 'password.common' }),
);
