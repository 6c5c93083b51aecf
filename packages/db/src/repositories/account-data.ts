import { eq } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import {
  appointments,
  classBookings,
  favourites,
  formResponses,
  memberships,
  notifications,
  pushTokens,
  reviews,
  users,
} from '../schema/index.ts';
import { settleOwnedBusinesses } from './partner/owned-businesses.ts';

/** What a user's own data request returns (GDPR access and portability): everything tied to the account. */
export async function exportAccountData(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: users.emailVerified,
      locale: users.locale,
      notifyEmail: users.notifyEmail,
      notifyPush: users.notifyPush,
      notifyMarketing: users.notifyMarketing,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    exportedAt: new Date().toISOString(),
    user,
    appointments: await db.select().from(appointments).where(eq(appointments.userId, userId)),
    classBookings: await db.select().from(classBookings).where(eq(classBookings.userId, userId)),
    memberships: await db.select().from(memberships).where(eq(memberships.userId, userId)),
    reviews: await db.select().from(reviews).where(eq(reviews.userId, userId)),
    favourites: await db.select().from(favourites).where(eq(favourites.userId, userId)),
    formResponses: await db.select().from(formResponses).where(eq(formResponses.userId, userId)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, userId)),
    pushTokens: await db
      .select({
        provider: pushTokens.provider,
        platforms: pushTokens.platforms,
        createdAt: pushTokens.createdAt,
      })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId)),
  };
}

/**
 * Deletes an account in one transaction: sessions, favourites, memberships, notifications and tokens go
 * with the user row; appointments and bookings stay for the business without the user (set null), and
 * reviews lose the author's name. The businesses the user owns are settled first (ADR 055): the only owner
 * of one with other members or bookings to come is refused, and nothing is deleted.
 */
export async function deleteAccount(db: Db, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await settleOwnedBusinesses(tx, userId, now);
    await tx.update(reviews).set({ authorName: 'Kalendo' }).where(eq(reviews.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
