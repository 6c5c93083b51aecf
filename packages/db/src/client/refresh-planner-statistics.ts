import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Runs ANALYZE: after a bulk load the planner has no statistics and guesses badly. */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
