import type { ClassSessionDetail } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import { classBookings, classes, classSessions } from '../../schema/index.ts';
import { sessionWithPlaceColumns } from './session-with-place.ts';

/** The columns of a class session as the domain's `ClassSessionDetail` needs them (see `sessionDetailOf`). */
export const sessionColumns = {
  ...sessionWithPlaceColumns,
  description: classes.description,
  level: classes.level,
  whatToBring: classes.whatToBring,
  waitlistCapacity: classSessions.waitlistCapacity,
  /** How many wait for the session, counted in the session's own query. */
  waitlisted: sql<number>`(select count(*) from ${classBookings} where ${classBookings.sessionId} = ${classSessions.id} and ${classBookings.status} = 'waitlisted')`,
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
