import type { ClassBookingCalendar, ClassCalendarEntry } from '@kalendo/domain';
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { classBookings, classes, classSessions, staff } from '../schema/index.ts';
import { selectClassBookings } from './class-bookings/select-class-bookings.ts';
import { placeColumns } from './my-appointments.ts';

/** Spots a calendar shows; a waitlist place is not one. */
const IN_CALENDAR = ['booked', 'attended', 'cancelled'] as const;

/** A user's class spots as calendar events (calendar feed and single `.ics` download). */
export function createClassBookingCalendar(db: Db): ClassBookingCalendar {
  async function entries(where: SQL | undefined, limit: number): Promise<ClassCalendarEntry[]> {
    const rows = await selectClassBookings(db, {
      bookingId: classBookings.id,
      status: classBookings.status,
      className: classes.name,
      instructorName: staff.name,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      place: placeColumns,
    })
      .where(and(where, inArray(classBookings.status, [...IN_CALENDAR])))
      .orderBy(asc(classSessions.startsAt), asc(classBookings.id))
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      status: row.status as ClassCalendarEntry['status'],
      place: { ...row.place, countryCode: row.place.countryCode.trim() },
    }));
  }
  return {
    listSince: (userId, since, limit) =>
      entries(and(eq(classBookings.userId, userId), gte(classSessions.startsAt, since)), limit),
    async findOwn(userId, bookingId) {
      const [entry] = await entries(
        and(eq(classBookings.userId, userId), eq(classBookings.id, bookingId)),
        1,
      );
      return entry ?? null;
    },
  };
}
