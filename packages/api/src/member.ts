import * as z from 'zod/mini';
import { call, read } from './call.ts';
import type { ApiClients } from './client.ts';
import type { components } from './generated/wps.ts';
import type { ApiResult } from './result.ts';
import { doneSchema, sessionTypeSchema } from './session.ts';
import { uploadForm } from './upload.ts';

type Schemas = components['schemas'];
export type MemberInfo = Schemas['MemberInfo'];
export type Wallet = Schemas['Wallet'];
export type HeadIcon = Schemas['HeadIcon'];
export type PaymentPasswordPayload = Schemas['PaymentPasswordPayload'];
export type PaymentPasswordResetPayload = Schemas['PaymentPasswordResetPayload'];
export type SecurityConfig = Schemas['SecurityConfig'];
export type SecurityQuestions = Schemas['SecurityQuestions'];
export type BankCard = Schemas['BankCard'];
export type BankCardPayload = Schemas['BankCardPayload'];
export type RankProgress = Schemas['RankProgress'];

export const memberInfoSchema: z.ZodMiniType<MemberInfo> = z.object({
  id: z.int(),
  nickname: z.nullable(z.string()),
  account: z.string(),
  type: sessionTypeSchema,
  avatarUrl: z.string(),
  vipLabel: z.nullable(z.string()),
  email: z.nullable(z.string()),
  countryDialingCode: z.nullable(z.string()),
  mobileNum: z.nullable(z.string()),
  payeeName: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  currency: z.string(),
});

export const walletSchema: z.ZodMiniType<Wallet> = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
});

const iconSchema = z.object({ iconId: z.string(), url: z.string() });
const headIconSchema: z.ZodMiniType<HeadIcon> = z.object({
  iconId: z.string(),
  url: z.string(),
  choices: z.array(iconSchema),
});

const securityConfigSchema: z.ZodMiniType<SecurityConfig> = z.object({
  mobileBound: z.boolean(),
  emailBound: z.boolean(),
  withdrawalPasswordSet: z.boolean(),
  securityQuestionSet: z.boolean(),
  bankCardCount: z.int().check(z.gte(0)),
});

const securityQuestionsSchema: z.ZodMiniType<SecurityQuestions> = z.object({
  questions: z.array(z.object({ questionId: z.int(), text: z.string() })),
  answeredQuestionId: z.nullable(z.int()),
});

const bankCardSchema: z.ZodMiniType<BankCard> = z.object({
  id: z.int(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

const rankProgressSchema: z.ZodMiniType<RankProgress> = z.object({
  currentProgress: z.object({ completedConditions: z.int(), totalExpectedConditions: z.int() }),
  playerRankProgress: z.object({ labelId: z.string() }),
});

const count = z.int().check(z.gte(0));

/** GET /wps/member/info. */
export function fetchMemberInfo(clients: ApiClients): Promise<ApiResult<MemberInfo>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/info', { signal }),
    memberInfoSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/member/wallet: sumBalance over all wallets. */
export function fetchWallet(clients: ApiClients): Promise<ApiResult<Wallet>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/wallet', { signal }),
    walletSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/member/info/icon: the avatar and the avatars to choose from. */
export function fetchHeadIcon(clients: ApiClients): Promise<ApiResult<HeadIcon>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/info/icon', { signal }),
    headIconSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** POST /wps/member/info/icon, URL-encoded. */
export function setHeadIcon(clients: ApiClients, iconId: string): Promise<ApiResult<true>> {
  return call(
    (signal) =>
      clients.wps.POST('/wps/member/info/icon', {
        body: { iconId },
        bodySerializer: (body) => new URLSearchParams({ iconId: body.iconId }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        signal,
      }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** PUT /wps/member/info/nickname. */
export function setNickname(clients: ApiClients, nickname: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.PUT('/wps/member/info/nickname', { body: { nickname }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** PUT /wps/member/info/email. */
export function setEmail(clients: ApiClients, email: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.PUT('/wps/member/info/email', { body: { email }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** PUT /wps/member/info/payeename: set once. */
export function setPayeeName(clients: ApiClients, payeeName: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.PUT('/wps/member/info/payeename', { body: { payeeName }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/member/paymentPassword: sets it, or changes it when oldPaymentPassword is given. */
export function setPaymentPassword(clients: ApiClients, payload: PaymentPasswordPayload): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/paymentPassword', { body: payload, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** POST /wps/member/paymentPassword/reset: replaces it after checking the login password. */
export function resetPaymentPassword(
  clients: ApiClients,
  payload: PaymentPasswordResetPayload,
): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/paymentPassword/reset', { body: payload, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/hasWithdrawalPassword. */
export async function hasWithdrawalPassword(clients: ApiClients): Promise<ApiResult<boolean>> {
  const result = await read(
    (signal) => clients.wps.GET('/wps/member/hasWithdrawalPassword', { signal }),
    z.object({ hasWithdrawalPassword: z.boolean() }),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
  return result.ok ? { ok: true, value: result.value.hasWithdrawalPassword } : result;
}

/** GET /wps/member/securityConfig. */
export function fetchSecurityConfig(clients: ApiClients): Promise<ApiResult<SecurityConfig>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/securityConfig', { signal }),
    securityConfigSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** GET /wps/member/securityQuestions. */
export function fetchSecurityQuestions(clients: ApiClients): Promise<ApiResult<SecurityQuestions>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/securityQuestions', { signal }),
    securityQuestionsSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** PUT /wps/member/securityQuestions. */
export function setSecurityAnswer(clients: ApiClients, questionId: number, answer: string): Promise<ApiResult<true>> {
  return call(
    (signal) => clients.wps.PUT('/wps/member/securityQuestions', { body: { questionId, answer }, signal }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/bankCard. */
export function listBankCards(clients: ApiClients): Promise<ApiResult<BankCard[]>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/bankCard', { signal }),
    z.array(bankCardSchema),
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/** POST /wps/member/bankCard: needs the payment password. */
export function addBankCard(clients: ApiClients, payload: BankCardPayload): Promise<ApiResult<BankCard>> {
  return call(
    (signal) => clients.wps.POST('/wps/member/bankCard', { body: payload, signal }),
    bankCardSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/rank/progress. */
export function fetchRankProgress(clients: ApiClients): Promise<ApiResult<RankProgress>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/rank/progress', { signal }),
    rankProgressSchema,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}

/**
 * PUT /wps/member/feedback: JSON with the content alone, or multipart/form-data when images (PNG or JPEG, up to 3 of
 * at most 5 MB each) go with it.
 */
export function sendFeedback(
  clients: ApiClients,
  content: string,
  images: readonly Blob[] = [],
): Promise<ApiResult<true>> {
  return call(
    (signal) =>
      images.length === 0
        ? clients.wps.PUT('/wps/member/feedback', { body: { content }, signal })
        : clients.wps.PUT('/wps/member/feedback', {
            body: { content },
            bodySerializer: () => uploadForm({ content }, images),
            signal,
          }),
    doneSchema,
    clients.timeoutMs,
  );
}

/** GET /wps/member/inbox/unread: the count itself. */
export function fetchInboxUnread(clients: ApiClients): Promise<ApiResult<number>> {
  return read(
    (signal) => clients.wps.GET('/wps/member/inbox/unread', { signal }),
    count,
    clients.timeoutMs,
    clients.readRetryWaitsMs,
  );
}
