import { BIRTHDAY_MIN_YEAR } from './constants.ts';
import type { FieldRule, PatternId } from './contract.ts';

export type { FieldRule, PatternId };

/**
 * The contract's registration patterns (schema PatternId of openapi/wps.yaml, docs/decisions.md "Registration field
 * rules"), the only copy: the forms and the gateway both test values here. Keyed by the contract's own type, so an id
 * added to or dropped from the contract fails typecheck; patterns.test.ts holds each source to the contract's text.
 * Lengths come from the field rule, not the pattern. The `u` flag is needed for `name`; the others are ASCII and read
 * the same with it.
 */
export const PATTERNS: Readonly<Record<PatternId, RegExp>> = {
  username: /^[A-Za-z][A-Za-z0-9]*$/u,
  // Any characters: a password has no composition rule (the new-password rule, @wl/domain/password-policy).
  password: /^[\s\S]*$/u,
  digits: /^[0-9]+$/u,
  // Same language as ^\w+([.-]?\w+)*@\w+([.-]?\w+)*(\.[A-Za-z]{2,3})+$, which backtracked exponentially: with the
  // separator optional, a run of n word characters could be cut between `\w+` and `([.-]?\w+)*` in 2^n ways, each
  // tried before a refusal. Here a separator is required between runs, so a run is only ever matched whole, one way.
  // One `.xx` suffix at the end describes the same addresses as one or more: any suffixes before the last are
  // dot-joined word runs, which the domain takes anyway. The end is then tried once per run of the domain.
  email: /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/u,
  name: /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
  alphanumeric: /^[A-Za-z0-9]+$/u,
  handle: /^[A-Za-z0-9_.@+-]+$/u,
  date: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/u,
  text: /^[\s\S]*$/u,
};

/** Whether a string names a pattern: the gateway keeps rules as text and reads an unknown id as `text`. */
export function isPatternId(id: string): id is PatternId {
  return Object.hasOwn(PATTERNS, id);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date from 1900-01-01 to the end of the current year (the birthday picker's range). The year is
 * read in UTC, so a player's device and the gateway agree on it whatever their time zones.
 */
export function isBirthdayInRange(value: string, today: Date): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // A date that does not exist rolls over into another month (2001-02-29 is 1 March, month 13 next January), and years
  // 0 to 99 read as 1900 to 1999, below the 1900 bound: any one check dropped, or the first two joined with "or",
  // still refuses every such date.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: see above; 2000-13-01 and 2001-02-29 hold the rest
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= BIRTHDAY_MIN_YEAR && year <= today.getUTCFullYear();
}

export type FieldRuleCheck = 'ok' | 'required' | 'length' | 'pattern';

/**
 * Whether a value passes a field rule. An empty value passes unless the rule requires one; the length is counted in
 * code points, so an emoji or a CJK character counts once; a `date` must also be a real date in the birthday range.
 * The caller trims (or, for a secret, does not) and decides what a disabled rule means.
 */
export function checkFieldRule(rule: FieldRule, value: string, today: Date): FieldRuleCheck {
  if (value === '') return rule.required ? 'required' : 'ok';
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  if (!PATTERNS[rule.patternId].test(value)) return 'pattern';
  if (rule.patternId === 'date' && !isBirthdayInRange(value, today)) return 'pattern';
  return 'ok';
}
