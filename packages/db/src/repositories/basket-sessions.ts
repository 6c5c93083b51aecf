import { type BasketClassDetails, spotsLeft } from '@kalendo/domain';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, classBookings, classSessions } from '../schema/index.ts';
import { selectSessionsWithPlace, sessionWithPlaceColumns } from './class-bookings/session-with-place.ts';
import { isPublicPlace } from './published-business.ts';
import { UUID } from './uuid-pattern.ts';

/** Whether `userId` holds a spot or a waitlist place in the session (never, for a guest). */
function heldBy(userId: string | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${classBookings} where ${classBookings.sessionId} = ${classSessions.id}
    and ${classBookings.userId} = ${userId} and ${classBookings.status} in ('booked', 'waitlisted'))`;
}

/** What a basket shows of each session, in order; null where no session has the id or its business is a draft. */
export async function describeSessions(
  db: Db,
  sessionIds: readonly string[],
  userId: string | null,
): Promise<Array<BasketClassDetails | null>> {
  const ids = [...new Set(sessionIds.filter((id) => UUID.test(id)))];
  const rows = ids.length
    ? await selectSessionsWithPlace(db, {
        ...sessionWithPlaceColumns,
        businessSlug: businesses.slug,
        businessName: businesses.name,
        cancelledAt: classSessions.cancelledAt,
        held: heldBy(userId),
      }).where(and(inArray(classSessions.id, ids), isPublicPlace))
    : [];
  return sessionIds.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return null;
    const {
      id: sessionId,
      name,
      instructorId: _instructorId,
      place,
      capacity,
      bookedCount,
      cancelledAt,
      held,
      currency,
      ...rest
    } = row;
    return {
      ...rest,
      sessionId,
      className: name,
      locationSlug: place.slug,
      locationName: place.name,
      timeZone: place.timeZone,
      currency: currency.trim(),
      spotsLeft: spotsLeft({ capacity, bookedCount }),
      cancelled: cancelledAt !== null,
      held: held === true || String(held) === 'true',
    };
  });
}
