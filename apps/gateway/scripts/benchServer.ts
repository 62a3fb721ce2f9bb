import { parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { migrate, openDatabase } from '../src/db/database.ts';
import { seed } from '../src/db/seed.ts';

/**
 * The gateway for the benchmark, in its own thread so that the load generator does not share its event loop.
 * Per-address limits are raised: every simulated client comes from 127.0.0.1, which the limits would rightly stop.
 */
const { db: path } = workerData as { db: string };
const db = openDatabase(path);
migrate(db);
seed(db);
const unlimited = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
const app = createApp({
  db,
  limits: { request: unlimited, login: unlimited, sms: unlimited, captcha: unlimited, email: unlimited },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  parentPort?.postMessage({ port: info.port });
});
parentPort?.on('message', (message) => {
  if (message === 'stop') server.close(() => db.close());
});
