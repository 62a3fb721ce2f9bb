import { Hono } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../context.ts';
import { wipe } from '../db/database.ts';
import { addContent, changeMerchant, removeContent } from '../db/queries/dev.ts';
import { merchantByCode } from '../db/queries/merchants.ts';
import { latestMessages } from '../db/queries/outbox.ts';
import { DEMO_MERCHANT, seed } from '../db/seed.ts';
import { devFailure, success } from '../envelope.ts';
import { jsonBody } from '../http/input.ts';

/**
 * Development endpoints (docs/product.md, "Running it"): read what a phone or a mailbox would receive, read the latest
 * captcha's answer, set a merchant up, add and remove content, start over. Mounted only with --dev-endpoints.
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
    /** The cover (sequence 1); a drawn one without it. */
    imageUrl: z.string().max(500).optional(),
    endDate: z.int().positive().optional(),
    /** How a member takes part (docs/decisions.md, "Promotions: taking part"); join without one. */
    participation: z.enum(['apply', 'join', 'claim']).optional(),
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
  .get('/__dev/outbox', (c) =>
    success(
      c,
      latestMessages(c.get('services').db).map((row) => ({
        id: Number(row.id),
        merchant: row.merchant_code,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        ...(row.code === null ? {} : { code: row.code }),
        createdAt: Number(row.created_at),
      })),
    ),
  )
  .get('/__dev/captcha', (c) => {
    const latest = c.get('services').dev?.latestCaptcha;
    if (!latest) return devFailure(c, 404, 'captcha.none');
    return success(c, latest);
  })
  .put('/__dev/merchant', jsonBody(merchantSettings), (c) => {
    const change = c.req.valid('json');
    const { db, cache } = c.get('services');
    if (!merchantByCode(db, change.merchant)) return devFailure(c, 404, 'merchant.unknown');
    changeMerchant(db, change);
    cache.clear();
    return success(c, { merchant: change.merchant });
  })
  .post('/__dev/content', jsonBody(content), (c) => {
    const item = c.req.valid('json');
    const { db, now, cache } = c.get('services');
    if (!merchantByCode(db, item.merchant)) return devFailure(c, 404, 'merchant.unknown');
    const id = addContent(db, item, now());
    if (typeof id === 'string') return devFailure(c, id === 'help.tag.exists' ? 409 : 404, id);
    cache.clear();
    return success(c, { id });
  })
  .delete('/__dev/content/:kind/:id', (c) => {
    const kind = z.enum(['notice', 'promotion', 'help']).safeParse(c.req.param('kind'));
    const id = Number(c.req.param('id'));
    if (!kind.success || !Number.isSafeInteger(id) || id <= 0) return devFailure(c, 404, 'content.unknown');
    const { db, cache } = c.get('services');
    if (!removeContent(db, kind.data, id)) return devFailure(c, 404, 'content.unknown');
    cache.clear();
    return success(c, { removed: id });
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
