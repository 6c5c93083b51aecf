import { lt } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { spentBotChecks } from '../schema/index.ts';

/**
 * Single use of solved bot checks: the first spend of a signature wins (primary key), every later one
 * is refused, across processes. Expired entries are pruned as new ones arrive.
 */
export function createSpentBotChecks(db: Db) {
  return {
    async spend(signature: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.delete(spentBotChecks).where(lt(spentBotChecks.expiresAt, now));
      const inserted = await db
        .insert(spentBotChecks)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: spentBotChecks.signature });
      return inserted.length === 1;
    },
  };
}
