import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HEADERS, sealRequest } from './testGateway.ts';

/** The real server process over a database file: what `pnpm start` runs. */
const SERVER = resolve(import.meta.dirname, 'server.ts');
const running: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(db: string, ...flags: string[]): Promise<{ base: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [SERVER, '--port', '0', '--db', db, ...flags], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const base = await new Promise<string>((resolveBase, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no listening line: ${output}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^ ]+) /.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveBase(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  return {
    base,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

async function demoLogin(base: string): Promise<string> {
  const key = (await (await fetch(`${base}/wps/system/public-key`, { headers: DEMO_HEADERS })).json()) as {
    value: { keyId: string; spki: string };
  };
  const sealed = sealRequest(key.value, 'POST', '/wps/session/login', {
    type: 'username',
    username: 'demo01',
    password: 'Demo1234',
  });
  const response = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { ...DEMO_HEADERS, ...sealed.headers },
    body: sealed.body,
  });
  return ((await response.json()) as { value: { token: string } }).value.token;
}

describe('server', () => {
  it('keeps what players did across a restart, and --fresh --demo seeds anew', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-server-'));
    dirs.push(dir);
    const db = join(dir, 'gateway.sqlite');
    const headers = (token: string) => ({ ...DEMO_HEADERS, Authorization: token });

    const first = await start(db, '--dev-endpoints', '--demo');
    const token = await demoLogin(first.base);
    const added = await fetch(`${first.base}/wps/relay/GCSGAME_favourite`, {
      method: 'POST',
      headers: { ...headers(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ nodeId: '1', vendor: 'PG' }),
    });
    expect(added.status).toBe(200);
    expect((await fetch(`${first.base}/__dev/outbox`)).status).toBe(200);
    await first.stop();

    const second = await start(db);
    const ids = (await (
      await fetch(`${second.base}/wps/relay/GCSGAME_favouriteIds`, { headers: headers(token) })
    ).json()) as {
      value: string[];
    };
    expect(ids.value).toEqual(['1']);
    // Without the flag the development endpoints are not there.
    expect((await fetch(`${second.base}/__dev/outbox`)).status).toBe(404);
    await second.stop();

    const third = await start(db, '--fresh', '--demo');
    expect((await fetch(`${third.base}/wps/relay/GCSGAME_favouriteIds`, { headers: headers(token) })).status).toBe(401);
    const fresh = await demoLogin(third.base);
    const none = (await (
      await fetch(`${third.base}/wps/relay/GCSGAME_favouriteIds`, { headers: headers(fresh) })
    ).json()) as {
      value: string[];
    };
    expect(none.value).toEqual([]);
    await third.stop();
  });

  it('seeds no demo merchant and no account into an empty database unless started with --demo', {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-server-'));
    dirs.push(dir);
    const db = join(dir, 'gateway.sqlite');
    const bare = await start(db, '--dev-endpoints');
    const status = await fetch(`${bare.base}/wps/system/status`, { headers: DEMO_HEADERS });
    expect(status.status).toBe(400);
    expect(await status.json()).toMatchObject({ errorCode: 'merchant.unknown' });
    await bare.stop();
    const stored = new DatabaseSync(db, { readOnly: true });
    try {
      expect(stored.prepare('SELECT count(*) AS n FROM member').get()?.n).toBe(0);
      expect(stored.prepare('SELECT count(*) AS n FROM merchant').get()?.n).toBe(0);
    } finally {
      stored.close();
    }

    const demo = await start(db, '--demo');
    expect(await demoLogin(demo.base)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await demo.stop();
  });

  it('refuses to start when the links it mails would be plain http: beyond the machine itself', {
    timeout: 60_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-server-'));
    dirs.push(dir);
    const db = join(dir, 'gateway.sqlite');
    for (const flags of [
      ['--public-url', 'http://m.example.com'],
      ['--host', '0.0.0.0'],
    ]) {
      const child = spawn(process.execPath, [SERVER, '--port', '0', '--db', db, ...flags], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.push(child);
      let output = '';
      // It exits with a code, or, started after all, says that it listens.
      const code = await new Promise((done) => {
        child.once('exit', done);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          if (/listening/.test(output)) done('listening');
        };
        child.stdout?.on('data', read);
        child.stderr?.on('data', read);
      });
      expect(code, flags.join(' ')).toBe(1);
      expect(output, flags.join(' ')).toMatch(/gateway not started: the public URL http:\/\/.* is not https:/);
    }
    const secure = await start(db, '--public-url', 'https://m.example.com');
    await secure.stop();
    const local = await start(db, '--public-url', 'http://localhost:5173');
    await local.stop();
  });
});
