import type { NewNotification, NotificationStore, StoredNotification } from '@kalendo/domain';
import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { notifications } from '../schema/index.ts';

/** The creation time in whole microseconds since the epoch: the keyset position, exact to the row. */
const createdAtMicros = sql<string>`(extract(epoch from ${notifications.createdAt}) * 1000000)::bigint::text`;

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  params: notifications.params,
  title: notifications.title,
  body: notifications.body,
  actionUrl: notifications.actionUrl,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  createdAtMicros,
};

type Row = Omit<StoredNotification, 'position'> & { createdAtMicros: string };

const toStored = ({ createdAtMicros: micros, ...row }: Row): StoredNotification => ({
  ...row,
  position: { createdAtMicros: String(micros), id: row.id },
});

/** The columns of a new notification row for `userId` (the domain checked its action path). */
export function notificationValues(userId: string, notification: NewNotification) {
  return {
    userId,
    kind: notification.kind,
    params: notification.params as Record<string, unknown>,
    actionUrl: notification.actionUrl,
  };
}

/**
 * THE way to tell a user something (issue 18): call it inside the transaction of the change it reports.
 * It writes the in-app notification; the relay (ADR 020) hands the row to the job queue, which sends it by
 * email and push per the user's settings, each exactly once. Nothing is sent if the transaction rolls back.
 */
export async function enqueueNotification(tx: Db, userId: string, notification: NewNotification) {
  await enqueueNotifications(tx, [{ userId, notification }]);
}

/** `enqueueNotification` for many readers at once: one statement (a planner's round of up to 1,000). */
export async function enqueueNotifications(
  tx: Db,
  told: ReadonlyArray<{ userId: string; notification: NewNotification }>,
) {
  if (told.length === 0) return;
  await tx
    .insert(notifications)
    .values(told.map(({ userId, notification }) => notificationValues(userId, notification)));
}

/** A user's in-app notifications; every query is scoped to the user id. */
/**
 * How many of a user's notifications are unread, as a scalar subquery (the badge's count, alone or with the
 * shell's other counts). Counted up to the cap: the badge never scans more rows than it can show.
 */
export function unreadCount(userId: string | Placeholder, cap: number | Placeholder): SQL {
  return sql`(select count(*)::int from (
    select 1 from ${notifications}
    where ${notifications.userId} = ${userId} and ${notifications.readAt} is null
    limit ${cap}) unread)`;
}

export function createNotifications(db: Db): NotificationStore {
  return {
    async list({ userId, limit, after }) {
      const conditions: Array<SQL | undefined> = [eq(notifications.userId, userId)];
      if (after)
        conditions.push(
          sql`(${notifications.createdAt}, ${notifications.id}) < (
            'epoch'::timestamptz + ${after.createdAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`,
        );
      const rows = await db
        .select(columns)
        .from(notifications)
        .where(and(...conditions))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
      return rows.map(toStored);
    },
    async countUnread(userId, cap) {
      const result = await db.execute(sql`select ${unreadCount(userId, cap)} as count`);
      return Number(resultRows<{ count: number | string }>(result)[0]?.count ?? 0);
    },
    async markRead(userId, id, now) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning(columns);
      return row ? toStored(row) : null;
    },
    async markAllRead(userId, now) {
      const result = await db.execute(sql`with marked as (
          update ${notifications} set read_at = ${now.toISOString()}::timestamptz
          where ${notifications.userId} = ${userId} and ${notifications.readAt} is null
          returning 1)
        select count(*)::int as count from marked`);
      return Number(resultRows<{ count: number | string }>(result)[0]?.count ?? 0);
    },
  };
}
