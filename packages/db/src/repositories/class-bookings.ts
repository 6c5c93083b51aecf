import type { ClassBookingStore, ClassSessionDetail, MyClassBooking } from '@kalendo/domain';
import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { classBookings, classSessions } from '../schema/index.ts';
import { cancelClassBooking } from './class-bookings/cancel-class-booking.ts';
import { classBookingRecord } from './class-bookings/class-booking-record.ts';
import { sessionColumns, sessionDetailOf } from './class-bookings/class-session-columns.ts';
import type { ComposeSpotGivenEmail } from './class-bookings/notify-promoted.ts';
import { selectClassBookings } from './class-bookings/select-class-bookings.ts';
import { selectSessionsWithPlace } from './class-bookings/session-with-place.ts';
import { takeClassSpot } from './class-bookings/take-class-spot.ts';
import { isPublicPlace } from './published-business.ts';

export type { ComposeSpotGivenEmail } from './class-bookings/notify-promoted.ts';

const ACTIVE = ['booked', 'waitlisted'] as const;

/** Class bookings on PostgreSQL (and PGlite): each write one transaction behind the session's row lock. */
/** More than a basket holds (10): a bound on the spots one booking's query reads. */
const MAX_SPOTS_OF_BOOKING = 20;

/** Class bookings with their sessions, soonest first. */
async function listClassBookings(db: Db, where: SQL | undefined, limit: number): Promise<MyClassBooking[]> {
  const rows = await selectClassBookings(db, {
    ...sessionColumns,
    booking: {
      id: classBookings.id,
      sessionId: classBookings.sessionId,
      userId: classBookings.userId,
      status: classBookings.status,
      membershipId: classBookings.membershipId,
      createdAt: classBookings.createdAt,
    },
  })
    .where(where)
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .limit(limit);
  return Promise.all(
    rows.map(async ({ booking, ...session }) => ({
      booking: await classBookingRecord(db, booking),
      session: sessionDetailOf(session),
    })),
  );
}

export function createClassBookings(
  db: Db,
  options: { composeSpotGivenEmail?: ComposeSpotGivenEmail } = {},
): ClassBookingStore {
  return {
    async findSession(sessionId): Promise<ClassSessionDetail | null> {
      const [row] = await selectSessionsWithPlace(db, sessionColumns).where(
        and(eq(classSessions.id, sessionId), isNull(classSessions.cancelledAt), isPublicPlace),
      );
      return row ? sessionDetailOf(row) : null;
    },

    takeSpot: (input) => takeClassSpot(db, input),

    cancel: (input) => cancelClassBooking(db, input, options.composeSpotGivenEmail),

    listMine: ({ userId, now, limit }) =>
      listClassBookings(
        db,
        and(
          eq(classBookings.userId, userId),
          inArray(classBookings.status, [...ACTIVE]),
          gt(classSessions.startsAt, now),
        ),
        limit,
      ),

    listOfBooking: (userId, bookingId) =>
      listClassBookings(
        db,
        and(eq(classBookings.userId, userId), eq(classBookings.bookingId, bookingId)),
        MAX_SPOTS_OF_BOOKING,
      ),

    async findBooking(userId, bookingId) {
      const [row] = await db
        .select()
        .from(classBookings)
        .where(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId)));
      return row ? classBookingRecord(db, row) : null;
    },
  };
}
