import { and, eq, isNull } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { classSessions, locations } from '../../schema/index.ts';

/** The session's row, locked until the transaction ends: every decision about its spots waits here. */
export async function lockClassSession(tx: DbTransaction, sessionId: string) {
  const [row] = await tx
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      startsAt: classSessions.startsAt,
      capacity: classSessions.capacity,
      bookedCount: classSessions.bookedCount,
      waitlistCapacity: classSessions.waitlistCapacity,
      windowMinutes: locations.cancellationWindowMinutes,
    })
    .from(classSessions)
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    // A session the place cancelled takes no spots and gives none back: it is not there any more.
    .where(and(eq(classSessions.id, sessionId), isNull(classSessions.cancelledAt)))
    .for('update', { of: classSessions });
  return row ?? null;
}
