import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { users } from '../schema/index.ts';

export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  marketing: boolean;
}

const columns = { email: users.notifyEmail, push: users.notifyPush, marketing: users.notifyMarketing };

/** What a user wants to be told and how (reminders by email or push, news and offers). */
export function createNotificationPreferences(db: Db) {
  return {
    async read(userId: string): Promise<NotificationPreferences | undefined> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
      return row;
    },
    async write(userId: string, preferences: NotificationPreferences): Promise<void> {
      await db
        .update(users)
        .set({
          notifyEmail: preferences.email,
          notifyPush: preferences.push,
          notifyMarketing: preferences.marketing,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
  };
}
