import type { MerchantRow } from '../../context.ts';
import type { Database } from '../database.ts';

export function merchantByCode(db: Database, code: string): MerchantRow | undefined {
  return db.prepare('SELECT * FROM merchant WHERE code = ?').get(code) as MerchantRow | undefined;
}

/** A white-label switch: on only when stored as on (a missing switch is off). */
export function switchEnabled(db: Database, merchant: string, moduleId: string): boolean {
  const row = db
    .prepare('SELECT enabled FROM merchant_switch WHERE merchant_code = ? AND module_id = ?')
    .get(merchant, moduleId);
  return Number(row?.enabled) === 1;
}

export function switches(db: Database, merchant: string): { module_id: string; enabled: number }[] {
  return db
    .prepare('SELECT module_id, enabled FROM merchant_switch WHERE merchant_code = ? ORDER BY module_id')
    .all(merchant) as unknown as { module_id: string; enabled: number }[];
}

export function setting(db: Database, merchant: string, name: string): string | undefined {
  const row = db.prepare('SELECT value FROM merchant_setting WHERE merchant_code = ? AND name = ?').get(merchant, name);
  return row ? String(row.value) : undefined;
}

export function templates(db: Database, merchant: string): Map<string, string> {
  return new Map(
    db
      .prepare('SELECT name, value FROM template_switch WHERE merchant_code = ?')
      .all(merchant)
      .map((row) => [String(row.name), String(row.value)]),
  );
}

export function socialLinks(db: Database, merchant: string): { type: string; url: string }[] {
  return db
    .prepare('SELECT type, url FROM social_link WHERE merchant_code = ? ORDER BY type')
    .all(merchant) as unknown as { type: string; url: string }[];
}

export function customerService(db: Database, merchant: string): { title: string; path: string }[] {
  return db
    .prepare('SELECT title, path FROM customer_service WHERE merchant_code = ? ORDER BY sort, id')
    .all(merchant) as unknown as { title: string; path: string }[];
}

export function downloadLinks(db: Database, merchant: string): { resource_type: string; url: string }[] {
  return db
    .prepare('SELECT resource_type, url FROM download_link WHERE merchant_code = ?')
    .all(merchant) as unknown as { resource_type: string; url: string }[];
}

export interface FieldRuleRow {
  field: string;
  enabled: number;
  required: number;
  min_length: number;
  max_length: number;
  pattern_id: string;
}

/** The merchant's registration field rules, by field, in form order. */
export function fieldRules(db: Database, merchant: string): Map<string, FieldRuleRow> {
  const rows = db
    .prepare('SELECT * FROM registration_field WHERE merchant_code = ? ORDER BY sort')
    .all(merchant) as unknown as FieldRuleRow[];
  return new Map(rows.map((row) => [row.field, row]));
}
