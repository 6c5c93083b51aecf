import type { Db } from '@kalendo/db';
import type { PgTable } from 'drizzle-orm/pg-core';

/** PostgreSQL allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/** Multi-row inserts, as many rows per statement as the parameter limit allows. */
export async function insertInChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.slice(0, 50).map((row) => Object.keys(row as object).length));
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}
