import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { classBookings, classes, classSessions, staff, users } from '../../schema/index.ts';

/** Most class types of one business, sessions of one timetable read and people of one session a list shows. */
export const TIMETABLE_LIMITS = { classes: 500, sessions: 1000, attendees: 1000 } as const;

export interface ClassTypeRecord {
  id: string;
  placeId: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  defaultCapacity: number;
  level: 'all' | 'beginner' | 'intermediate' | 'advanced';
}

export interface TimetableSessionRecord {
  id: string;
  classId: string;
  className: string;
  placeId: string;
  staffId: string | null;
  staffName: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  bookedCount: number;
  waitlistCapacity: number;
  waitlisted: number;
  cancelledAt: string | null;
}

const classColumns = {
  id: classes.id,
  placeId: classes.locationId,
  name: classes.name,
  description: classes.description,
  durationMinutes: classes.durationMinutes,
  priceMinor: classes.priceMinor,
  currency: classes.currency,
  defaultCapacity: classes.defaultCapacity,
  level: classes.level,
};

/** The class types of a business (all its places), by name. */
export function readClassTypes(database: Db | DbTransaction, businessId: string, ids?: string[]) {
  return database
    .select(classColumns)
    .from(classes)
    .where(and(eq(classes.businessId, businessId), ids ? inArray(classes.id, ids) : undefined))
    .orderBy(asc(classes.name), asc(classes.id))
    .limit(TIMETABLE_LIMITS.classes)
    .then((rows) => rows.map((row) => ({ ...row, currency: row.currency.trim() })));
}

const waitlisted = sql<number>`(select count(*)::int from ${classBookings} where ${classBookings.sessionId} = ${classSessions.id} and ${classBookings.status} = 'waitlisted')`;

/** Sessions of the business, those named or those of a place in a range, in start order. */
export async function readTimetableSessions(
  database: Db | DbTransaction,
  businessId: string,
  filter: { ids: string[] } | { placeId: string; from: Date; to: Date },
): Promise<TimetableSessionRecord[]> {
  const where =
    'ids' in filter
      ? inArray(classSessions.id, filter.ids)
      : and(
          eq(classSessions.locationId, filter.placeId),
          gte(classSessions.startsAt, filter.from),
          lt(classSessions.startsAt, filter.to),
        );
  const rows = await database
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      className: classes.name,
      placeId: classSessions.locationId,
      staffId: classSessions.instructorStaffId,
      staffName: staff.name,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      capacity: classSessions.capacity,
      bookedCount: classSessions.bookedCount,
      waitlistCapacity: classSessions.waitlistCapacity,
      waitlisted,
      cancelledAt: classSessions.cancelledAt,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .leftJoin(staff, eq(staff.id, classSessions.instructorStaffId))
    .where(and(eq(classes.businessId, businessId), where))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .limit(TIMETABLE_LIMITS.sessions);
  return rows.map((row) => ({
    ...row,
    waitlisted: Number(row.waitlisted),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}

/** Who holds a spot (in booking order) and who waits (in the order they will be given a spot). */
export async function readSessionPeople(db: Db, businessId: string, sessionId: string) {
  const [session] = await readTimetableSessions(db, businessId, { ids: [sessionId] });
  if (!session) return null;
  const people = await db
    .select({
      id: classBookings.id,
      name: users.name,
      email: users.email,
      status: classBookings.status,
      paidByMembership: sql<boolean>`${classBookings.membershipId} is not null`,
      bookedAt: classBookings.createdAt,
    })
    .from(classBookings)
    .innerJoin(users, eq(users.id, classBookings.userId))
    .where(
      and(
        eq(classBookings.sessionId, sessionId),
        inArray(classBookings.status, ['booked', 'attended', 'waitlisted']),
      ),
    )
    .orderBy(asc(classBookings.createdAt), asc(classBookings.id))
    .limit(TIMETABLE_LIMITS.attendees);
  const person = ({ status: _status, bookedAt, ...row }: (typeof people)[number]) => ({
    ...row,
    bookedAt: bookedAt.toISOString(),
  });
  return {
    session,
    attendees: people.filter((row) => row.status !== 'waitlisted').map(person),
    waitlist: people.filter((row) => row.status === 'waitlisted').map(person),
  };
}

/** How many active staff members of the business at the place these ids name. */
export async function countPlaceStaff(
  tx: DbTransaction,
  businessId: string,
  placeId: string,
  staffId: string,
) {
  const [row] = await tx
    .select({ found: count() })
    .from(staff)
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.businessId, businessId),
        eq(staff.locationId, placeId),
        eq(staff.active, true),
      ),
    );
  return row?.found ?? 0;
}
