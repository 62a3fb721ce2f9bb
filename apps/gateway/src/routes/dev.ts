import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { transaction, wipe } from '../db/database.ts';
import { DEMO_MERCHANT, seed } from '../db/seed.ts';
import { devFailure, failure, success } from '../envelope.ts';
import { readJson } from '../http/input.ts';

/**
 * Development endpoints (docs/product.md, "Running it"): read what a phone or a mailbox would receive, read the latest
 * captcha's answer, set a merchant up, add content, start over. Mounted only with --dev-endpoints.
 */
const merchantSettings = z.strictObject({
  merchant: z.string().max(32).default(DEMO_MERCHANT),
  maintenance: z.boolean().optional(),
  regionRestriction: z.boolean().optional(),
  ageThreshold: z.union([z.literal(18), z.literal(21)]).optional(),
  switches: z.record(z.string().regex(/^[A-Z0-9_]{2,32}$/), z.boolean()).optional(),
  templates: z.record(z.string().regex(/^[a-z_]{2,32}$/), z.string().max(32)).optional(),
  settings: z.record(z.string().regex(/^[A-Za-z0-9_.]{2,64}$/), z.string().max(256)).optional(),
  registrationFields: z
    .record(
      z.string().regex(/^[A-Za-z]{2,32}$/),
      z.strictObject({
        enabled: z.boolean().optional(),
        required: z.boolean().optional(),
        minLength: z.int().min(0).max(255).optional(),
        maxLength: z.int().min(0).max(255).optional(),
        patternId: z.string().max(32).optional(),
      }),
    )
    .optional(),
});

const content = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('notice'),
    merchant: z.string().max(32).default(DEMO_MERCHANT),
    type: z.enum(['PL', 'B', 'PU', 'H', 'A']).default('PL'),
    groupName: z.string().max(32).default(''),
    title: z.string().min(1).max(200),
    content: z.string().max(20_000).default(''),
    url: z.string().max(500).default(''),
  }),
  z.strictObject({
    kind: z.literal('promotion'),
    merchant: z.string().max(32).default(DEMO_MERCHANT),
    title: z.string().min(1).max(200),
    content: z.string().max(20_000).default(''),
    categories: z
      .array(z.string().regex(/^[A-Z_]{2,32}$/))
      .max(10)
      .default(['MANUAL']),
    imageUrl: z.string().max(500).default('/static/promotions/new-cover.jpg'),
    endDate: z.int().positive().optional(),
  }),
  z.strictObject({
    kind: z.literal('help'),
    merchant: z.string().max(32).default(DEMO_MERCHANT),
    parentTag: z.string().max(64).optional(),
    tag: z.string().regex(/^[a-z0-9-]{2,64}$/),
    title: z.string().min(1).max(200),
    content: z.string().max(20_000).default(''),
  }),
]);

export const devRoutes = new Hono<GatewayEnv>()
  .get('/__dev/outbox', (c) => {
    const { db } = c.get('services');
    const rows = db
      .prepare(
        `SELECT id, merchant_code, channel, recipient, subject, body, code, created_at
         FROM outbox ORDER BY id DESC LIMIT 200`,
      )
      .all();
    return success(
      c,
      rows.map((row) => ({
        id: Number(row.id),
        merchant: String(row.merchant_code),
        channel: String(row.channel),
        recipient: String(row.recipient),
        subject: String(row.subject),
        body: String(row.body),
        ...(row.code === null ? {} : { code: String(row.code) }),
        createdAt: Number(row.created_at),
      })),
    );
  })
  .get('/__dev/captcha', (c) => {
    const latest = c.get('services').dev?.latestCaptcha;
    if (!latest) return devFailure(c, 404, 'captcha.none');
    return success(c, latest);
  })
  .put('/__dev/merchant', async (c) => {
    const parsed = await readJson(c, merchantSettings);
    if (!parsed.ok) return failure(c, parsed.status, parsed.code, parsed.message);
    const { db } = c.get('services');
    const body = parsed.value;
    if (!db.prepare('SELECT 1 FROM merchant WHERE code = ?').get(body.merchant)) {
      return devFailure(c, 404, 'merchant.unknown');
    }
    transaction(db, () => {
      if (body.maintenance !== undefined) {
        db.prepare('UPDATE merchant SET maintenance = ? WHERE code = ?').run(Number(body.maintenance), body.merchant);
      }
      if (body.regionRestriction !== undefined) {
        db.prepare('UPDATE merchant SET region_restriction = ? WHERE code = ?').run(
          Number(body.regionRestriction),
          body.merchant,
        );
      }
      if (body.ageThreshold !== undefined) {
        db.prepare('UPDATE merchant SET age_threshold = ? WHERE code = ?').run(body.ageThreshold, body.merchant);
      }
      const switchRow = db.prepare(
        `INSERT INTO merchant_switch (merchant_code, module_id, enabled) VALUES (?, ?, ?)
         ON CONFLICT (merchant_code, module_id) DO UPDATE SET enabled = excluded.enabled`,
      );
      for (const [moduleId, enabled] of Object.entries(body.switches ?? {})) {
        switchRow.run(body.merchant, moduleId, Number(enabled));
      }
      const keyed = (table: 'template_switch' | 'merchant_setting') =>
        db.prepare(
          `INSERT INTO ${table} (merchant_code, name, value) VALUES (?, ?, ?)
           ON CONFLICT (merchant_code, name) DO UPDATE SET value = excluded.value`,
        );
      const template = keyed('template_switch');
      for (const [name, value] of Object.entries(body.templates ?? {})) template.run(body.merchant, name, value);
      const setting = keyed('merchant_setting');
      for (const [name, value] of Object.entries(body.settings ?? {})) setting.run(body.merchant, name, value);
      const field = db.prepare(
        `UPDATE registration_field SET
           enabled = coalesce(?, enabled), required = coalesce(?, required), min_length = coalesce(?, min_length),
           max_length = coalesce(?, max_length), pattern_id = coalesce(?, pattern_id)
         WHERE merchant_code = ? AND field = ?`,
      );
      const asFlag = (value: boolean | undefined) => (value === undefined ? null : Number(value));
      for (const [name, change] of Object.entries(body.registrationFields ?? {})) {
        field.run(
          asFlag(change.enabled),
          asFlag(change.required),
          change.minLength ?? null,
          change.maxLength ?? null,
          change.patternId ?? null,
          body.merchant,
          name,
        );
      }
    });
    c.get('services').cache.clear();
    return success(c, { merchant: body.merchant });
  })
  .post('/__dev/content', async (c) => {
    const parsed = await readJson(c, content);
    if (!parsed.ok) return failure(c, parsed.status, parsed.code, parsed.message);
    const { db, now } = c.get('services');
    const item = parsed.value;
    if (!db.prepare('SELECT 1 FROM merchant WHERE code = ?').get(item.merchant)) {
      return devFailure(c, 404, 'merchant.unknown');
    }
    const id = transaction(db, () => {
      if (item.kind === 'help') {
        const parent = item.parentTag
          ? db
              .prepare('SELECT id FROM help_topic WHERE merchant_code = ? AND tag = ?')
              .get(item.merchant, item.parentTag)
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
          insert.run(item.merchant, item.type, item.groupName, item.title, item.content, item.url, now(), null)
            .lastInsertRowid,
        );
      }
      const promotionId = Number(
        insert.run(item.merchant, 'PR', '', item.title, item.content, '', now(), item.endDate ?? null).lastInsertRowid,
      );
      db.prepare('INSERT INTO announcement_image (announcement_id, sequence, url) VALUES (?, 1, ?)').run(
        promotionId,
        item.imageUrl,
      );
      const category = db.prepare(
        'INSERT OR IGNORE INTO announcement_category (announcement_id, category) VALUES (?, ?)',
      );
      for (const code of item.categories) category.run(promotionId, code);
      return promotionId;
    });
    if (typeof id === 'string') return devFailure(c, id === 'help.tag.exists' ? 409 : 404, id);
    c.get('services').cache.clear();
    return success(c, { id });
  })
  .post('/__dev/reset', (c) => {
    const services = c.get('services');
    wipe(services.db);
    seed(services.db);
    services.limiter.reset();
    services.cache.clear();
    if (services.dev) delete services.dev.latestCaptcha;
    return success(c, { reset: true });
  });
