import { artUrl } from '../../routes/art.ts';
import { type Database, transaction } from '../database.ts';

/** What PUT /__dev/merchant may change; every part is optional. */
export interface MerchantChange {
  merchant: string;
  maintenance?: boolean | undefined;
  regionRestriction?: boolean | undefined;
  ageThreshold?: 18 | 21 | undefined;
  switches?: Record<string, boolean> | undefined;
  templates?: Record<string, string> | undefined;
  settings?: Record<string, string> | undefined;
  registrationFields?:
    | Record<
        string,
        {
          enabled?: boolean | undefined;
          required?: boolean | undefined;
          minLength?: number | undefined;
          maxLength?: number | undefined;
          patternId?: string | undefined;
        }
      >
    | undefined;
}

/** Applies a merchant change in one transaction. */
export function changeMerchant(db: Database, change: MerchantChange): void {
  const merchant = change.merchant;
  transaction(db, () => {
    if (change.maintenance !== undefined) {
      db.prepare('UPDATE merchant SET maintenance = ? WHERE code = ?').run(Number(change.maintenance), merchant);
    }
    if (change.regionRestriction !== undefined) {
      db.prepare('UPDATE merchant SET region_restriction = ? WHERE code = ?').run(
        Number(change.regionRestriction),
        merchant,
      );
    }
    if (change.ageThreshold !== undefined) {
      db.prepare('UPDATE merchant SET age_threshold = ? WHERE code = ?').run(change.ageThreshold, merchant);
    }
    const switchRow = db.prepare(
      `INSERT INTO merchant_switch (merchant_code, module_id, enabled) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code, module_id) DO UPDATE SET enabled = excluded.enabled`,
    );
    for (const [moduleId, enabled] of Object.entries(change.switches ?? {})) {
      switchRow.run(merchant, moduleId, Number(enabled));
    }
    const keyed = (table: 'template_switch' | 'merchant_setting') =>
      db.prepare(
        `INSERT INTO ${table} (merchant_code, name, value) VALUES (?, ?, ?)
         ON CONFLICT (merchant_code, name) DO UPDATE SET value = excluded.value`,
      );
    const template = keyed('template_switch');
    for (const [name, value] of Object.entries(change.templates ?? {})) template.run(merchant, name, value);
    const setting = keyed('merchant_setting');
    for (const [name, value] of Object.entries(change.settings ?? {})) setting.run(merchant, name, value);
    const field = db.prepare(
      `UPDATE registration_field SET
         enabled = coalesce(?, enabled), required = coalesce(?, required), min_length = coalesce(?, min_length),
         max_length = coalesce(?, max_length), pattern_id = coalesce(?, pattern_id)
       WHERE merchant_code = ? AND field = ?`,
    );
    const asFlag = (value: boolean | undefined) => (value === undefined ? null : Number(value));
    for (const [name, rule] of Object.entries(change.registrationFields ?? {})) {
      field.run(
        asFlag(rule.enabled),
        asFlag(rule.required),
        rule.minLength ?? null,
        rule.maxLength ?? null,
        rule.patternId ?? null,
        merchant,
        name,
      );
    }
  });
}

export type NewContent =
  | { kind: 'notice'; merchant: string; type: string; groupName: string; title: string; content: string; url: string }
  | {
      kind: 'promotion';
      merchant: string;
      title: string;
      content: string;
      categories: string[];
      imageUrl?: string | undefined;
      endDate?: number | undefined;
      participation?: 'apply' | 'join' | 'claim' | undefined;
    }
  | { kind: 'help'; merchant: string; parentTag?: string | undefined; tag: string; title: string; content: string };

/** Adds a notice, promotion or help topic; answers its id, or why it cannot be added. */
export function addContent(
  db: Database,
  item: NewContent,
  now: number,
): number | 'help.parent.unknown' | 'help.tag.exists' {
  return transaction(db, () => {
    if (item.kind === 'help') {
      const parent = item.parentTag
        ? db.prepare('SELECT id FROM help_topic WHERE merchant_code = ? AND tag = ?').get(item.merchant, item.parentTag)
        : undefined;
      if (item.parentTag && !parent) return 'help.parent.unknown' as const;
      if (db.prepare('SELECT 1 FROM help_topic WHERE merchant_code = ? AND tag = ?').get(item.merchant, item.tag)) {
        return 'help.tag.exists' as const;
      }
      return Number(
        db
          .prepare(
            `INSERT INTO help_topic (merchant_code, parent_id, tag, title, content, sort)
             VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(sort), 0) + 1 FROM help_topic WHERE merchant_code = ?))`,
          )
          .run(item.merchant, parent ? Number(parent.id) : null, item.tag, item.title, item.content, item.merchant)
          .lastInsertRowid,
      );
    }
    const insert = db.prepare(
      `INSERT INTO announcement (merchant_code, type, group_name, title, content, url, start_date, end_date, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, -1)`,
    );
    if (item.kind === 'notice') {
      return Number(
        insert.run(item.merchant, item.type, item.groupName, item.title, item.content, item.url, now, null)
          .lastInsertRowid,
      );
    }
    const promotionId = Number(
      insert.run(item.merchant, 'PR', '', item.title, item.content, '', now, item.endDate ?? null).lastInsertRowid,
    );
    db.prepare('INSERT INTO announcement_image (announcement_id, sequence, url) VALUES (?, 1, ?)').run(
      promotionId,
      item.imageUrl ?? artUrl('promotion', `${promotionId}-cover`),
    );
    const category = db.prepare(
      'INSERT OR IGNORE INTO announcement_category (announcement_id, category) VALUES (?, ?)',
    );
    for (const code of item.categories) category.run(promotionId, code);
    if (item.participation) {
      db.prepare('INSERT INTO promotion_rule (announcement_id, participation, closed) VALUES (?, ?, 0)').run(
        promotionId,
        item.participation,
      );
    }
    return promotionId;
  });
}

/**
 * Removes a notice, promotion or help topic added by addContent (with what hangs off it: images, categories, rules,
 * read marks, a help topic's children); answers whether there was one of that kind.
 */
export function removeContent(db: Database, kind: NewContent['kind'], id: number): boolean {
  if (kind === 'help') return Number(db.prepare('DELETE FROM help_topic WHERE id = ?').run(id).changes) > 0;
  const promotion = kind === 'promotion';
  return (
    Number(
      db.prepare(`DELETE FROM announcement WHERE id = ? AND (type = 'PR') = ?`).run(id, promotion ? 1 : 0).changes,
    ) > 0
  );
}
