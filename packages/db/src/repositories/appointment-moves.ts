import { type AppointmentMoveStore, DuplicateKeyError, SlotTakenError } from '@kalendo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { lostRaceForTime, sqlStateOf, UNIQUE_VIOLATION } from '../client/sql-state.ts';
import { appointmentMoves, appointments, locations, memberships } from '../schema/index.ts';
import { enqueueNotification } from './notifications.ts';

/** Reschedules by the owner: the guarded move and its idempotency record, in one transaction. */
export function createAppointmentMoves(db: Db): AppointmentMoveStore {
  return {
    async findByKey(userId, key) {
      const [row] = await db
        .select({ appointmentId: appointmentMoves.appointmentId, requestHash: appointmentMoves.requestHash })
        .from(appointmentMoves)
        .where(and(eq(appointmentMoves.userId, userId), eq(appointmentMoves.idempotencyKey, key)));
      return row ?? null;
    },
    async findTiming(userId, id) {
      const [row] = await db
        .select({
          durationMinutes: appointments.durationMinutes,
          busyStartsAt: appointments.busyStartsAt,
          busyEndsAt: appointments.busyEndsAt,
          validFrom: memberships.validFrom,
          validUntil: memberships.validUntil,
        })
        .from(appointments)
        .leftJoin(memberships, eq(memberships.id, appointments.membershipId))
        .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
      if (!row) return null;
      const { validFrom, validUntil, ...timing } = row;
      return { ...timing, membershipPeriod: validFrom && validUntil ? { validFrom, validUntil } : null };
    },
    async move({ userId, appointmentId, key, requestHash, now, from, to, notification }) {
      try {
        return await db.transaction(async (tx) => {
          // One statement decides: the row lock makes a concurrent move or cancel re-check the guard.
          const moved = await tx
            .update(appointments)
            .set(to)
            .where(
              and(
                eq(appointments.id, appointmentId),
                eq(appointments.userId, userId),
                eq(appointments.status, 'booked'),
                eq(appointments.staffId, from.staffId),
                eq(appointments.startsAt, from.startsAt),
                sql`${appointments.startsAt} > ${now.toISOString()}::timestamptz + make_interval(mins => (
                  select ${locations.cancellationWindowMinutes} from ${locations}
                  where ${locations.id} = ${appointments.locationId}))`,
              ),
            )
            .returning({ id: appointments.id });
          if (moved.length === 0) return false;
          await tx.insert(appointmentMoves).values({
            appointmentId,
            userId,
            idempotencyKey: key,
            requestHash,
            fromStaffId: from.staffId,
            fromStartsAt: from.startsAt,
            toStaffId: to.staffId,
            toStartsAt: to.startsAt,
          });
          // The owner's notification of the move, in the same transaction.
          if (notification) await enqueueNotification(tx, userId, notification);
          return true;
        });
      } catch (error) {
        // Movers to the same time wait on each other's new rows: PostgreSQL aborts one of a cycle (40P01).
        if (lostRaceForTime(error)) throw new SlotTakenError(0);
        if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new DuplicateKeyError();
        throw error;
      }
    },
  };
}
