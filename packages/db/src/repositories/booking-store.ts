import { randomUUID } from 'node:crypto';
import {
  type BookedClassSpot,
  type BookingResult,
  type BookingStore,
  ClassSpotRefusedError,
  DuplicateKeyError,
  MembershipRefusedError,
  SlotTakenError,
  type StoredAppointment,
} from '@kalendo/domain';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { lostRaceForTime, sqlStateOf, UNIQUE_VIOLATION } from '../client/sql-state.ts';
import { appointments, bookings } from '../schema/index.ts';
import type { ComposeBookingConfirmation } from './booking-confirmation.ts';
import { type BookingWrite, takenItemIndex, writeBooking } from './booking-statement.ts';
import { attachSpotsToBooking, spotsOfBooking, takeCheckoutSpots } from './class-spots-in-checkout.ts';
import { recordServiceCredits, spendServiceCredits } from './membership-service-credits.ts';

type AppointmentRow = typeof appointments.$inferSelect;

function toResult(bookingId: string, rows: AppointmentRow[], classSpots: BookedClassSpot[]): BookingResult {
  return {
    bookingId,
    classSpots,
    appointments: rows.map((row) => ({
      id: row.id,
      businessId: row.businessId,
      locationId: row.locationId,
      serviceId: row.serviceId,
      staffId: row.staffId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      busyStartsAt: row.busyStartsAt,
      busyEndsAt: row.busyEndsAt,
      priceMinor: row.priceMinor,
      currency: row.currency,
      durationMinutes: row.durationMinutes,
      membershipId: row.membershipId,
    })),
  };
}

/** A just-booked appointment as "My appointments" shows it, from what checkout planned. */
function toStoredAppointment(item: BookingWrite['appointments'][number]): StoredAppointment {
  return {
    id: item.id,
    status: 'booked',
    startsAt: item.startsAt,
    endsAt: item.endsAt,
    priceMinor: item.priceMinor,
    currency: item.currency,
    ...item.labels,
    review: null,
    paidWithMembership: Boolean(item.membershipId),
  };
}

/**
 * A booking paid (in part) with a membership: its credits spent under its row lock, the booking's statement
 * and the usage history in one transaction. The appointments as written; null when the key was used.
 */
async function writePaidBooking(
  db: Db,
  write: BookingWrite,
  membershipId: string,
  confirm: ComposeBookingConfirmation | undefined,
) {
  return db.transaction(async (tx) => {
    const appointments = await spendServiceCredits(tx, {
      membershipId,
      userId: write.userId,
      appointments: write.appointments,
      now: write.now,
    });
    // The confirmation says which visits the membership paid for: known only now, under its lock.
    const confirmation = confirm?.(appointments.map(toStoredAppointment));
    // Rolled back (credits included) when the key was already used.
    if (!(await writeBooking(tx as unknown as Db, { ...write, appointments, confirmation })))
      throw new DuplicateKeyError();
    await recordServiceCredits(tx, appointments);
    return appointments;
  });
}

/**
 * A checkout holding class spots: the spots taken first (the sessions' locks before the membership's and the
 * appointments'), then the appointments paid as `writePaidBooking` pays them, the booking's statement, and
 * the spots named by the booking: one transaction. With a membership that covers none of the services but
 * paid for a spot, the services are paid at the venue.
 */
async function writeBookingWithSpots(
  db: Db,
  write: BookingWrite,
  spots: ReadonlyArray<{ sessionId: string }>,
  membershipId: string | undefined,
  confirm: ComposeBookingConfirmation | undefined,
) {
  return db.transaction(async (tx) => {
    const taken = await takeCheckoutSpots(tx, {
      userId: write.userId,
      spots,
      now: write.now,
      ...(membershipId ? { membershipId } : {}),
    });
    const spotPaid = taken.some((spot) => spot.membershipId !== null);
    let appointments = write.appointments.map((item) => ({ ...item, membershipId: null as string | null }));
    if (membershipId && appointments.length > 0) {
      try {
        appointments = await spendServiceCredits(tx, {
          membershipId,
          userId: write.userId,
          appointments: write.appointments,
          now: write.now,
        });
      } catch (error) {
        if (!(error instanceof MembershipRefusedError && error.reason === 'not-covered' && spotPaid))
          throw error;
      }
    } else if (membershipId && !spotPaid) throw new MembershipRefusedError('not-covered');
    const confirmation = confirm?.([
      ...appointments.map(toStoredAppointment),
      ...taken.map((spot) => spot.line),
    ]);
    if (!(await writeBooking(tx as unknown as Db, { ...write, appointments, confirmation })))
      throw new DuplicateKeyError();
    await recordServiceCredits(tx, appointments);
    const classSpots = taken.map(({ line: _, ...spot }) => spot);
    await attachSpotsToBooking(tx, { userId: write.userId, bookingId: write.bookingId, spots: classSpots });
    return { appointments, classSpots };
  });
}

/**
 * Bookings. With `confirm`, the booking's statement also queues the confirmation email and notification
 * and removes the booked items (same service and start) from the user's basket: all or nothing.
 */
export function createBookingStore(
  db: Db,
  options: { confirm?: ComposeBookingConfirmation; now?: () => Date } = {},
): BookingStore {
  return {
    async countDayAppointments(staffIds, dayStart, dayEnd) {
      const rows = await db
        .select({ staffId: appointments.staffId, count: sql<number>`count(*)::int` })
        .from(appointments)
        .where(
          and(
            inArray(appointments.staffId, staffIds),
            ne(appointments.status, 'cancelled'),
            gte(appointments.startsAt, dayStart),
            lt(appointments.startsAt, dayEnd),
          ),
        )
        .groupBy(appointments.staffId);
      return new Map(rows.map((row) => [row.staffId, Number(row.count)]));
    },
    async findByKey(userId, key) {
      const [booking] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, key)));
      if (!booking) return null;
      const [rows, spots] = await Promise.all([
        db
          .select()
          .from(appointments)
          .where(eq(appointments.bookingId, booking.id))
          .orderBy(asc(appointments.startsAt), asc(appointments.id)),
        spotsOfBooking(db, booking.id),
      ]);
      return { requestHash: booking.requestHash, result: toResult(booking.id, rows, spots) };
    },
    async insert({ userId, key, requestHash, appointments: planned, membershipId, classSpots = [] }) {
      const appointmentsWithIds = planned.map((item) => ({ ...item, id: randomUUID() }));
      const now = options.now?.() ?? new Date();
      const write: BookingWrite = {
        bookingId: randomUUID(),
        userId,
        key,
        requestHash,
        appointments: appointmentsWithIds,
        confirmation:
          membershipId || classSpots.length > 0
            ? undefined
            : options.confirm?.(appointmentsWithIds.map(toStoredAppointment)),
        now,
      };
      try {
        if (classSpots.length > 0) {
          const booked = await writeBookingWithSpots(db, write, classSpots, membershipId, options.confirm);
          return {
            bookingId: write.bookingId,
            appointments: booked.appointments.map(({ labels: _, ...appointment }) => appointment),
            classSpots: booked.classSpots,
          };
        }
        const written = membershipId
          ? await writePaidBooking(db, write, membershipId, options.confirm)
          : (await writeBooking(db, write))
            ? write.appointments
            : null;
        if (!written) throw new DuplicateKeyError();
        return {
          bookingId: write.bookingId,
          appointments: written.map(({ labels: _, ...appointment }) => appointment),
          classSpots: [],
        };
      } catch (error) {
        if (
          error instanceof DuplicateKeyError ||
          error instanceof MembershipRefusedError ||
          error instanceof ClassSpotRefusedError
        )
          throw error;
        if (lostRaceForTime(error)) throw new SlotTakenError(await takenItemIndex(db, write));
        if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new DuplicateKeyError();
        throw error;
      }
    },
  };
}
