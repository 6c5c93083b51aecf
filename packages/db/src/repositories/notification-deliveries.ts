import type { StoredNotification } from '@kalendo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { notificationDeliveries, notifications, pushTokens, users } from '../schema/index.ts';
import { type OutgoingEmail, writeOutgoingEmails } from './outbox.ts';

export type DeliveryChannel = 'email' | 'push';

/** A notification to deliver and what its reader wants: their address, language and channels. */
export interface NotificationToDeliver {
  notification: Omit<StoredNotification, 'position'>;
  recipient: {
    id: string;
    name: string;
    email: string;
    locale: string;
    byEmail: boolean;
    byPush: boolean;
  };
}

/** A browser's Web Push subscription (RFC 8030 endpoint and RFC 8291 keys). */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What the delivery job (ADR 020) reads and writes. Each channel of a notification is recorded once in
 * `notification_deliveries`, in the same transaction as what it sends: a retried or twice-run job finds
 * the record and sends nothing again.
 */
export function createNotificationDeliveries(db: Db) {
  return {
    /** The notifications of `ids` that exist, with their readers (a job's batch: one query). */
    async findMany(ids: readonly string[]): Promise<NotificationToDeliver[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          params: notifications.params,
          title: notifications.title,
          body: notifications.body,
          actionUrl: notifications.actionUrl,
          readAt: notifications.readAt,
          createdAt: notifications.createdAt,
          userId: users.id,
          name: users.name,
          email: users.email,
          locale: users.locale,
          byEmail: users.notifyEmail,
          byPush: users.notifyPush,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(inArray(notifications.id, [...ids]));
      return rows.map(({ userId, name, email, locale, byEmail, byPush, ...notification }) => ({
        notification,
        recipient: { id: userId, name, email, locale, byEmail, byPush },
      }));
    },
    /**
     * Runs `send` once per notification and channel, for many notifications in ONE transaction: it claims
     * those of `ids` not delivered yet on `channel` and gives them to `send`; the ids `send` answers (it
     * could not deliver them) lose their claim, so their jobs' retries try again. A `send` that throws
     * rolls every claim back. Answers the ids delivered now. `send` writes through `tx` only: on PGlite
     * another query waits for this transaction's end, forever.
     */
    async deliverOnceEach(
      ids: readonly string[],
      channel: DeliveryChannel,
      send: (tx: Tx, claimed: string[]) => Promise<ReadonlySet<string>>,
    ): Promise<string[]> {
      if (ids.length === 0) return [];
      return db.transaction(async (tx) => {
        const claimed = (
          await tx
            .insert(notificationDeliveries)
            // Sorted: two batches holding the same notification (a job run twice) lock in the same order.
            .values([...new Set(ids)].sort().map((notificationId) => ({ notificationId, channel })))
            .onConflictDoNothing()
            .returning({ id: notificationDeliveries.notificationId })
        ).map(({ id }) => id);
        if (claimed.length === 0) return [];
        const failed = await send(tx, claimed);
        if (failed.size > 0)
          await tx
            .delete(notificationDeliveries)
            .where(
              and(
                eq(notificationDeliveries.channel, channel),
                inArray(notificationDeliveries.notificationId, [...failed]),
              ),
            );
        return claimed.filter((id) => !failed.has(id));
      });
    },
    /** Queues emails in the delivery's transaction, in one statement (the outbox sends them, ADR 020). */
    queueEmails: (tx: Tx, emails: readonly OutgoingEmail[]) => writeOutgoingEmails(tx, emails),
    /** The browsers subscribed to Web Push of each of `userIds` (at most `MAX_PUSH_TOKENS_PER_USER` each). */
    async webPushSubscriptions(userIds: readonly string[]): Promise<Map<string, WebPushSubscription[]>> {
      const byUser = new Map<string, WebPushSubscription[]>();
      if (userIds.length === 0) return byUser;
      const rows = await db
        .select({
          userId: pushTokens.userId,
          endpoint: pushTokens.token,
          p256dh: pushTokens.p256dh,
          auth: pushTokens.auth,
        })
        .from(pushTokens)
        .where(and(inArray(pushTokens.userId, [...new Set(userIds)]), eq(pushTokens.provider, 'webpush')));
      for (const { userId, endpoint, p256dh, auth } of rows)
        if (userId && p256dh && auth)
          byUser.set(userId, [...(byUser.get(userId) ?? []), { endpoint, keys: { p256dh, auth } }]);
      return byUser;
    },
    /** A subscription the push service says is gone (404/410): forgotten. */
    async forgetWebPushSubscription(endpoint: string): Promise<void> {
      await db
        .delete(pushTokens)
        .where(and(eq(pushTokens.provider, 'webpush'), eq(pushTokens.token, endpoint)));
    },
    /** Delivered channels of a notification (tests and the bench count them). */
    async countDeliveries(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(notificationDeliveries);
      return Number(row?.count ?? 0);
    },
  };
}

export type NotificationDeliveries = ReturnType<typeof createNotificationDeliveries>;
