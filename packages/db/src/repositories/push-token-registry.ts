import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { pushTokens } from '../schema/index.ts';

/** The most devices one user receives pushes on; registering another forgets the longest unused one. */
export const MAX_PUSH_TOKENS_PER_USER = 10;

export interface PushTokenRegistration {
  userId: string;
  provider: string;
  token: string;
  refreshToken: string | null;
  platforms: string[];
  /** A Web Push subscription's keys (provider `webpush`, token = its endpoint). */
  keys?: { p256dh: string; auth: string } | undefined;
}

/**
 * Push tokens of signed-in devices. A token moves from one user to another only when the other signed in
 * on the device after it was last registered (a device changes hands by signing in): an older session
 * cannot take a token over. Each user keeps at most `MAX_PUSH_TOKENS_PER_USER`.
 */
export function createPushTokenRegistry(db: Db) {
  return {
    async register(
      registration: PushTokenRegistration,
      signedInAt: Date,
    ): Promise<'registered' | 'held-by-another-user'> {
      const { keys, ...token } = registration;
      const values = { ...token, p256dh: keys?.p256dh ?? null, auth: keys?.auth ?? null };
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pushTokens)
          .values(values)
          .onConflictDoUpdate({
            target: pushTokens.token,
            set: {
              userId: registration.userId,
              provider: registration.provider,
              refreshToken: registration.refreshToken,
              platforms: registration.platforms,
              p256dh: values.p256dh,
              auth: values.auth,
              updatedAt: sql`now()`,
            },
            setWhere: or(eq(pushTokens.userId, registration.userId), lt(pushTokens.updatedAt, signedInAt)),
          })
          .returning({ id: pushTokens.id });
        if (!row) return 'held-by-another-user';
        const kept = tx
          .select({ id: pushTokens.id })
          .from(pushTokens)
          .where(eq(pushTokens.userId, registration.userId))
          .orderBy(desc(pushTokens.updatedAt), desc(pushTokens.id))
          .limit(MAX_PUSH_TOKENS_PER_USER);
        await tx
          .delete(pushTokens)
          .where(and(eq(pushTokens.userId, registration.userId), notInArray(pushTokens.id, kept)));
        return 'registered';
      });
    },
    /** Forgets one of the user's tokens (a browser unsubscribed); false when the user has no such token. */
    async unregister(userId: string, token: string): Promise<boolean> {
      const removed = await db
        .delete(pushTokens)
        .where(and(eq(pushTokens.userId, userId), eq(pushTokens.token, token)))
        .returning({ id: pushTokens.id });
      return removed.length > 0;
    },
  };
}
