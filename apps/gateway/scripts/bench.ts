import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sealRequest } from '../src/testGateway.ts';

/**
 * Latency of the game list, login and announcements under 50 concurrent clients on loopback, against a seeded
 * gateway on a file database. Each phase stops at its request count or its time limit, whichever comes first.
 * Not a test: run it with `pnpm --filter @wl/gateway bench`.
 */
const CONCURRENCY = 50;
const GAME_LIST_P95_BUDGET_MS = 50;
// As a browser asks: public reads come back compressed (docs/decisions.md, "Public reads travel compressed").
const HEADERS = { Merchant: 'DEMO', Device: '3', Language: 'EN', 'Accept-Encoding': 'gzip' };

/** node:http with keep-alive costs the load generator far less CPU than fetch, which matters on a shared machine. */
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Answer {
  status: number;
}

function send(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${base}${path}`,
      { agent, method: init.method ?? 'GET', headers: { ...HEADERS, ...init.headers } },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0 }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

interface Phase {
  name: string;
  requests: number;
  timeLimitMs: number;
  send: (base: string, index: number) => Promise<Answer>;
}

const GAME_QUERIES = [
  'gameType=RNG&pageNo=1&pageSize=18',
  'gameType=RNG&pageNo=7&pageSize=18',
  'vassalage=PG&pageNo=2&pageSize=18',
  'gameType=FISH&pageNo=1&pageSize=18',
  'gameName=dragon&pageNo=1&pageSize=18',
  'gameClassify=NEW&pageNo=1&pageSize=18',
  'gameType=LIVE&isNew=1&pageNo=1&pageSize=18',
];

let publicKey: { keyId: string; spki: string } | undefined;

const PHASES: Phase[] = [
  {
    name: 'game list',
    requests: 5_000,
    timeLimitMs: 30_000,
    send: (base, index) => send(base, `/wps/relay/GCSGAME_gameList?${GAME_QUERIES[index % GAME_QUERIES.length]}`),
  },
  {
    name: 'announcements',
    requests: 5_000,
    timeLimitMs: 30_000,
    send: (base) => send(base, '/wps/system/announcements?types=B,PL,PU,PR,H&groupName=m_home&platform=M'),
  },
  {
    // Each login hashes the password with scrypt on purpose; this phase measures that cost under load.
    name: 'login',
    requests: 300,
    timeLimitMs: 60_000,
    send: (base) => {
      if (!publicKey) throw new Error('public key not fetched');
      const sealed = sealRequest(publicKey, 'POST', '/wps/session/login', {
        type: 'username',
        username: 'demo01',
        password: 'Demo1234',
      });
      return send(base, '/wps/session/login', { method: 'POST', headers: sealed.headers, body: sealed.body });
    },
  },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function run(base: string, phase: Phase) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + phase.timeLimitMs;
  const client = async () => {
    while (next < phase.requests && performance.now() < deadline) {
      const index = next++;
      const begin = performance.now();
      try {
        const answer = await phase.send(base, index);
        if (answer.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    phase: phase.name,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? Number.NaN,
    perSecond: (latencies.length / elapsed) * 1000,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'gateway-bench-'));
const worker = new Worker(new URL('./benchServer.ts', import.meta.url), {
  workerData: { db: join(dir, 'bench.sqlite') },
});
try {
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
  });
  const base = `http://127.0.0.1:${port}`;
  publicKey = (
    (await (await fetch(`${base}/wps/system/public-key`, { headers: HEADERS })).json()) as {
      value: { keyId: string; spki: string };
    }
  ).value;
  // Warm the JIT and SQLite's page cache before measuring.
  await run(base, { ...PHASES[0], name: 'warm-up', requests: 2_000 } as Phase);
  await run(base, { ...PHASES[1], name: 'warm-up', requests: 1_000 } as Phase);

  const results = [];
  for (const phase of PHASES) results.push(await run(base, phase));
  const fixed = (value: number) => value.toFixed(1).padStart(8);
  const [load1] = loadavg();
  console.info(`\n${CONCURRENCY} concurrent clients on loopback (load average ${load1?.toFixed(1)})\n`);
  console.info('phase            requests  errors   p50 ms   p95 ms   max ms    req/s');
  for (const result of results) {
    console.info(
      `${result.phase.padEnd(16)} ${String(result.requests).padStart(8)} ${String(result.errors).padStart(7)} ` +
        `${fixed(result.p50)} ${fixed(result.p95)} ${fixed(result.max)} ${fixed(result.perSecond)}`,
    );
  }
  const gameList = results.find((result) => result.phase === 'game list');
  const within = gameList !== undefined && gameList.p95 < GAME_LIST_P95_BUDGET_MS && gameList.errors === 0;
  console.info(
    `\ngame list p95 ${gameList?.p95.toFixed(1)} ms, budget ${GAME_LIST_P95_BUDGET_MS} ms: ${within ? 'within' : 'OVER'}`,
  );
  process.exitCode = within ? 0 : 1;
} finally {
  agent.destroy();
  worker.postMessage('stop');
  await worker.terminate();
  rmSync(dir, { recursive: true, force: true });
}
