import * as z from 'zod/mini';
import {
  ACTIVITY_COMMENT_MAX_LENGTH,
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_MAX_COUNT,
  ACTIVITY_IMAGE_TYPES,
  FEEDBACK_MAX_WORDS,
  FEEDBACK_MIN_WORDS,
} from '../constants.ts';

/** Words as a reader counts them: runs of non-space, and each CJK character on its own. */
export function wordCount(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  const other = text
    .replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '').length;
  return cjk + other;
}

/** The feedback form: trimmed content between the minimum and maximum word counts. */
export const feedbackSchema = z.object(
  {
    content: z.pipe(
      z.string({ error: 'feedback.length' }).check(z.trim()),
      z.string().check(
        z.refine((text: string) => wordCount(text) >= FEEDBACK_MIN_WORDS && wordCount(text) <= FEEDBACK_MAX_WORDS, {
          error: 'feedback.length',
          params: { min: FEEDBACK_MIN_WORDS, max: FEEDBACK_MAX_WORDS },
        }),
      ),
    ),
  },
  { error: 'form.invalid' },
);

/** An attached image as the picker describes it; the domain never sees a DOM File. */
export interface ImageAttachment {
  name: string;
  type: string;
  size: number;
}

const image = z.object(
  {
    name: z.string({ error: 'images.type' }),
    type: z.string({ error: 'images.type' }).check(
      // Stryker disable next-line ObjectLiteral: without it the check takes the string's own error, the same key
      z.refine((type: string) => (ACTIVITY_IMAGE_TYPES as readonly string[]).includes(type), {
        error: 'images.type',
      }),
    ),
    size: z.number({ error: 'images.size' }).check(
      z.refine((size: number) => size >= 0 && size <= ACTIVITY_IMAGE_MAX_BYTES, {
        error: 'images.size',
        params: { max: ACTIVITY_IMAGE_MAX_BYTES / (1024 * 1024) },
      }),
    ),
  },
  { error: 'images.type' },
);

/** An activity application: a comment of at most 140 characters and up to 3 png or jpg images of 5 MB each. */
export const activityApplicationSchema = z.object(
  {
    comment: z.pipe(
      z.string({ error: 'comment.tooLong' }).check(z.trim()),
      z.string().check(z.maxLength(ACTIVITY_COMMENT_MAX_LENGTH, { error: 'comment.tooLong' })),
    ),
    images: z.array(image, { error: 'images.count' }).check(
      // Stryker disable next-line ObjectLiteral: without it the check takes the array's own error, the same key
      z.maxLength(ACTIVITY_IMAGE_MAX_COUNT, { error: 'images.count' }),
    ),
  },
  { error: 'form.invalid' },
);
