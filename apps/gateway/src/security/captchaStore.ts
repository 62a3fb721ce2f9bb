import { randomBytes } from 'node:crypto';
import type { Services } from '../context.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaAnswer, drawCaptcha, encodePng, hashCaptchaAnswer } from './captcha.ts';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Draws a captcha, stores only a keyed hash of its answer, and answers the image with its id. */
export function issueCaptcha(services: Services, merchant: string) {
  const { db, now, dev } = services;
  const answer = captchaAnswer();
  const captchaId = randomBytes(18).toString('base64url');
  const at = now();
  db.prepare('DELETE FROM captcha WHERE expires_at < ?').run(at);
  db.prepare('INSERT INTO captcha (id, merchant_code, answer_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    captchaId,
    merchant,
    hashCaptchaAnswer(captchaId, answer),
    at,
    at + CAPTCHA_TTL_MS,
  );
  if (dev) dev.latestCaptcha = { captchaId, answer, merchant, createdAt: at };
  const image = encodePng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, drawCaptcha(answer)).toString('base64');
  return { captchaId, image, length: answer.length };
}

/** One try per captcha: right or wrong, it is spent, so an answer cannot be guessed against the same image. */
export function checkCaptcha(
  services: Services,
  merchant: string,
  captchaId: string | undefined,
  answer: string | undefined,
): boolean {
  if (!captchaId || !answer) return false;
  const { db, now } = services;
  const row = db
    .prepare(
      `UPDATE captcha SET used_at = ? WHERE id = ? AND merchant_code = ? AND used_at IS NULL AND expires_at > ?
       RETURNING answer_hash`,
    )
    .get(now(), captchaId, merchant, now());
  return row !== undefined && row.answer_hash === hashCaptchaAnswer(captchaId, answer);
}
