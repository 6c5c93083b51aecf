import type { ReviewWriter, WriteReviewOutcome, WrittenReview } from '@kalendo/domain';
import { reviewAuthorName } from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { appointments, locations, reviews, users } from '../schema/index.ts';

/**
 * Locks the place's row (no key update: bookings' foreign-key checks still pass) so that reviews of one
 * place are written one after another; then the caller's change and `recomputeRating` see every review.
 */
async function lockLocation(tx: Db, locationId: string) {
  await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('no key update');
}

/**
 * Average (two decimals, like the column) and count from the reviews table in one UPDATE. Run under the
 * place's lock, in READ COMMITTED its fresh snapshot holds every committed review of the place. The
 * `locations` update trigger copies the result into `location_search`.
 */
async function recomputeRating(tx: Db, locationId: string) {
  await tx.execute(sql`
    update ${locations} set rating_average = agg.average, rating_count = agg.count
    from (select coalesce(round(avg(rating), 2), 0) as average, count(*)::int as count
          from ${reviews} where location_id = ${locationId}) agg
    where ${locations.id} = ${locationId}`);
}

function written(row: typeof reviews.$inferSelect): WrittenReview {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    authorName: row.authorName,
    createdAt: row.createdAt,
  };
}

/** Writes, edits and withdraws reviews, each with the place's rating in the same transaction. */
export function createReviewWriter(db: Db): ReviewWriter {
  return {
    create({ userId, appointmentId, rating, body, allowed }) {
      return db.transaction(async (transaction): Promise<WriteReviewOutcome> => {
        const tx = transaction as unknown as Db;
        const [visit] = await tx
          .select({
            status: appointments.status,
            businessId: appointments.businessId,
            locationId: appointments.locationId,
            name: users.name,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.userId))
          .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)));
        if (!visit) return { kind: 'not-found' };
        if (!allowed(visit.status)) return { kind: 'not-allowed', status: visit.status };
        await lockLocation(tx, visit.locationId);
        // The unique appointment id decides between concurrent reviews of one visit; no error, no abort.
        const [row] = await tx
          .insert(reviews)
          .values({
            businessId: visit.businessId,
            locationId: visit.locationId,
            appointmentId,
            userId,
            authorName: reviewAuthorName(visit),
            rating,
            body,
          })
          .onConflictDoNothing({ target: reviews.appointmentId })
          .returning();
        if (!row) return { kind: 'already-reviewed' };
        await recomputeRating(tx, visit.locationId);
        return {
          kind: 'created',
          review: written(row),
        };
      });
    },
    edit({ userId, reviewId, rating, body }) {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const own = and(eq(reviews.id, reviewId), eq(reviews.userId, userId));
        const [found] = await tx.select({ locationId: reviews.locationId }).from(reviews).where(own);
        if (!found) return null;
        await lockLocation(tx, found.locationId);
        const [row] = await tx.update(reviews).set({ rating, body }).where(own).returning();
        if (!row) return null;
        await recomputeRating(tx, found.locationId);
        return written(row);
      });
    },
    remove(userId, reviewId) {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const own = and(eq(reviews.id, reviewId), eq(reviews.userId, userId));
        const [found] = await tx.select({ locationId: reviews.locationId }).from(reviews).where(own);
        if (!found) return false;
        await lockLocation(tx, found.locationId);
        const deleted = await tx.delete(reviews).where(own).returning({ id: reviews.id });
        if (deleted.length === 0) return false;
        await recomputeRating(tx, found.locationId);
        return true;
      });
    },
  };
}
