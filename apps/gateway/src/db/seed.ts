import type { Database } from './database.ts';
import { transaction } from './database.ts';

export const DEMO_MERCHANT = 'DEMO';

/** True when the database holds no merchant yet, so a first start seeds it. */
export function isEmpty(db: Database): boolean {
  const row = db.prepare('SELECT count(*) AS n FROM merchant').get();
  return Number(row?.n) === 0;
}

/** The demo data of merchant DEMO. */
export function seed(db: Database): void {
  transaction(db, () => {
    db.prepare('INSERT INTO merchant (code, name, currency) VALUES (?, ?, ?)').run(
      DEMO_MERCHANT,
      'Demo Merchant',
      'MYR',
    );
  });
}
