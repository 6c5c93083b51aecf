import type { MyBookingsStore } from './appointment-ports.ts';
import { describeAppointment, type MyAppointment } from './my-appointments.ts';

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
