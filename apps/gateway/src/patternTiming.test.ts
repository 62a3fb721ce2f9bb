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
import { TRIAL_SUFFIX } from './routes/session.ts';

/**
 * A regular expression that backtracks can take seconds on a few dozen characters. Every pattern the gateway runs
 * on a request, and every pattern of the API client, is fed long inputs built to make it backtrack, and each run
 * must stay within the budget; a linear pattern takes well under a millisecond on 10,000 characters, even on a busy
 * machine. One that only grows with the square of the length can still pass at 10,000, so the shapes written for
 * a pattern go on to 100,000, where it cannot. The domain's patterns, PATTERNS among them, are held to the same in
 * @wl/domain.
 */

interface Source {
  name: string;
  root: URL;
}

/** Every regular expression in a workspace's source (not its tests), with where it is written. */
function regularExpressionsUnder({ name, root }: Source): { literals: Literal[]; built: string[] } {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const found = files.map((file) => regularExpressions(`${name}/${file}`, readFileSync(new URL(file, root), 'utf8')));
  return { literals: found.flatMap(({ literals }) => literals), built: found.flatMap(({ built }) => built) };
}

const GATEWAY: Source = { name: 'apps/gateway/src', root: new URL('.', import.meta.url) };
/** The API client's source, found through its exports map rather than a path into another workspace. */
const API: Source = { name: 'packages/api/src', root: new URL('.', import.meta.resolve('@wl/api/client')) };

/** Inputs written for the patterns whose slow path needs a particular prefix or separator, by pattern source. */
const WRITTEN_SHAPES: Readonly<Record<string, Shape[]>> = {
  '^Bearer\\s+': [pumped(' ', 'x', 'Bearer'), pumped('\t', '', 'bearer ')],
  '^application\\/json\\b': [pumped('application/json'), pumped('n', '', 'application/jso')],
  '^application\\/x-www-form-urlencoded\\b': [pumped('application/x-www-form-urlencoded')],
  '^(Promotion|(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*)$': [
    pumped('A,', 'X'),
    pumped('PL,', 'P'),
    pumped('PR,PU,', ','),
    pumped('Promotion,'),
    pumped('P'),
  ],
  '^[A-Za-z0-9_-]{20,100}$': [pumped('a', '!'), pumped('_-', '.')],
  '(?<!=)=+$': [pumped('=', 'x'), pumped('=a'), pumped('=')],
};

describe('every pattern the gateway and the API client run on input stays linear on 10,000 characters', () => {
  const gateway = regularExpressionsUnder(GATEWAY);
  const api = regularExpressionsUnder(API);
  const literals = [...gateway.literals, ...api.literals];

  it('the patterns written in apps/gateway/src and packages/api/src', () => {
    expect(gateway.literals.length).toBeGreaterThan(20);
    expect(api.literals.length).toBeGreaterThan(2);
    const slow = literals.flatMap(({ file, line, pattern }) => {
      const over = overBudgetOnGeneric(everyMatch(pattern), pattern);
      return over ? [`${file}:${line} ${pattern}: ${over}`] : [];
    });
    expect(slow).toEqual([]);
  });

  it('with the inputs written for the ones that need them', () => {
    const sources = new Set(literals.map(({ pattern }) => pattern.source));
    // A written case for a pattern no longer in the source is stale; the pattern it was written for has changed.
    expect(Object.keys(WRITTEN_SHAPES).filter((source) => !sources.has(source))).toEqual([]);
    const slow = literals.flatMap(({ file, line, pattern }) => {
      const over = overBudget(everyMatch(pattern), WRITTEN_SHAPES[pattern.source] ?? []);
      return over ? [`${file}:${line} ${pattern}: ${over}`] : [];
    });
    expect(slow).toEqual([]);
  });

  it('and the one built at run time, the trial merchant code suffix', () => {
    // Patterns built at run time are not seen by reading the literals: each needs a case of its own here.
    expect([...gateway.built, ...api.built]).toEqual(['apps/gateway/src/app.ts']);
    const trial = new RegExp(`${TRIAL_SUFFIX}$`);
    const shapes = [pumped(TRIAL_SUFFIX, 'x'), pumped(TRIAL_SUFFIX.slice(0, -1)), pumped('_')];
    expect(
      overBudget((code) => code.replace(trial, ''), shapes),
      String(trial),
    ).toBeUndefined();
    expect(overBudgetOnGeneric(everyMatch(trial), trial), String(trial)).toBeUndefined();
  });
});

/** Every text of up to `longest` characters over `alphabet`. */
function everyText(alphabet: readonly string[], longest: number): string[] {
  const all = [''];
  let texts = [''];
  for (let length = 1; length <= longest; length += 1) {
    texts = texts.flatMap((text) => alphabet.map((char) => text + char));
    all.push(...texts);
  }
  return all;
}

describe('the rewritten padding pattern of base64url', () => {
  it('strips what the earlier one stripped, on every text of up to 12 characters of = and a letter', () => {
    // Only where a run of = starts is it tried now; a match found later in the run was a shorter one, never chosen.
    const rewritten = regularExpressionsUnder(API).literals.find(({ pattern }) => pattern.source === '(?<!=)=+$');
    expect(rewritten?.file).toBe('packages/api/src/crypto/base64url.ts');
    const now = rewritten?.pattern ?? /(?<!=)=+$/;
    const earlier = /=+$/;
    const texts = everyText(['=', 'a'], 12);
    expect(texts).toHaveLength(8191);
    for (const text of texts) expect(text.replace(now, ''), text).toBe(text.replace(earlier, ''));
  });
});
