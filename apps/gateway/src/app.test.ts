import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { migrate, openDatabase } from './db/database.ts';
import { MIGRATIONS } from './db/migrations.ts';
import { isEmpty, seed } from './db/seed.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshGateway() {
  const db = openDatabase(':memory:');
  migrate(db);
  seed(db);
  return { db, app: createApp({ db }) };
}

const demo = { headers: { Merchant: 'DEMO', Device: '3' } };

describe('status', () => {
  it('answers normal for the demo merchant', async () => {
    const { app } = freshGateway();
    const response = await app.request('/wps/system/status', demo);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      value: { info: 'Service normal', location: { ip: '127.0.0.1' }, maintenance: false, regionRestriction: false },
    });
  });

  it('reports maintenance and region restriction as stored', async () => {
    const { app, db } = freshGateway();
    db.prepare("UPDATE merchant SET maintenance = 1, region_restriction = 1 WHERE code = 'DEMO'").run();
    const body = (await (await app.request('/wps/system/status', demo)).json()) as { value: unknown };
    expect(body.value).toMatchObject({ maintenance: true, regionRestriction: true });
  });

  it('refuses an unknown or missing merchant with a stable code', async () => {
    const { app } = freshGateway();
    for (const headers of [{ Merchant: 'NOPE' }, {}] as Record<string, string>[]) {
      const response = await app.request('/wps/system/status', { headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, errorCode: 'merchant.unknown' });
    }
  });

  it('answers an unknown route with the envelope, not an HTML page', async () => {
    const { app } = freshGateway();
    const response = await app.request('/wps/nowhere', demo);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, errorCode: 'route.not.found' });
  });

  it('refuses bodies over 64 kB', async () => {
    const { app } = freshGateway();
    const response = await app.request('/wps/system/status', {
      method: 'POST',
      headers: { ...demo.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, errorCode: 'request.too.large' });
  });
});

describe('database', () => {
  it('applies each migration once and keeps data across a reopen', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gateway-'));
    dirs.push(dir);
    const path = join(dir, 'gateway.sqlite');

    const first = openDatabase(path);
    expect(migrate(first)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(isEmpty(first)).toBe(true);
    seed(first);
    first.close();

    const second = openDatabase(path);
    expect(migrate(second)).toEqual([]);
    expect(isEmpty(second)).toBe(false);
    second.close();
  });

  it('seeds a database made before the platform tables, keeping its merchant row', () => {
    const db = openDatabase(':memory:');
    migrate(db, MIGRATIONS.slice(0, 1));
    db.prepare("INSERT INTO merchant (code, name, maintenance) VALUES ('DEMO', 'Old name', 1)").run();
    migrate(db);
    expect(isEmpty(db)).toBe(true);
    seed(db);
    expect(isEmpty(db)).toBe(false);
    expect(db.prepare("SELECT name, maintenance FROM merchant WHERE code = 'DEMO'").get()).toEqual({
      name: 'Old name',
      maintenance: 1,
    });
    expect(Number(db.prepare("SELECT count(*) AS n FROM member WHERE username = 'demo01'").get()?.n)).toBe(1);
  });

  it('rolls a failing migration back whole', () => {
    const db = openDatabase(':memory:');
    expect(() =>
      migrate(db, [{ id: 1, name: 'broken', sql: 'CREATE TABLE a (x INTEGER); CREATE TABLE a (y INTEGER);' }]),
    ).toThrow();
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'a'").all()).toEqual([]);
    expect(migrate(db, [{ id: 1, name: 'fixed', sql: 'CREATE TABLE a (x INTEGER);' }])).toEqual([1]);
  });
});
