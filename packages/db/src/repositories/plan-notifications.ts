import type { NewNotification } from '@kalendo/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { enqueueNotifications } from './notifications.ts';

/**
 * One round of a planner: in one transaction, `plan` records what is due (its "insert … on conflict do
 * nothing returning", joined to what the notification needs) and answers a row per reader; each row is
 * told through `enqueueNotifications`. Returns how many were planned.
 */
export function planAndNotify<Row>(
  db: Db,
  plan: SQL,
  notificationOf: (row: Row) => { userId: string; notification: NewNotification },
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = resultRows<Row>(await tx.execute(plan));
    await enqueueNotifications(tx, due.map(notificationOf));
    return due.length;
  });
}
