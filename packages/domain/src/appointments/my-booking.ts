import { describeAppointment, type MyAppointment, type StoredAppointment } from './my-appointments.ts';

/** Port: the appointments one booking made, scoped to its owner (another user's booking is absent). */
export interface MyBookingsStore {
  /** The booking's appointments, soonest first; empty when the user has no booking with this id. */
  listOfBooking(userId: string, bookingId: string): Promise<StoredAppointment[]>;
}

/** A booking of the caller as the confirmation page shows it, or null when it is not theirs (or unknown). */
export async function showMyBooking(
  deps: { bookings: MyBookingsStore; now: () => Date },
  input: { userId: string; bookingId: string },
): Promise<{ bookingId: string; appointments: MyAppointment[] } | null> {
  const rows = await deps.bookings.listOfBooking(input.userId, input.bookingId);
  if (rows.length === 0) return null;
  const now = deps.now();
  return { bookingId: input.bookingId, appointments: rows.map((row) => describeAppointment(row, now)) };
}
