#!/usr/bin/env node
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { migrate, openDatabase } from './db/database.ts';
import { isEmpty, seed } from './db/seed.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.GATEWAY_PORT ?? '8787' },
    host: { type: 'string', default: process.env.GATEWAY_HOST ?? '127.0.0.1' },
    db: {
      type: 'string',
      default: process.env.GATEWAY_DB ?? resolve(import.meta.dirname, '../../../.data/gateway.sqlite'),
    },
    fresh: { type: 'boolean', default: false },
    'dev-endpoints': { type: 'boolean', default: process.env.GATEWAY_DEV_ENDPOINTS === '1' },
  },
});

if (values.fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(values.db + suffix, { force: true });

const db = openDatabase(values.db);
const applied = migrate(db);
if (isEmpty(db)) seed(db);

const app = createApp({ db, devEndpoints: values['dev-endpoints'] });
const server = serve({ fetch: app.fetch, port: Number(values.port), hostname: values.host }, (info) => {
  console.info(
    `gateway listening on http://${info.address}:${info.port} (database ${values.db}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${values['dev-endpoints'] ? ', dev endpoints on' : ''})`,
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
