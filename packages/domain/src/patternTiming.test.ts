import { readdirSync, readFileSync } from 'node:fs';
import {
  everyMatch,
  type Literal,
  overBudget,
  overBudgetOnGeneric,
  pumped,
  regularExpressions,
  type Shape,
} from '@wl/testing/pattern-timing';
import { describe, expect, it } from 'vitest';
import { noticeDate, stripHtml } from './content.ts';
import { wordCount } from './forms/contentForms.ts';
import {
  CAPTCHA_PATTERN,
  countryDialingCode,
  email,
  MOBILE_PATTERN,
  USERNAME_PATTERN,
  VERIFICATION_CODE_PATTERN,
} from './forms/fieldRules.ts';
import { imageUrl } from './imageCdn.ts';
import { isBirthdayInRange, PATTERNS, type PatternId } from './patterns.ts';
import { popupPxToRem } from './popupHtml.ts';

/**
 * A regular expression that backtracks can take seconds on a few dozen characters: the e-mail pattern once took
 * over a second on 30. Every pattern the domain runs on what a player types or a server sends is fed long inputs
 * built to make it backtrack, and each run must stay within the budget; a linear pattern takes well under a
 * millisecond on 10,000 characters, even on a busy machine. One that only grows with the square of the length
 * can still pass at 10,000, so the shapes written for a pattern go on to 100,000, where it cannot.
 */

/** Every regular expression in the domain's own source (not its tests), with where it is written. */
function domainRegularExpressions(): { literals: Literal[]; built: string[]; mutated: boolean } {
  const root = new URL('.', import.meta.url);
  const sources = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing/'))
    .sort()
    .map((file) => ({ file, text: readFileSync(new URL(file, root), 'utf8') }));
  // Mutation testing rewrites each file to hold every mutant's pattern side by side, slow ones on purpose.
  const mutated = sources.some(({ text }) => text.includes('stryMutAct_'));
  const found = mutated ? [] : sources.map(({ file, text }) => regularExpressions(file, text));
  return {
    literals: found.flatMap(({ literals }) => literals),
    built: found.flatMap(({ built }) => built),
    mutated,
  };
}

const today = new Date(Date.UTC(2026, 10, 21));

/** Fails naming what was run, the shape and the length, when a run exceeds the budget. */
function expectWithinBudget(what: string, run: (input: string) => unknown, shapes: readonly Shape[]): void {
  expect(overBudget(run, shapes), what).toBeUndefined();
}

describe('every pattern the domain runs on input stays linear on 10,000 characters', () => {
  const emailShapes = [
    pumped('a', '!'),
    pumped('a.', '!'),
    pumped('a-', 'a!'),
    pumped('a.a', '@'),
    pumped('a', '.c', 'a@'),
    pumped('a.', 'a', 'a@'),
    pumped('a-', 'a.c', 'a@'),
    pumped('.com', '.c', 'a@a'),
    pumped('.co', '1', 'a@a'),
    pumped('a', '.co!', 'a@a.'),
  ];
  const extraShapes: Partial<Record<PatternId, Shape[]>> = {
    email: emailShapes,
    password: [pumped('a'), pumped('7', ' '), pumped('a', '\n7')],
    name: [pumped('é '), pumped("a'-.", '7'), pumped('李', '<')],
    date: [pumped('2026-', '01'), pumped('0', '-01-01')],
  };

  it.each(Object.keys(PATTERNS) as PatternId[])('PATTERNS.%s', (id) => {
    const pattern = PATTERNS[id];
    const run = (input: string) => pattern.test(input);
    expectWithinBudget(`PATTERNS.${id} ${pattern}`, run, extraShapes[id] ?? []);
    expect(overBudgetOnGeneric(run, pattern), `PATTERNS.${id} ${pattern}`).toBeUndefined();
  });

  it('the field rules of the login, recovery and change-password forms', () => {
    const patterns = { USERNAME_PATTERN, MOBILE_PATTERN, VERIFICATION_CODE_PATTERN, CAPTCHA_PATTERN };
    for (const [name, pattern] of Object.entries(patterns)) {
      expect(
        overBudgetOnGeneric((input) => pattern.test(input), pattern),
        `${name} ${pattern}`,
      ).toBeUndefined();
    }
    const dialingCode = [pumped('7'), pumped('+'), pumped('7', '!', '+')];
    expectWithinBudget('countryDialingCode', (input) => countryDialingCode.safeParse(input), dialingCode);
    expectWithinBudget('the e-mail field', (input) => email.safeParse(input), emailShapes);
  });

  it('stripHtml, on markup that never closes', () => {
    const shapes = [
      pumped('<'),
      pumped('<a '),
      pumped('a', '', '<'),
      pumped('<script '),
      pumped('<script a'),
      pumped('<style x='),
      pumped('<style/'),
      pumped('<TEMPLATE\t'),
      pumped('<!--'),
      pumped('<!-- -'),
      pumped('</script ', '', '<script>'),
      pumped('</style\n', '', 'x <style>'),
      pumped('&'),
      pumped('a', '', '&'),
      pumped('7', '', '&#'),
      pumped('f', '', '&#x'),
      pumped(' ', 'x'),
      pumped('<a>&lt; '),
    ];
    expectWithinBudget('stripHtml', stripHtml, shapes);
  });

  it('popupPxToRem, on numbers that never end in px', () => {
    const shapes = [
      pumped('7'),
      pumped('7', 'p'),
      pumped('7', '.7p'),
      pumped('7.'),
      pumped('.7'),
      pumped('-7'),
      pumped('7', 'p', '7.'),
      pumped('7.7', 'px_'),
      pumped('-'),
    ];
    expectWithinBudget('popupPxToRem', popupPxToRem, shapes);
  });

  it('imageUrl, wordCount, noticeDate and the birthday check', () => {
    const slashes = [pumped('/', 'x'), pumped('/'), pumped('x/'), pumped('/', 'x', 'x')];
    expectWithinBudget('imageUrl, the CDN', (cdn) => imageUrl(cdn, 'logo.png'), slashes);
    expectWithinBudget('imageUrl, the path', (path) => imageUrl('https://cdn', path), slashes);
    const words = [pumped(' ', 'x'), pumped('李 '), pumped('a\u3000'), pumped('한')];
    expectWithinBudget('wordCount', wordCount, words);
    const dates = [pumped('2026-01-0'), pumped('2026/'), pumped('7', '-01-01')];
    expectWithinBudget('noticeDate', (value) => noticeDate(value, 'popup'), dates);
    expectWithinBudget('isBirthdayInRange', (value) => isBirthdayInRange(value, today), dates);
  });

  // Under mutation testing the cases above time whichever pattern is live; the source then holds all of them.
  const written = domainRegularExpressions();
  it.skipIf(written.mutated)('and every other regular expression written in the domain', () => {
    const { literals, built } = written;
    // Patterns built at run time are not seen here: each needs a case of its own above.
    expect(built).toEqual([]);
    expect(literals.length).toBeGreaterThan(20);
    const slow = literals.flatMap(({ file, line, pattern }) => {
      const over = overBudgetOnGeneric(everyMatch(pattern), pattern);
      return over ? [`${file}:${line} ${pattern}: ${over}`] : [];
    });
    expect(slow).toEqual([]);
  });
});
