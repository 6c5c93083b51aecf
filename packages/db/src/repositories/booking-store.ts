import {
  type BookingResult,
  type BookingStore,
  DuplicateKeyError,
  type NewAppointment,
  SlotTakenError,
  type StoredAppointment,
} from '@kalendo/domain';
import { and, asc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { EXCLUSION_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../client/sql-state.ts';
import {
  appointments,
  basketItems,
  bookings,
  locations,
  notifications,
  outboxEmails,
  services,
  users,
} from '../schema/index.ts';
import { createMyAppointments } from './my-appointments.ts';
import type { OutgoingEmail } from './outbox.ts';

/** The email and in-app notification that confirm a booking, composed in the user's language. */
export interface BookingConfirmation {
  email: OutgoingEmail;
  notification: { title: string; body: string; actionUrl: string };
}

export type ComposeBookingConfirmation = (booked: {
  user: { email: string; name: string; locale: string };
  appointments: StoredAppointment[];
}) => BookingConfirmation;

function toResult(bookingId: string, rows: Array<typeof appointments.$inferSelect>): BookingResult {
  return {
    bookingId,
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
    })),
  };
}

/**
 * Bookings. With `confirm`, the booking's transaction also queues the confirmation email and notification
 * and removes the booked items (same service and start) from the user's basket: all or nothing.
 */
export function createBookingStore(
  db: Db,
  options: { confirm?: ComposeBookingConfirmation } = {},
): BookingStore {
  return {
    async findService(locationSlug, serviceId) {
      const [row] = await db
        .select({ service: services, location: locations })
        .from(services)
        .innerJoin(locations, eq(locations.id, services.locationId))
        .where(and(eq(services.id, serviceId), eq(locations.slug, locationSlug), eq(services.active, true)));
      if (!row) return null;
      return {
        businessId: row.service.businessId,
        locationId: row.location.id,
        timeZone: row.location.timeZone,
        durationMinutes: row.service.durationMinutes,
        bufferBeforeMinutes: row.service.bufferBeforeMinutes,
        bufferAfterMinutes: row.service.bufferAfterMinutes,
        priceMinor: row.service.priceMinor,
        currency: row.service.currency,
      };
    },
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
      const rows = await db
        .select()
        .from(appointments)
        .where(eq(appointments.bookingId, booking.id))
        .orderBy(asc(appointments.startsAt), asc(appointments.id));
      return { requestHash: booking.requestHash, result: toResult(booking.id, rows) };
    },
    async insert({ userId, key, requestHash, appointments: planned }) {
      try {
        return await db.transaction(async (tx) => {
          const [booking] = await tx
            .insert(bookings)
            .values({ userId, idempotencyKey: key, requestHash })
            .returning();
          if (!booking) throw new Error('booking insert returned no row');
          const rows: Array<typeof appointments.$inferSelect> = [];
          for (const [index, item] of planned.entries()) {
            rows.push(await insertAppointment(tx as unknown as Db, booking.id, userId, item, index));
          }
          await removeFromBasket(tx as unknown as Db, userId, planned);
          if (options.confirm) await confirm(tx as unknown as Db, userId, rows, options.confirm);
          return toResult(booking.id, rows);
        });
      } catch (error) {
        if (error instanceof SlotTakenError) throw error;
        if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new DuplicateKeyError();
        throw error;
      }
    },
  };
}

async function insertAppointment(
  tx: Db,
  bookingId: string,
  userId: string,
  item: NewAppointment,
  index: number,
) {
  try {
    const [row] = await tx
      .insert(appointments)
      .values({ ...item, bookingId, userId })
      .returning();
    if (!row) throw new Error('appointment insert returned no row');
    return row;
  } catch (error) {
    if (sqlStateOf(error) === EXCLUSION_VIOLATION) throw new SlotTakenError(index);
    throw error;
  }
}

async function removeFromBasket(tx: Db, userId: string, planned: NewAppointment[]) {
  await tx
    .delete(basketItems)
    .where(
      and(
        eq(basketItems.userId, userId),
        or(
          ...planned.map((item) =>
            and(eq(basketItems.serviceId, item.serviceId), eq(basketItems.startsAt, item.startsAt)),
          ),
        ),
      ),
    );
}

async function confirm(
  tx: Db,
  userId: string,
  rows: Array<typeof appointments.$inferSelect>,
  compose: ComposeBookingConfirmation,
) {
  const [user] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const mine = createMyAppointments(tx);
  const booked: StoredAppointment[] = [];
  for (const row of rows) {
    const stored = await mine.find(userId, row.id);
    if (stored) booked.push(stored);
  }
  const { email, notification } = compose({ user, appointments: booked });
  await tx.insert(outboxEmails).values(email);
  await tx.insert(notifications).values({ userId, ...notification });
}
