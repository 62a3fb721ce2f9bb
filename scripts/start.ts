/**
 * Serves the product locally: the reference gateway with its demo data, the player site and the agent build.
 *
 *   node scripts/start.ts            production builds (built when missing or stale), served by vite preview, the
 *                                    player site also over HTTP/2 with a certificate made for this machine
 *   node scripts/start.ts --dev      Vite dev servers with hot reload instead
 *   node scripts/start.ts --fresh    re-seed the gateway database first
 *   node scripts/start.ts --e2e      what the end-to-end suites run: no build step, a fresh database of its own
 *
 * It keeps running until interrupted and stops its children cleanly.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '..');
const GATEWAY = 'http://127.0.0.1:8787';
const PLAYER = 'http://127.0.0.1:5173/m/home';
/** The same player build over TLS and HTTP/2, as production serves it (tooling/vite/app.ts, `HTTP2_MODE`). */
const PLAYER_HTTP2 = 'https://127.0.0.1:5443/m/home';
const AGENT = 'http://127.0.0.1:5174/m/agent';
const children: ChildProcess[] = [];
let stopping = false;

function log(message: string) {
  console.info(`\x1b[1m[start]\x1b[0m ${message}`);
}

function run(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('error', (error) => {
    log(`${name} could not start: ${error.message}; stopping the rest.`);
    void stop(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    void stop(code === 0 ? 1 : (code ?? 1));
  });
  children.push(child);
  return child;
}

async function answers(url: string) {
  if (url.startsWith('https:')) {
    // The HTTP/2 server's certificate is self-signed: ask it with node:http2, trusting it for this one request.
    const { connect } = await import('node:http2');
    const { origin, pathname } = new URL(url);
    return new Promise<boolean>((done) => {
      const session = connect(origin, { rejectUnauthorized: false });
      session.once('error', () => done(false));
      const request = session.request({ ':path': pathname });
      request.once('response', (headers) => {
        done(headers[':status'] === 200);
        session.close();
      });
      request.once('error', () => done(false));
      request.end();
    });
  }
  try {
    const response = await fetch(url, { headers: { Merchant: 'DEMO', Device: '3' } });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
        }),
    ),
  );
  log('stopped.');
  process.exit(code);
}

/** Refuses at once, with the reason, when another server already holds one of our ports. */
async function assertPortsFree() {
  const taken: string[] = [];
  for (const port of [8787, 5173, 5174, 5443]) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer()
        .once('error', () => done(false))
        .once('listening', () => probe.close(() => done(true)))
        .listen(port, '127.0.0.1');
    });
    if (!free) taken.push(String(port));
  }
  if (taken.length) {
    log(`port ${taken.join(', ')} already in use on 127.0.0.1 (is another ./run start running?); stop it first.`);
    process.exit(1);
  }
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (!values.dev && !values.e2e) {
  log('building the apps (turbo reuses what is already built)');
  const build = spawnSync(
    'turbo',
    ['run', 'build', '--filter=@wl/mobile', '--filter=@wl/agent', '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await assertPortsFree();

const gatewayArgs = ['src/server.ts', '--dev-endpoints', '--demo'];
if (values.fresh || values.e2e) gatewayArgs.push('--fresh');
// The suites log in, send codes and start trials as many players from one address.
if (values.e2e) gatewayArgs.push('--suite-limits');
const gatewayEnv = values.e2e ? { GATEWAY_DB: resolve(root, '.data/e2e.sqlite') } : {};
run('gateway', process.execPath, gatewayArgs, resolve(root, 'apps/gateway'), gatewayEnv);
await waitFor(`${GATEWAY}/wps/system/status`);

const viteMode = values.dev ? [] : ['preview'];
if (!values.dev) {
  // Up before the plain servers, so that whoever waits for those (the suites wait for the agent build) finds it too.
  run(
    'mobile-http2',
    resolve(root, 'apps/mobile/node_modules/.bin/vite'),
    ['preview', '--mode', 'http2'],
    resolve(root, 'apps/mobile'),
  );
  await waitFor(PLAYER_HTTP2);
}
for (const app of ['mobile', 'agent']) {
  const dir = resolve(root, 'apps', app);
  run(app, resolve(dir, 'node_modules/.bin/vite'), viteMode, dir);
}
await Promise.all([waitFor(PLAYER), waitFor(AGENT)]);

log(`gateway      ${GATEWAY} (demo data, merchant DEMO)`);
log(`player site  ${PLAYER}`);
if (!values.dev) log(`  over HTTP/2 ${PLAYER_HTTP2} (a self-signed certificate: the browser asks once)`);
log(`agent build  ${AGENT}`);
log(`${values.dev ? 'dev servers' : 'production builds'} running; press Ctrl+C to stop.`);
