import type { Db } from '../client/database.ts';
import { appointments, bookings } from '../schema/index.ts';

export interface TestAppointment {
  location: { id: string; businessId: string };
  serviceId: string;
  staffId: string;
  start: Date;
  end: Date;
  userId?: string | null;
  status?: 'booked' | 'completed' | 'cancelled' | 'no_show';
  priceMinor?: number;
  /** Unique per database (the booking's idempotency key). */
  key?: string;
}

/**
 * An appointment written straight to the database with its booking (busy range = the appointment),
 * for tests that need a taken hour or a past visit the API would refuse to create.
 */
export async function insertAppointment(db: Db, appointment: TestAppointment) {
  const { location, start, end } = appointment;
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: appointment.userId ?? null,
      idempotencyKey: appointment.key ?? `test-${crypto.randomUUID()}`,
      requestHash: 'test',
    })
    .returning();
  const [row] = await db
    .insert(appointments)
    .values({
      bookingId: booking?.id ?? '',
      businessId: location.businessId,
      locationId: location.id,
      serviceId: appointment.serviceId,
      staffId: appointment.staffId,
      userId: appointment.userId ?? null,
      status: appointment.status ?? 'booked',
      startsAt: start,
      endsAt: end,
      busyStartsAt: start,
      busyEndsAt: end,
      priceMinor: appointment.priceMinor ?? 3000,
      currency: 'EUR',
      durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
    })
    .returning();
  if (!row) throw new Error('The test appointment was not inserted');
  return row;
}
