import {
  type AppointmentMark,
  appointmentRescheduledNotification,
  decideMark,
  placeMayStartAt,
} from '@kalendo/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { lostRaceForTime, sqlStateOf, UNIQUE_VIOLATION } from '../../client/sql-state.ts';
import {
  appointmentMoves,
  appointments,
  bookings,
  locations,
  services,
  staff,
  staffServices,
  users,
} from '../../schema/index.ts';
import { enqueueNotification } from '../notifications.ts';
import { appendAudit } from './partner-audit.ts';
import {
  type CalendarViewer,
  readCalendarAppointment,
  readPartnerCalendar,
  viewerColumn,
} from './partner-calendar.ts';
import { refuseOutsideHoursUnlessConfirmed } from './partner-calendar-hours.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

const MINUTE = 60_000;

/** Who acts on which business: every write is scoped to the business and audited as the user. */
interface Actor {
  businessId: string;
  userId: string;
}

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

export interface WalkInFields {
  placeId: string;
  serviceId: string;
  staffId: string;
  start: string;
  client: { name: string; phone: string | null };
  notes: string;
  /** Confirmed: a time outside the hours is kept (ADR 050). */
  bookAnyway?: boolean | undefined;
}

function refuseStartInPast(start: Date, now: Date) {
  if (!placeMayStartAt(start, now)) throw new PartnerRefusal({ kind: 'start-in-past' });
}

/** The overlap constraint (or a lock cycle between writers of one time) refused a write: the staff member is busy. */
async function guardingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (lostRaceForTime(error)) throw new PartnerRefusal({ kind: 'staff-busy' });
    throw error;
  }
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
 * Throws `unknown-reference` on `staffId` unless the staff member is active at the place, and
 * `staff-not-performing` unless they perform the service.
 */
async function checkPerformer(
  tx: DbTransaction,
  businessId: string,
  placeId: string,
  staffId: string,
  serviceId: string,
) {
  const [performer] = await tx
    .select({ id: staff.id, performs: staffServices.serviceId })
    .from(staff)
    .leftJoin(staffServices, and(eq(staffServices.staffId, staff.id), eq(staffServices.serviceId, serviceId)))
    .where(
      and(
        eq(staff.id, staffId),
        eq(staff.businessId, businessId),
        eq(staff.locationId, placeId),
        eq(staff.active, true),
      ),
    );
  if (!performer) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'staffId' });
  if (!performer.performs) throw new PartnerRefusal({ kind: 'staff-not-performing' });
}

/**
 * The partner calendar (issue 22, ADR 042): its read, and its writes (marks, moves and walk-ins), each
 * audited in its transaction. Cancellations by the place are `createPlaceCancellations`.
 */
export function createPartnerCalendar(db: Db) {
  return {
    /**
     * A place's calendar as the viewer may see it: a staff-role member reads their own column whatever they
     * asked for (ADR 050); null when the business has no such place.
     */
    read: async (input: {
      businessId: string;
      placeId: string;
      from: Date;
      to: Date;
      staffId?: string | undefined;
      viewer: CalendarViewer;
    }) => {
      const column = await viewerColumn(db, input.businessId, input.viewer, input.staffId ?? null);
      return readPartnerCalendar(db, { ...input, column });
    },
    /**
     * One appointment of the business as the calendar shows it (the answer of each write, and its details);
     * a staff-role viewer sees only those of their own column.
     */
    appointment: async (businessId: string, appointmentId: string, viewer?: CalendarViewer) => {
      const column = viewer ? await viewerColumn(db, businessId, viewer, null) : null;
      return readCalendarAppointment(db, businessId, appointmentId, column ?? undefined);
    },

    /** Marks the client arrived, the visit completed or a no-show, when the appointment's state allows it. */
    mark: (actor: Actor, appointmentId: string, mark: AppointmentMark, now: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            status: appointments.status,
            arrivedAt: appointments.arrivedAt,
            startsAt: appointments.startsAt,
          })
          .from(appointments)
          .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, actor.businessId)))
          .for('update');
        if (!row) throw notFound();
        const decision = decideMark(row, mark, now);
        if (!decision.ok) throw new PartnerRefusal({ kind: 'mark-refused', refusal: decision.refusal });
        await tx.update(appointments).set(decision.change).where(eq(appointments.id, appointmentId));
        await appendAudit(tx, {
          businessId: actor.businessId,
          actorUserId: actor.userId,
          action: `appointment.${mark}`,
          subjectKind: 'appointment',
          subjectId: appointmentId,
          before: { status: row.status, arrivedAt: row.arrivedAt },
          after: {
            status: decision.change.status ?? row.status,
            arrivedAt: decision.change.arrivedAt ?? row.arrivedAt,
          },
        });
      }),

    /**
     * Moves a booked appointment to a new start and/or another staff member of its place who performs its
     * service. The place decides its own hours: only the overlap constraint guards the staff member's time
     * (a lost race is `staff-busy`). The appointment keeps its length and buffers. Its client (an account) is
     * told of a new time in their language; a key already used by this member answers as a replay.
     */
    move: (actor: Actor, move: PartnerMove, now: Date): Promise<'moved' | 'replayed'> =>
      onceMoreOnSameKey(() =>
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
              .where(
                and(eq(appointments.id, move.appointmentId), eq(appointments.businessId, actor.businessId)),
              )
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
                if (
                  previous.appointmentId !== move.appointmentId ||
                  previous.requestHash !== move.requestHash
                )
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
      ),

    /**
     * Books a walk-in or phone client (a name and a phone number, no account) with a staff member of the place
     * who performs the service, at the service's current length, buffers and price: the id of the appointment.
     */
    walkIn: (actor: Actor, fields: WalkInFields, now: Date): Promise<string> =>
      guardingOverlap(() =>
        db.transaction(async (tx) => {
          const [place] = await tx
            .select({ id: locations.id })
            .from(locations)
            .where(and(eq(locations.id, fields.placeId), eq(locations.businessId, actor.businessId)));
          if (!place) throw notFound();
          const [service] = await tx
            .select({
              durationMinutes: services.durationMinutes,
              bufferBeforeMinutes: services.bufferBeforeMinutes,
              bufferAfterMinutes: services.bufferAfterMinutes,
              priceMinor: services.priceMinor,
              currency: services.currency,
            })
            .from(services)
            .where(
              and(
                eq(services.id, fields.serviceId),
                eq(services.businessId, actor.businessId),
                eq(services.locationId, fields.placeId),
                eq(services.active, true),
              ),
            );
          if (!service) throw new PartnerRefusal({ kind: 'unknown-reference', field: 'serviceId' });
          await checkPerformer(tx, actor.businessId, fields.placeId, fields.staffId, fields.serviceId);
          const startsAt = new Date(fields.start);
          refuseStartInPast(startsAt, now);
          const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
          await refuseOutsideHoursUnlessConfirmed(tx, {
            placeId: fields.placeId,
            staffId: fields.staffId,
            startsAt,
            endsAt,
            bookAnyway: fields.bookAnyway === true,
          });
          const [booking] = await tx
            .insert(bookings)
            .values({
              userId: null,
              idempotencyKey: `walk-in-${crypto.randomUUID()}`,
              requestHash: 'walk-in',
            })
            .returning({ id: bookings.id });
          const [created] = await tx
            .insert(appointments)
            .values({
              bookingId: booking?.id ?? '',
              businessId: actor.businessId,
              locationId: fields.placeId,
              serviceId: fields.serviceId,
              staffId: fields.staffId,
              userId: null,
              startsAt,
              endsAt,
              busyStartsAt: new Date(startsAt.getTime() - service.bufferBeforeMinutes * MINUTE),
              busyEndsAt: new Date(endsAt.getTime() + service.bufferAfterMinutes * MINUTE),
              priceMinor: service.priceMinor,
              currency: service.currency,
              durationMinutes: service.durationMinutes,
              notes: fields.notes,
              clientName: fields.client.name,
              clientPhone: fields.client.phone,
            })
            .returning({ id: appointments.id });
          const id = created?.id ?? '';
          await appendAudit(tx, {
            businessId: actor.businessId,
            actorUserId: actor.userId,
            action: 'appointment.walk-in',
            subjectKind: 'appointment',
            subjectId: id,
            after: { ...fields, client: { name: fields.client.name } },
          });
          return id;
        }),
      ),
  };
}

export type PartnerCalendarWrites = ReturnType<typeof createPartnerCalendar>;
