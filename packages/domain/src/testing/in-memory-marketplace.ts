import { storedAppointment } from '../appointments/stored-appointment-fixture.ts';
import type { BasketDeps } from '../basket/basket-ports.ts';
import type { BookingItemRequest } from '../booking/check-booking-item.ts';
import type { CreateBookingDeps } from '../booking/create-booking.ts';
import type { BeforeBookingForm } from '../forms/form-ports.ts';
import { createInMemoryAvailability, type InMemoryOffer } from './in-memory-availability.ts';
import { createInMemoryBasketStore } from './in-memory-basket-store.ts';
import { createInMemoryBookingStore, type InMemoryBookingStore } from './in-memory-booking-store.ts';
import { createInMemorySessions, type InMemorySession } from './in-memory-class-sessions.ts';

/** The tests' clock: Sunday 22 Nov 2026, 14:00 in Sofia (UTC+2 in winter). */
export const MARKETPLACE_NOW = new Date('2026-11-22T12:00:00Z');

const { place } = storedAppointment();

/**
 * Lotus in Sofia offers a 60-minute haircut (€30, slots every 30 minutes) with Maria and Ivan, both on
 * Mondays 09:00–13:00 local (07:00–11:00Z): Monday 23 Nov has starts 07:00Z … 10:00Z for each of them.
 */
export const HAIRCUT_AT_LOTUS: InMemoryOffer = {
  locationSlug: place.slug,
  serviceId: 'haircut',
  context: {
    timeZone: place.timeZone,
    policy: { leadTimeMinutes: 0, horizonDays: 30, slotStepMinutes: 30 },
    service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
    staff: ['maria', 'ivan'].map((id) => ({
      id,
      weeklyHours: [{ weekday: 1, start: '09:00', end: '13:00' }],
      breaks: [],
      timeOff: [],
      busy: [],
    })),
    exceptions: [],
    offer: {
      businessId: 'lotus-business',
      place,
      service: { id: 'haircut', name: 'Haircut', priceMinor: 3000, currency: 'EUR' },
      staffNames: { maria: 'Maria', ivan: 'Ivan' },
    },
  },
};

/** An item of the haircut at Lotus: a staff member's id or `'any'`, and a start instant. */
export const haircut = (staffId: string, start: string): BookingItemRequest => ({
  locationSlug: place.slug,
  serviceId: 'haircut',
  staffId,
  start,
});

export interface InMemoryMarketplace {
  bookings: InMemoryBookingStore;
  booking: CreateBookingDeps;
  basket: BasketDeps;
}

/**
 * The use cases' ports in memory over `offers`, sharing one clock and one set of appointments: what a
 * booking takes is gone from availability and from the basket's checks too.
 */
export function createInMemoryMarketplace(
  options: {
    offers?: readonly InMemoryOffer[];
    now?: Date;
    beforeBookingForms?: readonly BeforeBookingForm[];
    withdrawn?: ReadonlySet<string>;
    /** Class sessions at Lotus a basket can hold. */
    sessions?: readonly InMemorySession[];
  } = {},
): InMemoryMarketplace {
  const offers = options.offers ?? [HAIRCUT_AT_LOTUS];
  const now = () => options.now ?? MARKETPLACE_NOW;
  const sessions = createInMemorySessions(options.sessions ?? []);
  const bookings = createInMemoryBookingStore(sessions, now);
  const availability = createInMemoryAvailability(offers, () => bookings.appointments);
  const forms = {
    async beforeBookingForms({ serviceIds }: { serviceIds: string[] }) {
      return (options.beforeBookingForms ?? []).filter((form) => serviceIds.includes(form.serviceId));
    },
  };
  return {
    bookings,
    booking: { bookings, forms, availability, now },
    basket: {
      basket: createInMemoryBasketStore(offers, { withdrawn: options.withdrawn, sessions }),
      availability,
      now,
    },
  };
}
