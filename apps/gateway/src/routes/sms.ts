import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { accountByMobile } from '../db/queries/members.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { limit, requireSwitch } from '../http/guards.ts';
import { jsonBody } from '../http/input.ts';
import {
  type Delivery,
  type Mobile,
  normaliseDialingCode,
  type SmsPurpose,
  sendSmsCode,
} from '../security/smsCodes.ts';

export const dialingCode = z.string().max(5);
export const mobileNum = z.string().max(20);
const MOBILE_PATTERN = /^[0-9]{4,20}$/;
const DIALING_PATTERN = /^\+?[0-9]{1,4}$/;
/** An SMS code as typed: digits, at most 10 (the contract's limit; the gateway's codes have 6). */
export const SMS_CODE_PATTERN = /^[0-9]{1,10}$/;

export function parseMobile(countryDialingCode: string, number: string): Mobile | undefined {
  if (!DIALING_PATTERN.test(countryDialingCode) || !MOBILE_PATTERN.test(number)) return undefined;
  return { dialingCode: normaliseDialingCode(countryDialingCode), mobileNum: number };
}

/** The one body of the three SMS sends (login, registration, recovery). */
const smsRequest = z.strictObject({
  countryDialingCode: dialingCode,
  mobileNum,
  humanVerification: z.string().max(4096).optional(),
});

/**
 * Sends a code for a purpose. The answer is the same whether or not the number has an account (docs/decisions.md,
 * "Uniform answers"); only what the phone receives differs, as `delivery` decides from the number's account.
 */
function sendCode(purpose: SmsPurpose, delivery: (hasAccount: boolean) => Delivery) {
  return async (c: GatewayContext, payload: z.infer<typeof smsRequest>) => {
    const mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
    if (!mobile) return failure(c, 400, 'mobile.format');
    const { db, now } = c.get('services');
    const merchant = c.get('merchant').code;
    const hasAccount = accountByMobile(db, merchant, mobile) !== undefined;
    const sent = sendSmsCode(db, merchant, mobile, purpose, now(), delivery(hasAccount));
    if (!sent.ok) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((sent.retryAt - now()) / 1000))));
      return failure(c, 429, 'sms.too.soon');
    }
    const value: Schemas['SmsValue'] = { expirationTime: sent.expirationTime };
    return success(c, value);
  };
}

const loginCode = sendCode('login', (hasAccount) => (hasAccount ? 'code' : 'silent'));
const recoveryCode = sendCode('password', (hasAccount) => (hasAccount ? 'code' : 'silent'));
const registrationCode = sendCode('register', (hasAccount) => (hasAccount ? 'registered' : 'code'));

/** Every send counts towards the one SMS limit per address, with the set-password checks (routes/password.ts). */
export const smsRoutes = new Hono<GatewayEnv>()
  .post('/wps/session/sms', jsonBody(smsRequest), limit('sms'), (c) => loginCode(c, c.req.valid('json')))
  .post(
    '/wps/member/password/verification/sms',
    requireSwitch('CHNGPASSVERIF3'),
    jsonBody(smsRequest),
    limit('sms'),
    (c) => recoveryCode(c, c.req.valid('json')),
  )
  .post(
    '/wps/member/register/sms',
    requireSwitch('REGMOBVERF3', 'MOBILENUMREG3'),
    jsonBody(smsRequest),
    limit('sms'),
    (c) => registrationCode(c, c.req.valid('json')),
  );
