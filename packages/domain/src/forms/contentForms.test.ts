import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { activityApplicationSchema, feedbackSchema, wordCount } from './contentForms.ts';
import { FORM_MESSAGES } from './messages.ts';
import { validate } from './validate.ts';

const png = { name: 'a.png', type: 'image/png', size: 1024 };

describe('feedback form', () => {
  it('counts words, each CJK character as one', () => {
    expect(wordCount('  the game froze  ')).toBe(3);
    expect(wordCount('游戏卡住了')).toBe(5);
    expect(wordCount('')).toBe(0);
    expect(wordCount('I玩games')).toBe(3);
  });

  it('needs 3 to 300 words, trimmed', () => {
    expect(validate(feedbackSchema, { content: '  the game froze ' })).toMatchObject({
      ok: true,
      data: { content: 'the game froze' },
    });
    expect(validate(feedbackSchema, { content: 'too short' }).errors.content).toEqual({
      key: 'feedback.length',
      values: { min: 3, max: 300 },
    });
    expect(validate(feedbackSchema, { content: 'word '.repeat(300) }).ok).toBe(true);
    expect(validate(feedbackSchema, { content: 'word '.repeat(301) }).ok).toBe(false);
  });
});

describe('activity application form', () => {
  it('takes a comment of at most 140 characters', () => {
    expect(validate(activityApplicationSchema, { comment: 'x'.repeat(140), images: [] }).ok).toBe(true);
    expect(validate(activityApplicationSchema, { comment: 'x'.repeat(141), images: [] }).errors.comment).toEqual({
      key: 'comment.tooLong',
      values: { max: 140 },
    });
  });

  it('takes up to 3 png or jpg images of at most 5 MB', () => {
    expect(
      validate(activityApplicationSchema, { comment: '', images: [png, { ...png, type: 'image/jpeg' }, png] }).ok,
    ).toBe(true);
    expect(validate(activityApplicationSchema, { comment: '', images: [png, png, png, png] }).errors.images).toEqual({
      key: 'images.count',
      values: { max: 3 },
    });
    expect(
      validate(activityApplicationSchema, { comment: '', images: [{ ...png, type: 'image/gif' }] }).errors.images?.key,
    ).toBe('images.type');
    expect(
      validate(activityApplicationSchema, { comment: '', images: [{ ...png, size: 5 * 1024 * 1024 + 1 }] }).errors
        .images,
    ).toEqual({
      key: 'images.size',
      values: { max: 5 },
    });
  });

  it('takes an image of up to 5,242,880 bytes, an empty one included, and refuses a negative size', () => {
    const sizes = (size: number) => validate(activityApplicationSchema, { comment: '', images: [{ ...png, size }] });
    expect(sizes(5_242_880).ok).toBe(true);
    expect(sizes(0).ok).toBe(true);
    expect(sizes(-1).errors.images?.key).toBe('images.size');
  });

  it('calls an attachment without a name, or that is not a file description, the wrong type', () => {
    for (const attachment of [{ ...png, name: 7 }, 'a.png', null]) {
      expect(
        validate(activityApplicationSchema, { comment: '', images: [attachment] }).errors.images,
        JSON.stringify(attachment),
      ).toEqual({ key: 'images.type' });
    }
  });

  it('never throws and answers only with catalogue keys', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ZodMiniType<unknown>[]>(feedbackSchema, activityApplicationSchema),
        fc.oneof(
          fc.anything(),
          fc.record({
            content: fc.oneof(fc.string(), fc.integer()),
            comment: fc.oneof(fc.string(), fc.integer()),
            images: fc.array(
              fc.record({
                name: fc.string(),
                type: fc.oneof(fc.string(), fc.integer()),
                size: fc.oneof(fc.integer(), fc.string()),
              }),
            ),
          }),
        ),
        (schema, input) => {
          expect(() => validate(schema, input)).not.toThrow();
          for (const issue of schema.safeParse(input).error?.issues ?? [])
            expect(FORM_MESSAGES).toContain(issue.message);
        },
      ),
    );
  });
});
