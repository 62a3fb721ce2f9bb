import { checkFieldRule, isPatternId } from '@wl/domain/patterns';
import type { FieldRuleRow } from './db/queries/merchants.ts';
import type { Schemas } from './envelope.ts';

/** A stored rule as the contract's FieldRule; a pattern id the contract does not know reads as `text`. */
export function fieldRuleOf(row: FieldRuleRow): Schemas['FieldRule'] {
  return {
    enabled: row.enabled === 1,
    required: row.required === 1,
    minLength: row.min_length,
    maxLength: Math.max(1, row.max_length),
    patternId: isPatternId(row.pattern_id) ? row.pattern_id : 'text',
  };
}

/**
 * Whether a given value passes its field's rule, by the same check the client's forms run (@wl/domain/patterns): an
 * empty value never passes here, since the caller asks only about a value it needs. A field without a rule takes
 * anything. `now` places the end of a date rule's range (the birthday's current year).
 */
export function passesRule(row: FieldRuleRow | undefined, value: string, now = Date.now()): boolean {
  if (!row) return true;
  return checkFieldRule({ ...fieldRuleOf(row), required: true }, value, new Date(now)) === 'ok';
}
