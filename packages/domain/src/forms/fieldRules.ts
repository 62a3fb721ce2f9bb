import * as z from 'zod/mini';
import {
  CAPTCHA_MAX_LENGTH,
  CAPTCHA_MIN_LENGTH,
  EMAIL_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '../constants.ts';
import { PATTERNS } from '../patterns.ts';

/**
 * The shared field rules of every form. The documents name loginUsername, loginPassword, loginMobileNum and
 * verificationCode without showing them; the bounds below are ours (docs/decisions.md, "Domain"). Messages are keys
 * of the `forms` catalogue namespace. Usernames, e-mails and numbers are trimmed; passwords are taken exactly as
 * typed or pasted, so a password manager's value always round-trips.
 */
export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 16;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/**
 * Logging in takes any password of 6 to 64 characters: 6 was the shortest an account could be given before new
 * passwords had to be 8 (src/passwordPolicy.ts), and 64 the longest one can be given now, so every account made under
 * either rule still logs in. What a new password must be is the new-password rule's business, not this one's.
 */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const LOGIN_PASSWORD_MAX_LENGTH = 64;
export const MOBILE_MIN_LENGTH = 6;
export const MOBILE_PATTERN = /^\d+$/;
export const VERIFICATION_CODE_PATTERN = /^\d+$/;
export const CAPTCHA_PATTERN = /^\d+$/;

/** A required text: empty (after trimming, where the field trims) fails with the field's own message. */
const required = (message: string) => z.minLength(1, { error: message });

export const loginUsername = z.pipe(
  z.string({ error: 'username.required' }).check(z.trim()),
  z
    .string()
    .check(
      required('username.required'),
      z.minLength(USERNAME_MIN_LENGTH, { error: 'username.invalid' }),
      z.maxLength(USERNAME_MAX_LENGTH, { error: 'username.invalid' }),
      z.regex(USERNAME_PATTERN, { error: 'username.invalid' }),
    ),
);

/** Length is counted in code points, so an emoji or a CJK character counts once whatever its UTF-16 size. */
const codePoints = (value: string) => [...value].length;

export const loginPassword = z.string({ error: 'password.required' }).check(
  required('password.required'),
  z.refine(
    (value: string) => codePoints(value) >= LOGIN_PASSWORD_MIN_LENGTH && codePoints(value) <= LOGIN_PASSWORD_MAX_LENGTH,
    { error: 'password.invalid' },
  ),
);

export const loginMobileNum = z.pipe(
  z.string({ error: 'mobile.required' }).check(z.trim()),
  z
    .string()
    .check(
      required('mobile.required'),
      z.minLength(MOBILE_MIN_LENGTH, { error: 'mobile.invalid' }),
      z.maxLength(MOBILE_MAX_LENGTH, { error: 'mobile.invalid' }),
      z.regex(MOBILE_PATTERN, { error: 'mobile.invalid' }),
    ),
);

export const verificationCode = z.pipe(
  z.string({ error: 'verificationCode.required' }).check(z.trim()),
  z
    .string()
    .check(
      required('verificationCode.required'),
      z.maxLength(SMS_CODE_MAX_LENGTH, { error: 'verificationCode.invalid' }),
      z.regex(VERIFICATION_CODE_PATTERN, { error: 'verificationCode.invalid' }),
    ),
);

export const captcha = z.pipe(
  z.string({ error: 'captcha.required' }).check(z.trim()),
  z
    .string()
    .check(
      required('captcha.required'),
      z.minLength(CAPTCHA_MIN_LENGTH, { error: 'captcha.invalid' }),
      z.maxLength(CAPTCHA_MAX_LENGTH, { error: 'captcha.invalid' }),
      z.regex(CAPTCHA_PATTERN, { error: 'captcha.invalid' }),
    ),
);

/** The contract's e-mail pattern, the one registration and the gateway use too. */
export const email = z.pipe(
  z.string({ error: 'email.required' }).check(z.trim()),
  z
    .string()
    .check(
      required('email.required'),
      z.maxLength(EMAIL_MAX_LENGTH, { error: 'email.invalid' }),
      z.regex(PATTERNS.email, { error: 'email.invalid' }),
    ),
);

/** A country dialling code as the picker gives it: digits, with or without the leading plus. */
export const countryDialingCode = z.pipe(
  z.string({ error: 'dialingCode.required' }).check(z.trim()),
  z.string().check(z.regex(/^\+?\d{1,4}$/, { error: 'dialingCode.required' })),
);
