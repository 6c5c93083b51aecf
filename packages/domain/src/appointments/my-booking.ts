import type { ClassBookingStore, MyClassBooking } from '../classes/class-ports.ts';
import type { MyBookingsStore } from './appointment-ports.ts';
import { describeAppointment, type MyAppointment } from './my-appointments.ts';

/**
 * A booking of the caller as the confirmation page shows it: its appointments and the class spots it took;
 * null when it is not theirs (or unknown).
 */
export async function showMyBooking(
  deps: {
    bookings: MyBookingsStore;
    classBookings: Pick<ClassBookingStore, 'listOfBooking'>;
    now: () => Date;
  },
  input: { userId: string; bookingId: string },
): Promise<{ bookingId: string; appointments: MyAppointment[]; classSpots: MyClassBooking[] } | null> {
  const [rows, classSpots] = await Promise.all([
    deps.bookings.listOfBooking(input.userId, input.bookingId),
    deps.classBookings.listOfBooking(input.userId, input.bookingId),
  ]);
  if (rows.length === 0 && classSpots.length === 0) return null;
  const now = deps.now();
  return {
    bookingId: input.bookingId,
    appointments: rows.map((row) => describeAppointment(row, now)),
    classSpots,
  };
}
