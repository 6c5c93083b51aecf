import type { ClassSessionDetail } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import { classBookings, classes, classSessions, locations, staff } from '../../schema/index.ts';

/** The columns of a class session as the domain's `ClassSessionDetail` needs them (see `sessionDetailOf`). */
export const sessionColumns = {
  id: classSessions.id,
  classId: classes.id,
  name: classes.name,
  description: classes.description,
  level: classes.level,
  whatToBring: classes.whatToBring,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  capacity: classSessions.capacity,
  bookedCount: classSessions.bookedCount,
  waitlistCapacity: classSessions.waitlistCapacity,
  priceMinor: classes.priceMinor,
  currency: classes.currency,
  instructorId: staff.id,
  instructorName: staff.name,
  /** How many wait for the session, counted in the session's own query. */
  waitlisted: sql<number>`(select count(*) from ${classBookings} where ${classBookings.sessionId} = ${classSessions.id} and ${classBookings.status} = 'waitlisted')`,
  place: {
    id: locations.id,
    slug: locations.slug,
    name: locations.name,
    city: locations.city,
    citySlug: locations.citySlug,
    timeZone: locations.timeZone,
    cancellationWindowMinutes: locations.cancellationWindowMinutes,
  },
};

/** A row of `sessionColumns` as the domain names a session. */
export function sessionDetailOf({
  instructorId,
  instructorName,
  waitlisted,
  ...row
}: Omit<ClassSessionDetail, 'instructor' | 'waitlisted'> & {
  instructorId: string | null;
  instructorName: string | null;
  waitlisted: number | string;
}): ClassSessionDetail {
  return {
    ...row,
    currency: row.currency.trim(),
    waitlisted: Number(waitlisted),
    instructor: instructorId && instructorName ? { id: instructorId, name: instructorName } : null,
  };
}
