import type { ClassBookingRecord } from '@kalendo/domain';
import { and, count, eq, lt, or } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { classBookings } from '../../schema/index.ts';

export type ClassBookingRow = typeof classBookings.$inferSelect;

/** What a booking's record is made of (which checkout took it is not part of it). */
type RecordRow = Omit<ClassBookingRow, 'bookingId'>;

/** 1 for the first in line; counted among the session's waitlist by arrival. */
async function waitlistPosition(db: Db | DbTransaction, row: RecordRow): Promise<number> {
  const [ahead] = await db
    .select({ n: count() })
    .from(classBookings)
    .where(
      and(
        eq(classBookings.sessionId, row.sessionId),
        eq(classBookings.status, 'waitlisted'),
        or(
          lt(classBookings.createdAt, row.createdAt),
          and(eq(classBookings.createdAt, row.createdAt), lt(classBookings.id, row.id)),
        ),
      ),
    );
  return Number(ahead?.n ?? 0) + 1;
}

/** A booking's row as the domain names it, with its place in line when it waits. */
export async function classBookingRecord(
  db: Db | DbTransaction,
  row: RecordRow,
): Promise<ClassBookingRecord> {
  return classBookingRecordOf(row, row.status === 'waitlisted' ? await waitlistPosition(db, row) : null);
}

/** A booking's record when its place in line is known without asking (a spot has none). */
export function classBookingRecordOf(row: RecordRow, waitlistPosition: number | null): ClassBookingRecord {
  return {
    id: row.id,
    sessionId: row.sessionId,
    userId: row.userId,
    status: row.status,
    waitlistPosition,
    membershipId: row.membershipId,
    createdAt: row.createdAt,
  };
}
