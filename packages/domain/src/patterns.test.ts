import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkFieldRule, type FieldRule, isBirthdayInRange, isPatternId, PATTERNS } from './patterns.ts';

/** The contract's PatternId schema, read from the published document rather than a path into another workspace. */
function contractPatternIds(): { enum: string[]; description: string } {
  const document = parse(readFileSync(new URL(import.meta.resolve('@wl/openapi/wps.yaml')), 'utf8')) as {
    components: { schemas: { PatternId: { enum: string[]; description: string } } };
  };
  return document.components.schemas.PatternId;
}

/** `- id: pattern (explanation)` lines of the description, as id to the text between the colon and the explanation. */
function documentedPatterns(description: string): Map<string, string> {
  const lines = description.split('\n').flatMap((line) => {
    const match = /^- (\w+): (.*?)(?: \(.*\))?$/.exec(line);
    return match?.[1] && match[2] !== undefined ? [[match[1], match[2]] as const] : [];
  });
  return new Map(lines);
}

const rule = (patternId: FieldRule['patternId'], required = false, minLength = 2, maxLength = 20): FieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  patternId,
});

const today = new Date(Date.UTC(2026, 10, 21));

describe('the patternId table', () => {
  it('has exactly the ids of the contract', () => {
    expect(Object.keys(PATTERNS).sort()).toEqual([...contractPatternIds().enum].sort());
  });

  it('writes each pattern as the contract describes it, and reads "any characters" as anything', () => {
    const { enum: ids, description } = contractPatternIds();
    const documented = documentedPatterns(description);
    expect([...documented.keys()].sort()).toEqual([...ids].sort());
    for (const [id, text] of documented) {
      if (!isPatternId(id)) throw new Error(`${id} is in the contract but not in PATTERNS`);
      if (text === 'any characters') expect(PATTERNS[id].source, id).toBe('^[\\s\\S]*$');
      else expect(PATTERNS[id].source, id).toBe(text);
    }
  });

  it('accepts and refuses the values a player would type', () => {
    expect(PATTERNS.username.test('demo01')).toBe(true);
    expect(PATTERNS.username.test('_abc')).toBe(false);
    expect(PATTERNS.username.test('01demo')).toBe(false);
    expect(PATTERNS.password.test('Demo1234')).toBe(true);
    expect(PATTERNS.password.test('abcdefgh')).toBe(true);
    expect(PATTERNS.password.test('Demo 1234')).toBe(true);
    expect(PATTERNS.password.test('我的密码是万里长城')).toBe(true);
    expect(PATTERNS.email.test('demo01@example.com')).toBe(true);
    expect(PATTERNS.email.test('demo01@example')).toBe(false);
    expect(PATTERNS.name.test('Nguyễn Văn A')).toBe(true);
    expect(PATTERNS.name.test('李小龙')).toBe(true);
    expect(PATTERNS.name.test('<script>')).toBe(false);
    expect(PATTERNS.handle.test('+60123456789')).toBe(true);
    expect(PATTERNS.digits.test('12a')).toBe(false);
    expect(PATTERNS.text.test('any\nthing ✓')).toBe(true);
  });

  it('accepts exactly the e-mail addresses the earlier, exponential pattern accepted', () => {
    // The pattern as the contract published it before the rewrite. It is quick on short strings, so the two are
    // compared there; why they agree at every length is argued beside PATTERNS.email.
    const earlier = /^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$/u;
    const sameAnswer = (value: string) => {
      expect(PATTERNS.email.test(value), value).toBe(earlier.test(value));
    };
    // Mostly well-formed pieces, so about one address in ten is accepted, with the odd piece that breaks a rule.
    const mostly = (usual: fc.Arbitrary<string>, odd: fc.Arbitrary<string>) =>
      fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: odd });
    const wordRun = fc.string({ unit: fc.constantFrom('a', 'B', '3', '_'), minLength: 1, maxLength: 2 });
    const run = mostly(wordRun, fc.constantFrom('', 'é', ' '));
    const separator = mostly(fc.constantFrom('.', '-'), fc.constantFrom('', '..', '.-', '@'));
    const runs = fc.array(fc.tuple(separator, run), { maxLength: 2 });
    const letters = fc.string({ unit: mostly(fc.constantFrom('c', 'O'), fc.constantFrom('1', '_')), maxLength: 4 });
    const suffix = fc.tuple(mostly(fc.constant('.'), fc.constantFrom('-', '')), letters);
    const at = mostly(fc.constant('@'), fc.constantFrom('', '@@'));
    const address = fc
      .tuple(run, runs, at, run, runs, fc.array(suffix, { minLength: 1, maxLength: 2 }))
      .map((parts) => parts.flat(2).join(''))
      .filter((value) => value.length <= 20);
    const anything = fc.string({
      unit: fc.constantFrom('a', 'Z', '7', '_', '.', '-', '@', 'é', ' ', '\n'),
      maxLength: 20,
    });
    fc.assert(fc.property(anything, sameAnswer));
    fc.assert(fc.property(address, sameAnswer), { numRuns: 2000 });

    for (const accepted of ['a@b.co', 'first.last@mail.example.com.my', 'a-b_c@d-e.fr', 'a@b.co.uk', 'a@b.c.om']) {
      expect(PATTERNS.email.test(accepted), accepted).toBe(true);
    }
    expect(PATTERNS.email.test('A@B.COM')).toBe(true);
    expect(PATTERNS.email.test('a@_.co')).toBe(true);
    expect(PATTERNS.email.test('a@b.c1.com')).toBe(true);
    for (const refused of ['a..b@x.com', 'a@b', 'a@b.c', 'a@b.comm', 'a@b.co1', 'a@b..com', 'a@b.c-om', '-a@b.com']) {
      expect(PATTERNS.email.test(refused), refused).toBe(false);
    }
    for (const refused of ['a-@b.com', 'a.@b.com', 'a@b-.com', 'a@b.com.', 'a@@b.com', 'é@b.com', 'a b@c.com']) {
      expect(PATTERNS.email.test(refused), refused).toBe(false);
    }
    expect(PATTERNS.email.test('a@b.com\n')).toBe(false);
    expect(PATTERNS.email.test('@b.com')).toBe(false);
  });

  it('names only its own ids, not what every object inherits', () => {
    expect(isPatternId('email')).toBe(true);
    expect(isPatternId('qq')).toBe(false);
    expect(isPatternId('toString')).toBe(false);
  });
});

describe('checkFieldRule', () => {
  it('lets an empty optional field pass and stops an empty required one', () => {
    expect(checkFieldRule(rule('email'), '', today)).toBe('ok');
    expect(checkFieldRule(rule('email', true), '', today)).toBe('required');
  });

  it('counts the length in characters, not UTF-16 units', () => {
    expect(checkFieldRule(rule('name', false, 2, 3), '李小龙', today)).toBe('ok');
    expect(checkFieldRule(rule('name', false, 2, 3), '李小龙龙', today)).toBe('length');
    expect(checkFieldRule(rule('text', false, 1, 2), '😀😀', today)).toBe('ok');
    expect(checkFieldRule(rule('username', false, 6, 16), 'demo', today)).toBe('length');
  });

  it('reports a value outside the pattern', () => {
    expect(checkFieldRule(rule('alphanumeric'), 'AB-12', today)).toBe('pattern');
    expect(checkFieldRule(rule('username', false, 4, 16), '_abc', today)).toBe('pattern');
  });

  it('takes dates from 1900 to the end of this year, real dates only', () => {
    const date = rule('date', false, 10, 10);
    expect(checkFieldRule(date, '1990-01-31', today)).toBe('ok');
    expect(checkFieldRule(date, '1990-02-30', today)).toBe('pattern');
    expect(checkFieldRule(date, '2027-01-01', today)).toBe('pattern');
    expect(isBirthdayInRange('1900-01-01', today)).toBe(true);
    expect(isBirthdayInRange('1899-12-31', today)).toBe(false);
    expect(isBirthdayInRange('2026-12-31', today)).toBe(true);
    expect(isBirthdayInRange('2027-01-01', today)).toBe(false);
    expect(isBirthdayInRange('2001-02-29', today)).toBe(false);
    expect(isBirthdayInRange('2000-02-29', today)).toBe(true);
    expect(isBirthdayInRange('20010101', today)).toBe(false);
  });

  it('refuses a month or day out of range, and anything around the date', () => {
    expect(isBirthdayInRange('2000-13-01', today)).toBe(false);
    expect(isBirthdayInRange('2000-00-10', today)).toBe(false);
    expect(isBirthdayInRange('2000-01-32', today)).toBe(false);
    expect(isBirthdayInRange('2000-01-00', today)).toBe(false);
    expect(isBirthdayInRange('x2000-01-01', today)).toBe(false);
    expect(isBirthdayInRange('2000-01-01x', today)).toBe(false);
    expect(isBirthdayInRange('2000-01-01 ', today)).toBe(false);
  });

  it('reads the current year in UTC, whatever the time zone of the clock', () => {
    // 1 January 2027 has begun in Kuala Lumpur (UTC+8) but not yet in UTC.
    const newYearInAsia = new Date('2026-12-31T20:00:00Z');
    expect(isBirthdayInRange('2027-01-01', newYearInAsia)).toBe(false);
    expect(isBirthdayInRange('2026-12-31', newYearInAsia)).toBe(true);
  });
});
