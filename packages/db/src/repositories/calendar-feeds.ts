import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { calendarFeeds, users } from '../schema/index.ts';

/** Private calendar feeds: one per user, found by the SHA-256 of its token. */
export function createCalendarFeeds(db: Db) {
  return {
    async status(userId: string): Promise<{ createdAt: Date } | null> {
      const [row] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId));
      return row ?? null;
    },
    /** Creates the feed or replaces its token (the old one stops working at once). */
    async rotate(userId: string, tokenHash: string, now: Date): Promise<{ createdAt: Date }> {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
        .returning({ createdAt: calendarFeeds.createdAt });
      if (!row) throw new Error('calendar feed upsert returned no row');
      return row;
    },
    async revoke(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },
    /** The owner of a token and their language, or null for an unknown or revoked token. */
    async ownerOf(tokenHash: string): Promise<{ userId: string; locale: string } | null> {
      const [row] = await db
        .select({ userId: users.id, locale: users.locale })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row ?? null;
    },
  };
}

export type CalendarFeeds = ReturnType<typeof createCalendarFeeds>;
