import { PATTERNS } from '@wl/domain/patterns';
import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayContext, GatewayEnv } from '../context.ts';
import { failure, type Schemas, success } from '../envelope.ts';
import { forbidTrial, requireSession, requireSwitch, setting } from '../http/guards.ts';
import { readForm, readJson } from '../http/input.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { fieldRules, passesRule } from './registration.ts';

/** The avatars a member can pick from. */
export const HEAD_ICONS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'] as const;
const iconUrl = (iconId: string) => `/static/avatars/${iconId}.png`;
export const MAX_BANK_CARDS = 5;
const FEEDBACK_WORDS = { min: 3, max: 300 } as const;

interface MemberRecord {
  id: number;
  username: string;
  type: number;
  nickname: string | null;
  email: string | null;
  payee_name: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  birthday: string | null;
  head_icon: string | null;
  payment_password_hash: string | null;
  password_hash: string;
  balance_cents: number;
  vip_level: number;
  rank_label_id: string;
  rank_completed: number;
  rank_total: number;
}

function me(c: GatewayContext): MemberRecord {
  const row = c.get('services').db.prepare('SELECT * FROM member WHERE id = ?').get(c.get('session').memberId);
  // requireSession joined this member a moment ago; a vanished row is a server fault, not a client error.
  if (!row) throw new Error('session member vanished');
  return row as unknown as MemberRecord;
}

const paymentPassword = z.string().max(32);
const PAYMENT_PATTERN = /^[0-9]{6}$/;

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
  .post('/wps/member/info/icon', requireSession, forbidTrial, async (c) => {
    const parsed = await readForm(c, z.strictObject({ iconId: z.string().min(1).max(32) }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    if (!(HEAD_ICONS as readonly string[]).includes(parsed.value.iconId)) return failure(c, 404, 'resource.not.found');
    c.get('services')
      .db.prepare('UPDATE member SET head_icon = ? WHERE id = ?')
      .run(parsed.value.iconId, c.get('session').memberId);
    return success(c, true as const);
  })
  .put('/wps/member/info/nickname', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(c, z.strictObject({ nickname: z.string().min(1).max(32) }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const nickname = parsed.value.nickname.trim();
    const { db } = c.get('services');
    const rule = fieldRules(db, c.get('merchant').code).get('nickname');
    if (!nickname || !passesRule(rule ? { ...rule, max_length: 32 } : undefined, nickname)) {
      return failure(c, 400, 'name.format');
    }
    db.prepare('UPDATE member SET nickname = ? WHERE id = ?').run(nickname, c.get('session').memberId);
    return success(c, true as const);
  })
  .put('/wps/member/info/email', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(c, z.strictObject({ email: z.string().max(255) }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const email = parsed.value.email.trim();
    if (!PATTERNS.email.test(email)) return failure(c, 400, 'email.format');
    c.get('services').db.prepare('UPDATE member SET email = ? WHERE id = ?').run(email, c.get('session').memberId);
    return success(c, true as const);
  })
  .put('/wps/member/info/payeename', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(c, z.strictObject({ payeeName: z.string().min(1).max(64) }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const payeeName = parsed.value.payeeName.trim();
    if (!payeeName || !PATTERNS.name.test(payeeName)) return failure(c, 400, 'name.format');
    // The name on withdrawals is set once; changing it is a support matter.
    if (me(c).payee_name) return failure(c, 403, 'permission.denied');
    c.get('services')
      .db.prepare('UPDATE member SET payee_name = ? WHERE id = ?')
      .run(payeeName, c.get('session').memberId);
    return success(c, true as const);
  })
  .post('/wps/member/paymentPassword', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(
      c,
      z.strictObject({
        oldPaymentPassword: paymentPassword.optional(),
        paymentPassword: z.string().max(32),
        confirmPaymentPassword: paymentPassword,
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const body = parsed.value;
    if (!PAYMENT_PATTERN.test(body.paymentPassword)) return failure(c, 400, 'payment.password.format');
    if (body.paymentPassword !== body.confirmPaymentPassword) return failure(c, 400, 'password.confirm.mismatch');
    const member = me(c);
    if (member.payment_password_hash) {
      if (body.oldPaymentPassword === undefined) return failure(c, 409, 'payment.password.exists');
      if (!(await verifyPassword(body.oldPaymentPassword, member.payment_password_hash))) {
        return failure(c, 400, 'payment.password.wrong');
      }
    }
    c.get('services')
      .db.prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?')
      .run(await hashPassword(body.paymentPassword), member.id);
    return success(c, true as const);
  })
  .post('/wps/member/paymentPassword/reset', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(
      c,
      z.strictObject({
        password: z.string().min(1).max(128),
        paymentPassword: z.string().max(32),
        confirmPaymentPassword: paymentPassword,
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const body = parsed.value;
    if (!PAYMENT_PATTERN.test(body.paymentPassword)) return failure(c, 400, 'payment.password.format');
    if (body.paymentPassword !== body.confirmPaymentPassword) return failure(c, 400, 'password.confirm.mismatch');
    const member = me(c);
    if (!(await verifyPassword(body.password, member.password_hash))) return failure(c, 400, 'password.old.wrong');
    c.get('services')
      .db.prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?')
      .run(await hashPassword(body.paymentPassword), member.id);
    return success(c, true as const);
  })
  .get('/wps/member/hasWithdrawalPassword', requireSession, (c) => {
    const value: Schemas['WithdrawalPasswordState'] = { hasWithdrawalPassword: me(c).payment_password_hash !== null };
    return success(c, value);
  })
  .get('/wps/member/securityConfig', requireSession, (c) => {
    const member = me(c);
    const { db } = c.get('services');
    const cards = db.prepare('SELECT count(*) AS n FROM bank_card WHERE member_id = ?').get(member.id);
    const answered = db.prepare('SELECT 1 FROM security_answer WHERE member_id = ?').get(member.id);
    const value: Schemas['SecurityConfig'] = {
      mobileBound: member.mobile_num !== null,
      emailBound: member.email !== null,
      withdrawalPasswordSet: member.payment_password_hash !== null,
      securityQuestionSet: answered !== undefined,
      bankCardCount: Number(cards?.n ?? 0),
    };
    return success(c, value);
  })
  .get('/wps/member/securityQuestions', requireSession, (c) => {
    const { db } = c.get('services');
    const questions = db
      .prepare('SELECT id, question FROM security_question WHERE merchant_code = ? ORDER BY id')
      .all(c.get('merchant').code);
    const answered = db
      .prepare('SELECT question_id FROM security_answer WHERE member_id = ?')
      .get(c.get('session').memberId);
    const value: Schemas['SecurityQuestions'] = {
      questions: questions.map((row) => ({ questionId: Number(row.id), text: String(row.question) })),
      answeredQuestionId: answered ? Number(answered.question_id) : null,
    };
    return success(c, value);
  })
  .put('/wps/member/securityQuestions', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(
      c,
      z.strictObject({
        questionId: z
          .int()
          .min(1)
          .max(2 ** 31),
        answer: z.string().min(1).max(64),
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const { db, now } = c.get('services');
    const question = db
      .prepare('SELECT id FROM security_question WHERE id = ? AND merchant_code = ?')
      .get(parsed.value.questionId, c.get('merchant').code);
    if (!question) return failure(c, 404, 'resource.not.found');
    const answer = parsed.value.answer.trim().toLowerCase();
    if (!answer) return failure(c, 400, 'field.invalid');
    db.prepare(
      `INSERT INTO security_answer (member_id, question_id, answer_hash, answered_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET question_id = excluded.question_id, answer_hash = excluded.answer_hash,
         answered_at = excluded.answered_at`,
    ).run(c.get('session').memberId, parsed.value.questionId, await hashPassword(answer), now());
    return success(c, true as const);
  })
  .get('/wps/member/bankCard', requireSession, (c) => {
    const rows = c
      .get('services')
      .db.prepare('SELECT id, bank_name, account_name, account_no FROM bank_card WHERE member_id = ? ORDER BY id')
      .all(c.get('session').memberId);
    const value: Schemas['BankCard'][] = rows.map((row) => ({
      id: Number(row.id),
      bankName: String(row.bank_name),
      accountName: String(row.account_name),
      accountNumber: maskAccount(String(row.account_no)),
    }));
    return success(c, value);
  })
  .post('/wps/member/bankCard', requireSession, forbidTrial, async (c) => {
    const parsed = await readJson(
      c,
      z.strictObject({
        bankName: z.string().min(1).max(64),
        accountName: z.string().min(1).max(64),
        accountNumber: z.string().max(30),
        paymentPassword,
      }),
    );
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const body = parsed.value;
    const bankName = body.bankName.trim();
    const accountName = body.accountName.trim();
    if (!bankName || !/^[0-9]{6,30}$/.test(body.accountNumber)) return failure(c, 400, 'field.invalid');
    if (!PATTERNS.name.test(accountName)) return failure(c, 400, 'name.format');
    const member = me(c);
    if (!member.payment_password_hash || !(await verifyPassword(body.paymentPassword, member.payment_password_hash))) {
      return failure(c, 400, 'payment.password.wrong');
    }
    const { db, now } = c.get('services');
    const count = db.prepare('SELECT count(*) AS n FROM bank_card WHERE member_id = ?').get(member.id);
    if (Number(count?.n) >= MAX_BANK_CARDS) return failure(c, 409, 'bank.card.limit');
    const id = Number(
      db
        .prepare(
          'INSERT INTO bank_card (member_id, bank_name, account_name, account_no, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(member.id, bankName, accountName, body.accountNumber, now()).lastInsertRowid,
    );
    const value: Schemas['BankCard'] = {
      id,
      bankName,
      accountName,
      accountNumber: maskAccount(body.accountNumber),
    };
    return success(c, value);
  })
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
    const parsed = await readJson(c, z.strictObject({ content: z.string().min(1).max(3000) }));
    if (!parsed.ok) return failure(c, 400, parsed.code, parsed.message);
    const content = parsed.value.content.trim();
    const words = content.split(/\s+/).filter(Boolean).length;
    if (words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max) return failure(c, 400, 'feedback.length');
    const { db, now } = c.get('services');
    db.prepare('INSERT INTO feedback (member_id, content, created_at) VALUES (?, ?, ?)').run(
      c.get('session').memberId,
      content,
      now(),
    );
    return success(c, true as const);
  })
  .get('/wps/member/inbox/unread', requireSession, (c) => {
    const row = c
      .get('services')
      .db.prepare("SELECT count(*) AS n FROM message WHERE member_id = ? AND channel = 'inbox' AND read_at IS NULL")
      .get(c.get('session').memberId);
    return success(c, Number(row?.n ?? 0));
  });

/** Only the last four digits of an account number leave the gateway. */
function maskAccount(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
