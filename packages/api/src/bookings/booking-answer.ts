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
      membershipId: a.membershipId ?? null,
    })),
    classSpots: result.classSpots.map((spot) => ({
      id: spot.id,
      sessionId: spot.sessionId,
      startsAt: spot.startsAt.toISOString(),
      endsAt: spot.endsAt.toISOString(),
      priceMinor: spot.priceMinor,
      currency: spot.currency,
      membershipId: spot.membershipId,
    })),
  };
}

/** How a booking paid with a membership is refused (OpenAPI descriptions of both checkouts). */
export const MEMBERSHIP_REFUSAL =
  '`MEMBERSHIP_NOT_USABLE`: the membership cannot pay (`details.reason`: pending, frozen, expired, cancelled, ' +
  'no-credits — fewer visits left than covered items —, not-covered — it covers none of them —, outside-period)';
