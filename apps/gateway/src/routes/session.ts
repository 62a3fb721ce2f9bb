import { randomBytes, randomInt } from 'node:crypto';
import { loginRefusal } from '@wl/domain/roles';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import {
  type AccountRow,
  accountByMobile,
  accountByUsername,
  deleteTrialsBefore,
  insertTrial,
  markFirstLoginDone,
  usernameTaken,
} from '../db/queries/members.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { encryptedBody } from '../http/encrypted.ts';
import {
  bearer,
  limit,
  loginLocked,
  rateLimited,
  refuseRestrictedRegion,
  requireSession,
  requireSwitch,
} from '../http/guards.ts';
import { optionalJsonBody } from '../http/input.ts';
import {
  closeSession,
  findSession,
  openSession,
  renewSession,
  type SessionMember,
  TRIAL_TTL_MS,
} from '../http/session.ts';
import { checkCaptcha, issueCaptcha } from '../security/captchaStore.ts';
import { accountKey, clearAccountFailures, guardState, recordFailure } from '../security/loginGuard.ts';
import { burnPasswordCheck, verifyPassword } from '../security/passwords.ts';
import { consumeSmsCode, type Mobile } from '../security/smsCodes.ts';
import { dialingCode, mobileNum, parseMobile } from './sms.ts';

const captchaFields = {
  captcha: z
    .string()
    .max(6)
    .regex(/^[0-9]{1,6}$/)
    .optional(),
  captchaId: z.string().min(1).max(64).optional(),
};
const clientExtras = {
  remember: z.boolean().optional(),
  humanVerification: z.string().max(4096).optional(),
};
const loginPayload = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('username'),
    side: z.enum(['member', 'agent']).optional(),
    // Empty after trimming is login.credentials.missing, not a schema error: the form shows its own text for it.
    username: z.string().max(64),
    password: z.string().max(128),
    ...captchaFields,
    ...clientExtras,
  }),
  z.strictObject({
    type: z.literal('sms'),
    side: z.enum(['member', 'agent']).optional(),
    countryDialingCode: dialingCode,
    mobileNum,
    verificationCode: z.string().max(10).optional(),
    ...captchaFields,
    ...clientExtras,
    firebaseChannel: z.literal('sms').optional(),
    firebaseIdToken: z.string().max(4096).optional(),
    firebaseMobileNo: z.string().max(32).optional(),
  }),
]);
const freePlayPayload = z.strictObject({ trialName: z.string().max(64).optional() });

/** The suffix of the merchant code that trial sessions carry; the gateway maps it back to the merchant. */
export const TRIAL_SUFFIX = '_TRIAL';
/** The names GET /wps/session/trial hands out. */
const TRIAL_NAME = /^trial_(?:[0-9]{5,8}|[0-9a-f]{16})$/;

/**
 * Starts a session and answers the login value; the first login flag is reported once. The session whose token came
 * with the call (a trial's, or an earlier login's) ends: a login always answers a new token, and a token held before
 * it never becomes the logged-in one.
 */
function startSession(c: GatewayContext, account: AccountRow): Schemas['LoginValue'] {
  const { db, now } = c.get('services');
  const held = bearer(c);
  if (held) closeSession(db, held);
  const session = openSession(db, account.id, c.get('merchant').code, now());
  if (account.first_time_login === 1) markFirstLoginDone(db, account.id);
  return {
    token: session.token,
    userName: account.username,
    type: account.type as Schemas['SessionType'],
    firstTimeLogin: account.first_time_login === 1,
    expiresAt: session.expiresAt,
  };
}

function freePlayValue(c: GatewayContext, value: Omit<Schemas['FreePlayValue'], 'customerType' | 'merchantCode'>) {
  const answer: Schemas['FreePlayValue'] = {
    ...value,
    customerType: 4,
    merchantCode: `${c.get('merchant').code}${TRIAL_SUFFIX}`,
  };
  return success(c, answer);
}

/** A trial name not taken yet. */
function newTrialName(c: GatewayContext): string {
  const { db } = c.get('services');
  const merchant = c.get('merchant').code;
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = `trial_${randomInt(10_000, 100_000_000)}`;
    if (!usernameTaken(db, merchant, name)) return name;
  }
  return `trial_${randomBytes(8).toString('hex')}`;
}

/**
 * Free play for a trial that already exists: only its own session may take it up again (the Authorization header
 * carries that trial's token). A trial name alone is no credential: names are short and handed out in the open.
 */
function resumeTrial(c: GatewayContext, trial: AccountRow) {
  const { db, now } = c.get('services');
  const found = findSession(db, bearer(c), c.get('merchant').code, now());
  if (!found.ok || found.session.memberId !== trial.id) return failure(c, 404, 'resource.not.found');
  const session: SessionMember = found.session;
  return freePlayValue(c, {
    token: session.token,
    userName: trial.username,
    firstTimeLogin: false,
    expiresAt: renewSession(db, session.token, now()),
  });
}

/** A new trial account, capped per address (docs/decisions.md, "Free play"); trials older than a day are removed. */
function openTrial(c: GatewayContext, username: string) {
  const { db, now, limiter } = c.get('services');
  const merchant = c.get('merchant').code;
  const wait = limiter.hit('trial', c.get('clientIp'));
  if (wait) return rateLimited(c, wait);
  deleteTrialsBefore(db, now() - TRIAL_TTL_MS);
  // Trial accounts are entered through free play only; their password is random and never shown.
  const id = insertTrial(db, merchant, username, `random$${randomBytes(24).toString('base64url')}`, now());
  const value = startSession(c, {
    id,
    username,
    password_hash: '',
    type: 4,
    status: 'active',
    first_time_login: 1,
    created_at: now(),
  });
  return freePlayValue(c, {
    token: value.token,
    userName: value.userName,
    firstTimeLogin: value.firstTimeLogin,
    expiresAt: value.expiresAt,
  });
}

export const sessionRoutes = new Hono<GatewayEnv>()
  .post('/wps/session/login', limit('login'), refuseRestrictedRegion, encryptedBody(loginPayload), async (c) => {
    const payload = c.req.valid('json');
    const services = c.get('services');
    const { db, now } = services;
    const merchant = c.get('merchant').code;
    const address = c.get('clientIp');

    let account: string;
    let mobile: Mobile | undefined;
    if (payload.type === 'username') {
      const username = payload.username.trim();
      if (!username || !payload.password) return failure(c, 400, 'login.credentials.missing');
      account = accountKey.username(username);
    } else {
      mobile = parseMobile(payload.countryDialingCode, payload.mobileNum);
      if (!mobile) return failure(c, 400, 'mobile.format');
      account = accountKey.mobile(mobile);
    }

    const locked = (lockedForMs: number) => loginLocked(c, lockedForMs);
    const before = guardState(db, merchant, account, address, now());
    if (before.lockedForMs > 0) return locked(before.lockedForMs);
    const refuse = (code: 'login.failed' | 'verification.code.invalid' | 'captcha.invalid') => {
      // A wrong captcha counts against the address only: anyone can send one for any account.
      recordFailure(db, merchant, code === 'captcha.invalid' ? undefined : account, address, now());
      const after = guardState(db, merchant, account, address, now());
      if (after.lockedForMs > 0) return locked(after.lockedForMs);
      // The client shows the captcha when a failure is flagged with it; from then on every attempt needs one.
      if (after.captchaRequired && code !== 'captcha.invalid') return failure(c, 400, 'login.captcha.required');
      return failure(c, 400, code);
    };
    if (before.captchaRequired) {
      if (!payload.captcha || !payload.captchaId) return failure(c, 400, 'login.captcha.required');
      if (!checkCaptcha(services, merchant, payload.captchaId, payload.captcha)) return refuse('captcha.invalid');
    }

    let member: AccountRow | undefined;
    if (payload.type === 'username') {
      member = accountByUsername(db, merchant, payload.username.trim());
      if (!member || member.type === 4) {
        await burnPasswordCheck(payload.password);
        return refuse('login.failed');
      }
      if (!(await verifyPassword(payload.password, member.password_hash))) return refuse('login.failed');
    } else if (mobile) {
      if (
        !payload.verificationCode ||
        !consumeSmsCode(db, merchant, mobile, 'login', payload.verificationCode, now())
      ) {
        return refuse('verification.code.invalid');
      }
      member = accountByMobile(db, merchant, mobile);
    }
    if (member?.status !== 'active') return failure(c, 404, 'member.not.exist');
    const side = payload.side ?? 'member';
    // Who may log in on which side is the domain's rule (docs/product.md, "Session types").
    const refusal = loginRefusal(side, member.type);
    if (refusal) return failure(c, 403, refusal);
    clearAccountFailures(db, merchant, account);
    return success(c, startSession(c, member));
  })
  .post(
    '/wps/session/login/freeplay',
    requireSwitch('FREEPLAY3'),
    refuseRestrictedRegion,
    limit('login'),
    optionalJsonBody(freePlayPayload),
    (c) => {
      const { trialName } = c.req.valid('json');
      if (!trialName) return openTrial(c, newTrialName(c));
      const { db } = c.get('services');
      const existing = accountByUsername(db, c.get('merchant').code, trialName);
      if (existing) return existing.type === 4 ? resumeTrial(c, existing) : failure(c, 404, 'resource.not.found');
      // A name from GET /wps/session/trial that nobody took yet: the trial opens under it.
      return TRIAL_NAME.test(trialName) ? openTrial(c, trialName) : failure(c, 404, 'resource.not.found');
    },
  )
  .get('/wps/session/trial', requireSwitch('FREEPLAY3'), refuseRestrictedRegion, limit('login'), (c) => {
    // Only a name: the account is made when free play opens it, so asking stores nothing.
    const value: Schemas['TrialAccount'] = { trialName: newTrialName(c) };
    return success(c, value);
  })
  .delete('/wps/session', requireSession, (c) => {
    closeSession(c.get('services').db, c.get('session').token);
    return success(c, true as const);
  })
  .post('/wps/session/renew', requireSession, (c) => {
    const { db, now } = c.get('services');
    const token = bearer(c) ?? c.get('session').token;
    const value: Schemas['RenewValue'] = { token, expiresAt: renewSession(db, token, now()) };
    return success(c, value);
  })
  .get('/wps/session/captcha', limit('captcha'), (c) => {
    const value: Schemas['Captcha'] = issueCaptcha(c.get('services'), c.get('merchant').code);
    return success(c, value);
  });
