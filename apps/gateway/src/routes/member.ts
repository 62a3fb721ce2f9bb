import { EMAIL_MAX_LENGTH, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS } from '@wl/domain/constants';
import { wordCount } from '@wl/domain/forms/content';
import { PATTERNS } from '@wl/domain/patterns';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import {
  answeredQuestion,
  bankCardCount,
  bankCards,
  insertBankCard,
  saveSecurityAnswer,
  securityQuestionExists,
  securityQuestions,
  unreadMessages,
} from '../db/queries/memberCentre.ts';
import { type MemberRecord, memberById, setPaymentPasswordHash, setProfileField } from '../db/queries/members.ts';
import { fieldRules } from '../db/queries/merchants.ts';
import { insertFeedbackWithImages } from '../db/queries/promotions.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { passesRule } from '../fieldRules.ts';
import {
  checkGuessedSecret,
  checkLoginPassword,
  forbidTrial,
  requireSession,
  requireSwitch,
  setting,
} from '../http/guards.ts';
import { formBody, jsonBody, readJson, validate } from '../http/input.ts';
import { isMultipart, readUploadForm, type UploadedImage } from '../http/uploads.ts';
import { hashPassword } from '../security/passwords.ts';
import { artUrl } from './art.ts';

/** The avatars a member can pick from. */
export const HEAD_ICONS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const;
const iconUrl = (iconId: string) => artUrl('avatar', iconId);
export const MAX_BANK_CARDS = 5;
const feedbackContent = z.strictObject({ content: z.string().min(1).max(3000) });

function me(c: GatewayContext): MemberRecord {
  const row = memberById(c.get('services').db, c.get('session').memberId);
  // requireSession joined this member a moment ago; a vanished row is a server fault, not a client error.
  if (!row) throw new Error('session member vanished');
  return row;
}

const paymentPassword = z.string().max(32);
const PAYMENT_PATTERN = /^[0-9]{6}$/;

/** The current payment password, typed again: six digits, so counted with the account's login failures. */
const checkPaymentPassword = (c: GatewayContext, username: string, given: string, hash: string) =>
  checkGuessedSecret(c, username, given, hash, 'payment.password.wrong');

export const memberRoutes = new Hono<GatewayEnv>()
  .get('/wps/member/info', requireSession, (c) => {
    const member = me(c);
    const vip = setting(c, 'vip') === '1';
    const value: Schemas['MemberInfo'] = {
      id: member.id,
      nickname: member.nickname,
      account: member.username,
      type: member.type as Schemas['SessionType'],
      avatarUrl: iconUrl(member.head_icon ?? 'a1'),
      vipLabel: vip ? `VIP${member.vip_level}` : null,
      email: member.email,
      countryDialingCode: member.dialing_code === null ? null : `+${member.dialing_code}`,
      mobileNum: member.mobile_num,
      payeeName: member.payee_name,
      birthday: member.birthday,
      currency: c.get('merchant').currency,
    };
    return success(c, value);
  })
  .get('/wps/member/wallet', requireSession, (c) => {
    const value: Schemas['Wallet'] = {
      sumBalance: me(c).balance_cents / 100,
      currency: c.get('merchant').currency,
      currencySymbol: setting(c, 'currencySymbol') ?? c.get('merchant').currency,
    };
    return success(c, value);
  })
  .get('/wps/member/info/icon', requireSession, (c) => {
    const iconId = me(c).head_icon ?? 'a1';
    const value: Schemas['HeadIcon'] = {
      iconId,
      url: iconUrl(iconId),
      choices: HEAD_ICONS.map((id) => ({ iconId: id, url: iconUrl(id) })),
    };
    return success(c, value);
  })
  .post(
    '/wps/member/info/icon',
    requireSession,
    forbidTrial,
    formBody(z.strictObject({ iconId: z.string().min(1).max(32) })),
    (c) => {
      const { iconId } = c.req.valid('form');
      if (!(HEAD_ICONS as readonly string[]).includes(iconId)) return failure(c, 404, 'resource.not.found');
      setProfileField(c.get('services').db, c.get('session').memberId, 'head_icon', iconId);
      return success(c, true as const);
    },
  )
  .put(
    '/wps/member/info/nickname',
    requireSession,
    forbidTrial,
    jsonBody(z.strictObject({ nickname: z.string().min(1).max(32) })),
    (c) => {
      const nickname = c.req.valid('json').nickname.trim();
      const { db } = c.get('services');
      const rule = fieldRules(db, c.get('merchant').code).get('nickname');
      if (!nickname || !passesRule(rule ? { ...rule, max_length: 32 } : undefined, nickname)) {
        return failure(c, 400, 'name.format');
      }
      setProfileField(db, c.get('session').memberId, 'nickname', nickname);
      return success(c, true as const);
    },
  )
  .put(
    '/wps/member/info/email',
    requireSession,
    forbidTrial,
    jsonBody(z.strictObject({ email: z.string().max(255) })),
    (c) => {
      const email = c.req.valid('json').email.trim();
      // The contract's e-mail pattern, the linear one of @wl/domain/patterns.
      if (email.length > EMAIL_MAX_LENGTH || !PATTERNS.email.test(email)) return failure(c, 400, 'email.format');
      setProfileField(c.get('services').db, c.get('session').memberId, 'email', email);
      return success(c, true as const);
    },
  )
  .put(
    '/wps/member/info/payeename',
    requireSession,
    forbidTrial,
    jsonBody(z.strictObject({ payeeName: z.string().min(1).max(64) })),
    (c) => {
      const payeeName = c.req.valid('json').payeeName.trim();
      if (!payeeName || !PATTERNS.name.test(payeeName)) return failure(c, 400, 'name.format');
      // The name on withdrawals is set once; changing it is a support matter.
      if (me(c).payee_name) return failure(c, 403, 'permission.denied');
      setProfileField(c.get('services').db, c.get('session').memberId, 'payee_name', payeeName);
      return success(c, true as const);
    },
  )
  .post(
    '/wps/member/paymentPassword',
    requireSession,
    forbidTrial,
    jsonBody(
      z.strictObject({
        oldPaymentPassword: paymentPassword.optional(),
        paymentPassword: z.string().max(32),
        confirmPaymentPassword: paymentPassword,
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      if (!PAYMENT_PATTERN.test(body.paymentPassword)) return failure(c, 400, 'payment.password.format');
      if (body.paymentPassword !== body.confirmPaymentPassword) return failure(c, 400, 'password.confirm.mismatch');
      const member = me(c);
      if (member.payment_password_hash) {
        if (body.oldPaymentPassword === undefined) return failure(c, 409, 'payment.password.exists');
        const refused = await checkPaymentPassword(
          c,
          member.username,
          body.oldPaymentPassword,
          member.payment_password_hash,
        );
        if (refused) return refused;
      }
      setPaymentPasswordHash(c.get('services').db, member.id, await hashPassword(body.paymentPassword));
      return success(c, true as const);
    },
  )
  .post(
    '/wps/member/paymentPassword/reset',
    requireSession,
    forbidTrial,
    jsonBody(
      z.strictObject({
        password: z.string().min(1).max(128),
        paymentPassword: z.string().max(32),
        confirmPaymentPassword: paymentPassword,
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      if (!PAYMENT_PATTERN.test(body.paymentPassword)) return failure(c, 400, 'payment.password.format');
      if (body.paymentPassword !== body.confirmPaymentPassword) return failure(c, 400, 'password.confirm.mismatch');
      const member = me(c);
      const refused = await checkLoginPassword(c, member, body.password);
      if (refused) return refused;
      setPaymentPasswordHash(c.get('services').db, member.id, await hashPassword(body.paymentPassword));
      return success(c, true as const);
    },
  )
  .get('/wps/member/hasWithdrawalPassword', requireSession, (c) => {
    const value: Schemas['WithdrawalPasswordState'] = { hasWithdrawalPassword: me(c).payment_password_hash !== null };
    return success(c, value);
  })
  .get('/wps/member/securityConfig', requireSession, (c) => {
    const member = me(c);
    const { db } = c.get('services');
    const value: Schemas['SecurityConfig'] = {
      mobileBound: member.mobile_num !== null,
      emailBound: member.email !== null,
      withdrawalPasswordSet: member.payment_password_hash !== null,
      securityQuestionSet: answeredQuestion(db, member.id) !== undefined,
      bankCardCount: bankCardCount(db, member.id),
    };
    return success(c, value);
  })
  .get('/wps/member/securityQuestions', requireSession, (c) => {
    const { db } = c.get('services');
    const value: Schemas['SecurityQuestions'] = {
      questions: securityQuestions(db, c.get('merchant').code).map((row) => ({
        questionId: Number(row.id),
        text: String(row.question),
      })),
      answeredQuestionId: answeredQuestion(db, c.get('session').memberId) ?? null,
    };
    return success(c, value);
  })
  .put(
    '/wps/member/securityQuestions',
    requireSession,
    forbidTrial,
    jsonBody(
      z.strictObject({
        questionId: z
          .int()
          .min(1)
          .max(2 ** 31),
        answer: z.string().min(1).max(64),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const { db, now } = c.get('services');
      if (!securityQuestionExists(db, body.questionId, c.get('merchant').code)) {
        return failure(c, 404, 'resource.not.found');
      }
      const answer = body.answer.trim().toLowerCase();
      if (!answer) return failure(c, 400, 'field.invalid');
      saveSecurityAnswer(db, {
        memberId: c.get('session').memberId,
        questionId: body.questionId,
        answerHash: await hashPassword(answer),
        now: now(),
      });
      return success(c, true as const);
    },
  )
  .get('/wps/member/bankCard', requireSession, (c) => {
    const value: Schemas['BankCard'][] = bankCards(c.get('services').db, c.get('session').memberId).map((row) => ({
      id: Number(row.id),
      bankName: String(row.bank_name),
      accountName: String(row.account_name),
      accountNumber: maskAccount(String(row.account_no)),
    }));
    return success(c, value);
  })
  .post(
    '/wps/member/bankCard',
    requireSession,
    forbidTrial,
    jsonBody(
      z.strictObject({
        bankName: z.string().min(1).max(64),
        accountName: z.string().min(1).max(64),
        accountNumber: z.string().max(30),
        paymentPassword,
      }),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const bankName = body.bankName.trim();
      const accountName = body.accountName.trim();
      if (!bankName || !/^[0-9]{6,30}$/.test(body.accountNumber)) return failure(c, 400, 'field.invalid');
      if (!PATTERNS.name.test(accountName)) return failure(c, 400, 'name.format');
      const member = me(c);
      if (!member.payment_password_hash) return failure(c, 400, 'payment.password.wrong');
      const refused = await checkPaymentPassword(
        c,
        member.username,
        body.paymentPassword,
        member.payment_password_hash,
      );
      if (refused) return refused;
      const { db, now } = c.get('services');
      if (bankCardCount(db, member.id) >= MAX_BANK_CARDS) return failure(c, 409, 'bank.card.limit');
      const id = insertBankCard(db, {
        memberId: member.id,
        bankName,
        accountName,
        accountNumber: body.accountNumber,
        now: now(),
      });
      const value: Schemas['BankCard'] = {
        id,
        bankName,
        accountName,
        accountNumber: maskAccount(body.accountNumber),
      };
      return success(c, value);
    },
  )
  .get('/wps/member/rank/progress', requireSession, (c) => {
    const member = me(c);
    const value: Schemas['RankProgress'] = {
      currentProgress: {
        completedConditions: member.rank_completed,
        totalExpectedConditions: member.rank_total,
      },
      playerRankProgress: { labelId: member.rank_label_id },
    };
    return success(c, value);
  })
  .put('/wps/member/feedback', requireSession, requireSwitch('FEEDBACK3'), forbidTrial, async (c) => {
    // JSON with the content alone, or multipart with the content and up to 3 images (http/uploads.ts).
    let content: string;
    let images: UploadedImage[] = [];
    if (isMultipart(c)) {
      const read = await readUploadForm(c, ['content']);
      if (!read.ok) return failure(c, read.status, read.code, read.message);
      const parsed = validate(feedbackContent, read.value.fields);
      if (!parsed.ok) return failure(c, parsed.status, parsed.code, parsed.message);
      content = parsed.value.content;
      images = read.value.images;
    } else {
      const parsed = await readJson(c, feedbackContent);
      if (!parsed.ok) return failure(c, parsed.status, parsed.code, parsed.message);
      content = parsed.value.content;
    }
    content = content.trim();
    const words = wordCount(content);
    if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) return failure(c, 400, 'feedback.length');
    const { db, now } = c.get('services');
    insertFeedbackWithImages(db, c.get('session').memberId, content, images, now());
    return success(c, true as const);
  })
  .get('/wps/member/inbox/unread', requireSession, (c) =>
    success(c, unreadMessages(c.get('services').db, c.get('session').memberId, 'inbox')),
  );

/** Only the last four digits of an account number leave the gateway. */
function maskAccount(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
