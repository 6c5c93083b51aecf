import { sql } from 'drizzle-orm';
import { type DrizzleTransactionLike, fromDrizzle, type PgBoss } from 'pg-boss';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';

/** The queue of one notification to send by email and push. */
export const DELIVER_NOTIFICATION_JOB = 'deliver-notification';

export interface DeliverNotificationJob {
  notificationId: string;
}

/**
 * The relay of the transactional outbox (ADR 020): takes up to `limit` notifications not yet dispatched,
 * oldest first, and in ONE transaction marks them dispatched and queues a delivery job for each. Rows
 * another process is relaying are skipped (SKIP LOCKED), so each row becomes exactly one job.
 */
export async function dispatchNotifications(db: Db, queue: PgBoss, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = resultRows<{ id: string }>(
      await tx.execute(sql`
        with next as (
          select id from notifications where dispatched_at is null
          order by created_at limit ${limit} for update skip locked
        )
        update notifications n set dispatched_at = now() from next where n.id = next.id
        returning n.id`),
    );
    if (taken.length === 0) return 0;
    // Inside the transaction pg-boss writes through `tx` only: it knows the queue from `createQueue`
    // (cached), so on PGlite it never waits for a query of its own behind this transaction.
    await queue.insert(
      DELIVER_NOTIFICATION_JOB,
      taken.map(({ id }) => ({ data: { notificationId: id } satisfies DeliverNotificationJob })),
      // Drizzle's `execute` answers an array (postgres.js) or `{ rows }` (PGlite): both are what pg-boss reads.
      { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) },
    );
    return taken.length;
  });
}
