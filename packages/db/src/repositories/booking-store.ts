import {
  type BookingResult,
  type BookingStore,
  DuplicateKeyError,
  type NewAppointment,
  SlotTakenError,
} from '@kalendo/domain';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { EXCLUSION_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../client/sql-state.ts';
import { appointments, bookings, locations, services } from '../schema/index.ts';

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

export function createBookingStore(db: Db): BookingStore {
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
