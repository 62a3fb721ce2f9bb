import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations.ts';

export type Database = DatabaseSync;

/** Opens (or creates) the database file, with foreign keys on and WAL journaling for concurrent readers. */
export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return db;
}

/** Applies every migration not yet applied, each in its own transaction; answers the ids it applied. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ) STRICT`);
  const applied = new Set(
    db
      .prepare('SELECT id FROM schema_migration')
      .all()
      .map((row) => Number(row.id)),
  );
  const record = db.prepare('INSERT INTO schema_migration (id, name) VALUES (?, ?)');
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name);
    });
    done.push(migration.id);
  }
  return done;
}

export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Empties every table but the migration record, so that a seed starts again from the first ids. */
export function wipe(db: Database): void {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> ?")
    .all('schema_migration')
    .map((row) => String(row.name));
  db.exec('PRAGMA foreign_keys = OFF');
  try {
    transaction(db, () => {
      for (const table of tables) db.exec(`DELETE FROM "${table.replaceAll('"', '""')}"`);
    });
  } finally {
    db.exec('PRAGMA foreign_keys = ON');
  }
}
