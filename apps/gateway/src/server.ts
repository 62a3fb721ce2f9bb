#!/usr/bin/env node
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createApp } from './app.ts';
import { migrate, openDatabase } from './db/database.ts';
import { isEmpty, seed } from './db/seed.ts';
import { startServer } from './http/nodeServer.ts';
import { publicUrlRefusal } from './http/publicUrl.ts';
import { DEFAULT_LIMITS, type RateLimits } from './http/rateLimit.ts';

/** The per-address limits, twenty times over; the per-number wrong-code limit stays as it is. */
function suiteLimits(): Partial<RateLimits> {
  const raised = (kind: keyof RateLimits) => ({ ...DEFAULT_LIMITS[kind], max: DEFAULT_LIMITS[kind].max * 20 });
  return {
    login: raised('login'),
    sms: raised('sms'),
    email: raised('email'),
    trial: raised('trial'),
    captcha: raised('captcha'),
  };
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.GATEWAY_PORT ?? '8787' },
    host: { type: 'string', default: process.env.GATEWAY_HOST ?? '127.0.0.1' },
    db: {
      type: 'string',
      default: process.env.GATEWAY_DB ?? resolve(import.meta.dirname, '../../../.data/gateway.sqlite'),
    },
    fresh: { type: 'boolean', default: false },
    // Where players reach the gateway, for the links it mails; by default the address it listens on.
    'public-url': { type: 'string', default: process.env.GATEWAY_PUBLIC_URL },
    'dev-endpoints': { type: 'boolean', default: process.env.GATEWAY_DEV_ENDPOINTS === '1' },
    // The demo merchant and its accounts, whose passwords are published: seeded into an empty database only when asked.
    demo: { type: 'boolean', default: process.env.GATEWAY_DEMO === '1' },
    // End-to-end suites act as many players from one address: the per-address limits are raised (never those per
    // account or per number). Never in production.
    'suite-limits': { type: 'boolean', default: false },
  },
});

// Reset links carry a token that must not travel over plain HTTP beyond the machine itself.
const hostInUrl = values.host.includes(':') ? `[${values.host}]` : values.host;
const refusal = publicUrlRefusal(values['public-url'] ?? `http://${hostInUrl}:${values.port}`);
if (refusal) {
  console.error(`gateway not started: ${refusal}`);
  process.exit(1);
}

if (values.fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(values.db + suffix, { force: true });

const db = openDatabase(values.db);
const applied = migrate(db);
if (values.demo && isEmpty(db)) seed(db);

let listening = `http://${values.host}:${values.port}`;
const publicUrl = values['public-url']?.replace(/\/$/, '');
const app = createApp({
  db,
  devEndpoints: values['dev-endpoints'],
  publicUrl: () => publicUrl ?? listening,
  ...(values['suite-limits'] ? { limits: suiteLimits() } : {}),
});
const server = startServer({ fetch: app.fetch, port: Number(values.port), hostname: values.host }, (info) => {
  listening = `http://${info.address.includes(':') ? `[${info.address}]` : info.address}:${info.port}`;
  console.info(
    `gateway listening on http://${info.address}:${info.port} (database ${values.db}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${values.demo ? ', demo data' : ''}` +
      `${values['dev-endpoints'] ? ', dev endpoints on' : ''})`,
  );
});

function shutdown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
