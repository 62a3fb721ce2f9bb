import { readdirSync, readFileSync } from 'node:fs';
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
const BUDGET_MS = 50;
const LONGEST = 10_000;
const FURTHEST = 100_000;

interface Shape {
  name: string;
  make: (length: number) => string;
}

const shown = (text: string) => JSON.stringify(text);

/** `unit` repeated between `head` and `tail` to at least `length` characters. */
function pumped(unit: string, tail = '', head = ''): Shape {
  const name = [head && shown(head), `${shown(unit)} × n`, tail && shown(tail)].filter(Boolean).join(' + ');
  return {
    name,
    make: (length) =>
      head + unit.repeat(Math.max(1, Math.ceil((length - head.length - tail.length) / unit.length))) + tail,
  };
}

/**
 * The lengths each shape is tried at: one character more at a time while short, so an exponential pattern fails
 * within a few characters of the budget instead of hanging at the longest; then half as long again each time.
 */
function lengths(longest: number): number[] {
  const all = new Set([LONGEST, longest]);
  for (let length = 1; length < longest; length = length < 40 ? length + 1 : Math.ceil(length * 1.5)) all.add(length);
  return [...all].sort((shorter, longer) => shorter - longer);
}

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** The first shape and length whose run exceeds the budget; a slow run is timed twice more, to rule out a pause. */
function overBudget(run: (input: string) => unknown, shapes: readonly Shape[], longest = FURTHEST): string | undefined {
  for (const shape of shapes) {
    for (const length of lengths(longest)) {
      const input = shape.make(length);
      const once = () => timed(() => run(input));
      let took = once();
      if (took > BUDGET_MS && took < 20 * BUDGET_MS) took = Math.min(took, once(), once());
      if (took > BUDGET_MS) return `${shape.name} (${input.length} characters) took ${Math.round(took)} ms`;
    }
  }
  return undefined;
}

/** Characters a pattern's source names, with a sample of each class it uses, for the generic inputs. */
const CLASS_SAMPLES: Readonly<Record<string, string>> = {
  d: '7',
  D: 'x',
  w: 'a_',
  W: '!',
  s: ' \t',
  S: 'x',
  p: 'é李',
  P: '7',
  n: '\n',
  t: '\t',
  r: '\r',
  b: '',
  B: '',
};

function namedCharacters(source: string): Set<string> {
  const found = new Set<string>();
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index] ?? '';
    if (char === '\\') {
      const escaped = source[index + 1] ?? '';
      index += 1;
      if (escaped === 'x') {
        found.add(String.fromCharCode(Number.parseInt(source.slice(index + 1, index + 3), 16)));
        index += 2;
        continue;
      }
      if (escaped === 'p' || escaped === 'P') index = source.indexOf('}', index);
      if (/[1-9]/.test(escaped)) continue;
      for (const sample of CLASS_SAMPLES[escaped] ?? escaped) found.add(sample);
    } else if (!'()[]{}|*+?^$'.includes(char)) {
      found.add(char);
    }
  }
  return found;
}

/**
 * Inputs for any pattern, from the characters it names: long runs of one character and of each pair, ending at the
 * end of the text or on a character the pattern does not name. Patterns that need a particular prefix before their
 * repeated part get shapes of their own as well.
 */
function genericShapes(pattern: RegExp): Shape[] {
  const characters = [...namedCharacters(pattern.source)];
  const units = new Set([...characters, ...characters.flatMap((first) => characters.map((second) => first + second))]);
  return [...units].flatMap((unit) => [pumped(unit), pumped(unit, '\u0000')]);
}

/** The generic inputs, many per pattern, stop at 10,000 characters. */
const overBudgetOnGeneric = (run: (input: string) => unknown, pattern: RegExp) =>
  overBudget(run, genericShapes(pattern), LONGEST);

/** Runs a pattern the way a replace of every match does, which visits every start a test or a split can. */
const everyMatch = (pattern: RegExp) => {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return (input: string) => input.replace(global, '');
};

interface Literal {
  file: string;
  line: number;
  pattern: RegExp;
}

const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'await',
  'case',
  'delete',
  'do',
  'else',
  'in',
  'instanceof',
  'new',
  'of',
  'return',
  'throw',
  'typeof',
  'void',
  'yield',
]);

/**
 * The regular-expression literals of a TypeScript source, read token by token: strings, template text and
 * comments are skipped, and a slash opens a literal only where an expression may begin. Also the lines that build
 * a RegExp at run time, which no literal shows.
 */
function regularExpressions(file: string, text: string): { literals: Literal[]; built: string[] } {
  const literals: Literal[] = [];
  const built: string[] = [];
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  const braces: boolean[] = [];
  let expressionMayStart = true;
  let index = text.startsWith('#!') ? text.indexOf('\n') : 0;
  const skipTemplateText = () => {
    while (index < text.length) {
      if (text[index] === '\\') index += 2;
      else if (text[index] === '`') {
        index += 1;
        expressionMayStart = false;
        return;
      } else if (text.startsWith('${', index)) {
        index += 2;
        braces.push(true);
        expressionMayStart = true;
        return;
      } else index += 1;
    }
  };
  while (index < text.length) {
    const char = text[index] ?? '';
    if (text.startsWith('//', index)) {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', index)) {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 2;
    } else if (char === '"' || char === "'") {
      index += 1;
      while (index < text.length && text[index] !== char) index += text[index] === '\\' ? 2 : 1;
      index += 1;
      expressionMayStart = false;
    } else if (char === '`') {
      index += 1;
      skipTemplateText();
    } else if (char === '/' && expressionMayStart) {
      let end = index + 1;
      let inClass = false;
      while (end < text.length && (text[end] !== '/' || inClass)) {
        if (text[end] === '\n') throw new SyntaxError(`${file}:${lineOf(index)}: no regular expression ends here`);
        if (text[end] === '\\') end += 1;
        else if (text[end] === '[') inClass = true;
        else if (text[end] === ']') inClass = false;
        end += 1;
      }
      let flagsEnd = end + 1;
      while (/[a-z]/.test(text[flagsEnd] ?? '')) flagsEnd += 1;
      const [source, flags] = [text.slice(index + 1, end), text.slice(end + 1, flagsEnd)];
      try {
        literals.push({ file, line: lineOf(index), pattern: new RegExp(source, flags) });
      } catch {
        throw new SyntaxError(`${file}:${lineOf(index)}: /${source}/${flags} is not a regular expression`);
      }
      index = flagsEnd;
      expressionMayStart = false;
    } else if (/[\w$]/.test(char)) {
      let end = index;
      while (/[\w$]/.test(text[end] ?? '')) end += 1;
      const word = text.slice(index, end);
      if (word === 'RegExp' && /^\s*\(/.test(text.slice(end))) built.push(file);
      expressionMayStart = KEYWORDS_BEFORE_EXPRESSION.has(word);
      index = end;
    } else if (char === '{') {
      braces.push(false);
      expressionMayStart = true;
      index += 1;
    } else if (char === '}') {
      index += 1;
      if (braces.pop()) skipTemplateText();
      else expressionMayStart = true;
    } else {
      if (char === ')' || char === ']') expressionMayStart = false;
      else if (!/\s/.test(char)) expressionMayStart = true;
      index += 1;
    }
  }
  return { literals, built };
}

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
