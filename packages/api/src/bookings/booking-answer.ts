import type { Booking } from '@kalendo/contracts';
import type { BookingResult } from '@kalendo/domain';

/** A booking as `POST /bookings` and `POST /me/basket/checkout` answer it. */
export function toBookingDto(result: BookingResult): Booking {
  return {
    bookingId: result.bookingId,
    appointments: result.appointments.map((a) => ({
      id: a.id,
      serviceId: a.serviceId,
      staffId: a.staffId,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      priceMinor: a.priceMinor,
      currency: a.currency,
    })),
  };
}
