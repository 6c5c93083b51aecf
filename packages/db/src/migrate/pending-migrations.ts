import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { readMigrations } from './run-migrations.ts';

/** The migrations this code ships that the database has not applied (all of them before the first run). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const shipped = (await readMigrations()).map((migration) => migration.name);
  const table = resultRows<{ found: boolean }>(
    await db.execute(sql`select to_regclass('kalendo_migrations') is not null as found`),
  );
  if (!table[0]?.found) return shipped;
  const applied = new Set(
    resultRows<{ name: string }>(await db.execute(sql`select name from kalendo_migrations`)).map(
      (row) => row.name,
    ),
  );
  return shipped.filter((name) => !applied.has(name));
}
