import type { AvailabilitySource, BookableAvailability } from '../booking/list-availability.ts';
import type { HeldAppointment } from './in-memory-booking-store.ts';

/** A bookable service at a place, as a test describes it: everything but the staff's busy ranges. */
export interface InMemoryOffer {
  locationSlug: string;
  serviceId: string;
  context: BookableAvailability;
}

/**
 * `AvailabilitySource` over a fixed list of offers, with each staff member's busy ranges read from the
 * appointments held now (as the database source reads them), so a booking takes its slot away.
 */
export function createInMemoryAvailability(
  offers: readonly InMemoryOffer[],
  appointments: () => readonly HeldAppointment[],
): AvailabilitySource<BookableAvailability> {
  return {
    async load(request) {
      const offer = offers.find(
        (candidate) =>
          candidate.locationSlug === request.locationSlug && candidate.serviceId === request.serviceId,
      );
      if (!offer) return null;
      const staff = offer.context.staff.map((member) => ({
        ...member,
        busy: [
          ...member.busy,
          ...appointments()
            .filter((held) => held.staffId === member.id)
            .map((held) => ({ start: held.busyStartsAt.toISOString(), end: held.busyEndsAt.toISOString() })),
        ],
      }));
      return { ...offer.context, staff };
    },
  };
}
