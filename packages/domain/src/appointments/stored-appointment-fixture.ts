import type { StoredAppointment } from './appointment.ts';

type StoredPlace = StoredAppointment['place'];

/**
 * Tests' appointment as the store answers it: booked Monday 23 Nov 2026 at 10:00 in Sofia (08:00Z) with
 * Maria, 45 minutes, €30, a place with a 24-hour cancellation window. `place` overrides single fields of
 * the place; `overrides` anything else.
 */
export function storedAppointment(
  overrides: Partial<StoredAppointment> = {},
  place: Partial<StoredPlace> = {},
): StoredAppointment {
  return {
    id: 'a1',
    status: 'booked',
    startsAt: new Date('2026-11-23T08:00:00Z'),
    endsAt: new Date('2026-11-23T08:45:00Z'),
    priceMinor: 3000,
    currency: 'EUR',
    service: { id: 's1', name: 'Haircut' },
    staff: { id: 'maria', name: 'Maria' },
    place: {
      id: 'p1',
      slug: 'lotus-center',
      name: 'Lotus',
      addressLine: 'Vitosha 1',
      postalCode: '1000',
      city: 'Sofia',
      countryCode: 'BG',
      timeZone: 'Europe/Sofia',
      latitude: 42.69,
      longitude: 23.32,
      cancellationWindowMinutes: 1440,
      ...place,
    },
    review: null,
    ...overrides,
  };
}
