import type { StoredAppointment } from './appointment.ts';
import type { AppointmentIcsInput } from './appointment-ics.ts';

/** Host part of every event UID: fixed, so the UID of one appointment never changes. */
export const APPOINTMENT_UID_DOMAIN = 'kalendo.app';

type IcsAppointment = Pick<
  StoredAppointment,
  'id' | 'status' | 'startsAt' | 'endsAt' | 'service' | 'staff'
> & {
  place: Pick<
    StoredAppointment['place'],
    'slug' | 'name' | 'addressLine' | 'postalCode' | 'city' | 'countryCode' | 'latitude' | 'longitude'
  >;
};

/** The one-line postal address of a place: `line, postal code city, country`. */
export function placeAddress(place: IcsAppointment['place']): string {
  return [place.addressLine, [place.postalCode, place.city].filter(Boolean).join(' '), place.countryCode]
    .filter(Boolean)
    .join(', ');
}

/**
 * The calendar event of an appointment (single download, calendar feed, confirmation email), linking to
 * the place's page on `origin` in `locale`.
 */
export function appointmentIcsEvent(
  a: IcsAppointment,
  context: { origin: string; locale: string; stamp: Date },
): AppointmentIcsInput {
  const placeUrl = `${context.origin}/${context.locale}/location/${a.place.slug}`;
  return {
    id: a.id,
    uidDomain: APPOINTMENT_UID_DOMAIN,
    stamp: context.stamp,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    serviceName: a.service.name,
    placeName: a.place.name,
    address: placeAddress(a.place),
    description: `${a.service.name} — ${a.staff.name}\n${a.place.name}\n${placeUrl}`,
    latitude: a.place.latitude,
    longitude: a.place.longitude,
    url: placeUrl,
    cancelled: a.status === 'cancelled',
  };
}
