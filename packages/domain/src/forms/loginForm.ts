import * as z from 'zod/mini';
import {
  captcha,
  countryDialingCode,
  loginMobileNum,
  loginPassword,
  loginUsername,
  verificationCode,
} from './fieldRules.ts';

export const LOGIN_METHODS = ['username', 'sms'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export interface LoginFormOptions {
  method: LoginMethod;
  /** The captcha is asked for only once the gateway has flagged a failed login (login.captcha.required). */
  captchaRequired: boolean;
}

/** The login form of either method; its fields are named as on the screen (mobileNum, messageCode, captcha). */
export interface UsernameLoginValues {
  username: string;
  password: string;
  captcha?: string;
}
export interface SmsLoginValues {
  countryDialingCode: string;
  mobileNum: string;
  messageCode: string;
  captcha?: string;
}

export function loginFormSchema({
  method,
  captchaRequired,
}: LoginFormOptions): z.ZodMiniType<UsernameLoginValues | SmsLoginValues> {
  const captchaField: z.ZodMiniType<string | undefined> = captchaRequired
    ? captcha
    : z.optional(z.string({ error: 'captcha.invalid' }));
  if (method === 'sms') {
    return z.object(
      { countryDialingCode, mobileNum: loginMobileNum, messageCode: verificationCode, captcha: captchaField },
      { error: 'form.invalid' },
    );
  }
  return z.object(
    { username: loginUsername, password: loginPassword, captcha: captchaField },
    { error: 'form.invalid' },
  );
}

/** What an SMS code request needs: the code is not sent until this passes. */
export const smsRequestSchema = z.object({ countryDialingCode, mobileNum: loginMobileNum }, { error: 'form.invalid' });
