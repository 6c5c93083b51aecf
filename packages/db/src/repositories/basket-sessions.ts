import { type BasketClassDetails, spotsLeft } from '@kalendo/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, classBookings, classes, classSessions, locations, staff } from '../schema/index.ts';
import { UUID } from './uuid-pattern.ts';

/** Whether `userId` holds a spot or a waitlist place in the session (never, for a guest). */
function heldBy(userId: string | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${classBookings} where ${classBookings.sessionId} = ${classSessions.id}
    and ${classBookings.userId} = ${userId} and ${classBookings.status} in ('booked', 'waitlisted'))`;
}

/** What a basket shows of each session, in order; null where no session has the id. */
export async function describeSessions(
  db: Db,
  sessionIds: readonly string[],
  userId: string | null,
): Promise<Array<BasketClassDetails | null>> {
  const ids = [...new Set(sessionIds.filter((id) => UUID.test(id)))];
  const rows = ids.length
    ? await db
        .select({
          sessionId: classSessions.id,
          classId: classes.id,
          className: classes.name,
          instructorName: staff.name,
          locationSlug: locations.slug,
          locationName: locations.name,
          businessSlug: businesses.slug,
          businessName: businesses.name,
          timeZone: locations.timeZone,
          startsAt: classSessions.startsAt,
          endsAt: classSessions.endsAt,
          priceMinor: classes.priceMinor,
          currency: classes.currency,
          capacity: classSessions.capacity,
          bookedCount: classSessions.bookedCount,
          cancelledAt: classSessions.cancelledAt,
          held: heldBy(userId),
        })
        .from(classSessions)
        .innerJoin(classes, eq(classes.id, classSessions.classId))
        .innerJoin(locations, eq(locations.id, classSessions.locationId))
        .innerJoin(businesses, eq(businesses.id, locations.businessId))
        .leftJoin(staff, eq(staff.id, classSessions.instructorStaffId))
        .where(and(inArray(classSessions.id, ids)))
    : [];
  return sessionIds.map((id) => {
    const row = rows.find((candidate) => candidate.sessionId === id);
    if (!row) return null;
    const { capacity, bookedCount, cancelledAt, held, currency, ...rest } = row;
    return {
      ...rest,
      currency: currency.trim(),
      spotsLeft: spotsLeft({ capacity, bookedCount }),
      cancelled: cancelledAt !== null,
      held: held === true || String(held) === 'true',
    };
  });
}
