import { appointmentRescheduledNotification } from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../client/sql-state.ts';
import { appointmentMoves, appointments, locations, services, users } from '../../schema/index.ts';
import { enqueueNotification } from '../notifications.ts';
import { appendAudit } from './partner-audit.ts';
import {
  type CalendarActor,
  checkPerformer,
  guardingOverlap,
  refuseStartInPast,
} from './partner-calendar-checks.ts';
import { refuseOutsideHoursUnlessConfirmed } from './partner-calendar-hours.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

export interface PartnerMove {
  appointmentId: string;
  start?: string | undefined;
  staffId?: string | undefined;
  /** Confirmed: a time outside the hours is kept (ADR 050). */
  bookAnyway?: boolean | undefined;
  /** The request's Idempotency-Key, when it sent one: a replay answers the appointment as it is. */
  idempotencyKey?: string | undefined;
  requestHash: string;
}

/**
 * A move whose key another request of the same member recorded meanwhile (two tabs sending one move) is
 * decided again: the second attempt finds the key and answers as a replay, or refuses a different body.
 */
async function onceMoreOnSameKey<T>(move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (error) {
    if (sqlStateOf(error) !== UNIQUE_VIOLATION) throw error;
    return move();
  }
}

/**
 * Moves a booked appointment to a new start and/or another staff member of its place who performs its
 * service. The place decides its own hours: only the overlap constraint guards the staff member's time
 * (a lost race is `staff-busy`). The appointment keeps its length and buffers. Its client (an account) is
 * told of a new time in their language; a key already used by this member answers as a replay.
 */
export function moveAppointment(
  db: Db,
  actor: CalendarActor,
  move: PartnerMove,
  now: Date,
): Promise<'moved' | 'replayed'> {
  return onceMoreOnSameKey(() =>
    guardingOverlap(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: appointments.id,
            status: appointments.status,
            userId: appointments.userId,
            staffId: appointments.staffId,
            serviceId: appointments.serviceId,
            locationId: appointments.locationId,
            startsAt: appointments.startsAt,
            endsAt: appointments.endsAt,
            busyStartsAt: appointments.busyStartsAt,
            busyEndsAt: appointments.busyEndsAt,
            service: { name: services.name },
            place: { name: locations.name, timeZone: locations.timeZone },
            clientLocale: users.locale,
          })
          .from(appointments)
          .innerJoin(services, eq(services.id, appointments.serviceId))
          .innerJoin(locations, eq(locations.id, appointments.locationId))
          .leftJoin(users, eq(users.id, appointments.userId))
          .where(and(eq(appointments.id, move.appointmentId), eq(appointments.businessId, actor.businessId)))
          .for('update', { of: appointments });
        if (!row) throw notFound();
        // After the row lock: a request with the same key waits for this one, then finds its key.
        if (move.idempotencyKey) {
          const [previous] = await tx
            .select({
              appointmentId: appointmentMoves.appointmentId,
              requestHash: appointmentMoves.requestHash,
            })
            .from(appointmentMoves)
            .where(
              and(
                eq(appointmentMoves.userId, actor.userId),
                eq(appointmentMoves.idempotencyKey, move.idempotencyKey),
              ),
            );
          if (previous) {
            if (previous.appointmentId !== move.appointmentId || previous.requestHash !== move.requestHash)
              throw new PartnerRefusal({ kind: 'idempotency-mismatch' });
            return 'replayed';
          }
        }
        if (row.status === 'cancelled') throw new PartnerRefusal({ kind: 'already-cancelled' });
        if (row.status !== 'booked') throw new PartnerRefusal({ kind: 'closed' });
        const staffId = move.staffId ?? row.staffId;
        const startsAt = move.start ? new Date(move.start) : row.startsAt;
        if (staffId === row.staffId && startsAt.getTime() === row.startsAt.getTime())
          throw new PartnerRefusal({ kind: 'unchanged' });
        if (move.start) refuseStartInPast(startsAt, now);
        if (staffId !== row.staffId)
          await checkPerformer(tx, actor.businessId, row.locationId, staffId, row.serviceId);
        const shift = startsAt.getTime() - row.startsAt.getTime();
        const to = {
          staffId,
          startsAt,
          endsAt: new Date(row.endsAt.getTime() + shift),
          busyStartsAt: new Date(row.busyStartsAt.getTime() + shift),
          busyEndsAt: new Date(row.busyEndsAt.getTime() + shift),
        };
        await refuseOutsideHoursUnlessConfirmed(tx, {
          placeId: row.locationId,
          staffId,
          startsAt: to.startsAt,
          endsAt: to.endsAt,
          bookAnyway: move.bookAnyway === true,
        });
        await tx.update(appointments).set(to).where(eq(appointments.id, row.id));
        await tx.insert(appointmentMoves).values({
          appointmentId: row.id,
          userId: actor.userId,
          idempotencyKey: move.idempotencyKey ?? `partner-${crypto.randomUUID()}`,
          requestHash: move.requestHash,
          fromStaffId: row.staffId,
          fromStartsAt: row.startsAt,
          toStaffId: to.staffId,
          toStartsAt: to.startsAt,
        });
        await appendAudit(tx, {
          businessId: actor.businessId,
          actorUserId: actor.userId,
          action: 'appointment.move',
          subjectKind: 'appointment',
          subjectId: row.id,
          before: { staffId: row.staffId, startsAt: row.startsAt },
          after: {
            staffId: to.staffId,
            startsAt: to.startsAt,
            ...(move.bookAnyway ? { bookAnyway: true } : {}),
          },
        });
        // The client hears of a new time; another staff member at the same time is the place's own affair.
        if (row.userId && shift !== 0)
          await enqueueNotification(
            tx,
            row.userId,
            appointmentRescheduledNotification(
              { ...row, startsAt: to.startsAt, endsAt: to.endsAt },
              row.startsAt,
              row.clientLocale ?? 'en',
            ),
          );
        return 'moved';
      }),
    ),
  );
}
