/**
 * Schema migrations, applied in order, each once. Never edit a released migration: add the next one.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'merchants',
    sql: `
      CREATE TABLE merchant (
        code TEXT PRIMARY KEY CHECK (length(code) BETWEEN 2 AND 32),
        name TEXT NOT NULL,
        maintenance INTEGER NOT NULL DEFAULT 0 CHECK (maintenance IN (0, 1)),
        region_restriction INTEGER NOT NULL DEFAULT 0 CHECK (region_restriction IN (0, 1)),
        age_threshold INTEGER NOT NULL DEFAULT 18 CHECK (age_threshold IN (18, 21)),
        currency TEXT NOT NULL DEFAULT 'MYR',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      ) STRICT;
    `,
  },
];
