import type { StoredNotification } from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { notificationDeliveries, notifications, pushTokens, users } from '../schema/index.ts';
import { type OutgoingEmail, writeOutgoingEmail } from './outbox.ts';

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
    async find(notificationId: string): Promise<NotificationToDeliver | null> {
      const [row] = await db
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
        .where(eq(notifications.id, notificationId));
      if (!row) return null;
      const { userId, name, email, locale, byEmail, byPush, ...notification } = row;
      return { notification, recipient: { id: userId, name, email, locale, byEmail, byPush } };
    },
    /**
     * Runs `send` once per notification and channel: false (and nothing run) when it was already
     * delivered. A `send` that throws rolls the record back, so the job's retry tries again. `send`
     * writes through `tx` only: on PGlite another query waits for this transaction's end, forever.
     */
    async deliverOnce(
      notificationId: string,
      channel: DeliveryChannel,
      send: (tx: Tx) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(notificationDeliveries)
          .values({ notificationId, channel })
          .onConflictDoNothing()
          .returning({ id: notificationDeliveries.notificationId });
        if (!claimed) return false;
        await send(tx);
        return true;
      });
    },
    /** Queues an email in the delivery's transaction (the outbox sends it, ADR 020). */
    queueEmail: (tx: Tx, email: OutgoingEmail) => writeOutgoingEmail(tx, email),
    /** The user's browsers subscribed to Web Push (at most `MAX_PUSH_TOKENS_PER_USER`). */
    async webPushSubscriptions(userId: string): Promise<WebPushSubscription[]> {
      const rows = await db
        .select({ endpoint: pushTokens.token, p256dh: pushTokens.p256dh, auth: pushTokens.auth })
        .from(pushTokens)
        .where(and(eq(pushTokens.userId, userId), eq(pushTokens.provider, 'webpush')));
      return rows.flatMap(({ endpoint, p256dh, auth }) =>
        p256dh && auth ? [{ endpoint, keys: { p256dh, auth } }] : [],
      );
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
