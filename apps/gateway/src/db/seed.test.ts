import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from './database.ts';
import { BANNER_TYPES, MODULE_SWITCHES, PROMOTION_CATEGORIES, seed } from './seed.ts';

function seeded() {
  const db = openDatabase(':memory:');
  migrate(db);
  seed(db);
  return db;
}

const count = (db: ReturnType<typeof seeded>, sql: string, ...params: string[]) =>
  Number(db.prepare(sql).get(...params)?.n);

describe('demo seed', () => {
  it('holds at least 600 games over at least 25 vendors, in every family', () => {
    const db = seeded();
    expect(count(db, 'SELECT count(*) AS n FROM game')).toBeGreaterThanOrEqual(600);
    expect(count(db, 'SELECT count(*) AS n FROM vendor')).toBeGreaterThanOrEqual(25);
    const types = db
      .prepare('SELECT DISTINCT game_type FROM game')
      .all()
      .map((row) => row.game_type);
    expect(types).toEqual(expect.arrayContaining(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']));
    const vendorsOf = (category: string) =>
      db
        .prepare('SELECT vassalage FROM vendor WHERE game_category = ? ORDER BY vassalage')
        .all(category)
        .map((row) => row.vassalage);
    expect(vendorsOf('ESPORTS')).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['DIG', 'DS88', 'SV3', 'WGB', 'WS168']);
    expect(vendorsOf('INHOUSE')).toEqual(['BGS']);
    expect(count(db, "SELECT count(*) AS n FROM game WHERE game_classify = 'BG'")).toBeGreaterThan(0);
  });

  it('holds the three demo accounts of the decisions', () => {
    const db = seeded();
    const members = db
      .prepare(
        'SELECT username, type, dialing_code, mobile_num, email, balance_cents, upline_id, id FROM member ORDER BY id',
      )
      .all();
    const byName = new Map(members.map((member) => [member.username, member]));
    expect(byName.get('demo01')).toMatchObject({
      type: 0,
      dialing_code: '60',
      mobile_num: '123456789',
      email: 'demo01@example.com',
      balance_cents: 123_456,
      upline_id: byName.get('agent01')?.id,
    });
    expect(byName.get('agent01')).toMatchObject({ type: 1 });
    expect(byName.get('agentonly')).toMatchObject({ type: 40 });
    expect(
      db
        .prepare('SELECT state FROM contract WHERE member_id = ? AND agent_id = ?')
        .all(Number(byName.get('demo01')?.id), Number(byName.get('agent01')?.id)),
    ).toEqual([{ state: 'proposed' }]);
  });

  it('holds content of every kind', () => {
    const db = seeded();
    const groups = db
      .prepare("SELECT DISTINCT group_name FROM announcement WHERE type = 'B'")
      .all()
      .map((row) => row.group_name);
    expect(groups).toEqual(expect.arrayContaining([...BANNER_TYPES, 'm_home']));
    expect(count(db, "SELECT count(*) AS n FROM announcement WHERE type = 'PL'")).toBeGreaterThanOrEqual(8);
    const categories = db
      .prepare('SELECT DISTINCT category FROM announcement_category')
      .all()
      .map((row) => row.category);
    expect(categories).toEqual(expect.arrayContaining([...PROMOTION_CATEGORIES]));
    expect(count(db, 'SELECT count(*) AS n FROM help_topic WHERE parent_id IS NOT NULL')).toBeGreaterThan(4);
    expect(count(db, 'SELECT count(*) AS n FROM winner')).toBeGreaterThanOrEqual(20);
    expect(count(db, 'SELECT count(*) AS n FROM download_link')).toBe(4);
    expect(count(db, 'SELECT count(*) AS n FROM customer_service')).toBeGreaterThan(0);
    expect(count(db, 'SELECT count(*) AS n FROM registration_field WHERE required = 0 AND enabled = 0')).toBe(0);
    expect(count(db, 'SELECT count(*) AS n FROM merchant_switch WHERE enabled = 1')).toBe(MODULE_SWITCHES.length);
  });

  it('is the same on every run, password salts aside', () => {
    const dump = (db: ReturnType<typeof seeded>) =>
      JSON.stringify(
        ['game', 'vendor', 'announcement', 'winner', 'help_topic'].map((table) =>
          db.prepare(`SELECT * FROM ${table}`).all(),
        ),
      );
    expect(dump(seeded())).toBe(dump(seeded()));
  });
});
