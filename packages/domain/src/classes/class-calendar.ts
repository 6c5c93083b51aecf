import type { AppointmentIcsInput } from '../appointments/appointment-ics.ts';
import { APPOINTMENT_UID_DOMAIN, placeAddress } from '../appointments/appointment-ics-event.ts';

/** A user's spot in a class session, as a calendar shows it (a waitlist place is no event). */
export interface ClassCalendarEntry {
  bookingId: string;
  status: 'booked' | 'attended' | 'cancelled';
  className: string;
  instructorName: string | null;
  startsAt: Date;
  endsAt: Date;
  place: {
    slug: string;
    name: string;
    addressLine: string;
    postalCode: string;
    city: string;
    countryCode: string;
    latitude: number;
    longitude: number;
  };
}

/** The user's class spots for calendars. */
export interface ClassBookingCalendar {
  /** Spots (booked, attended, cancelled) in sessions starting from `since`, in start order, at most `limit`. */
  listSince(userId: string, since: Date, limit: number): Promise<ClassCalendarEntry[]>;
  /** One of the user's spots; null for another user's, a waitlist place, or none. */
  findOwn(userId: string, bookingId: string): Promise<ClassCalendarEntry | null>;
}

/** The calendar event of a class spot (single download and calendar feed), linking to the place's page. */
export function classIcsEvent(
  entry: ClassCalendarEntry,
  context: { origin: string; locale: string; stamp: Date },
): AppointmentIcsInput {
  const placeUrl = `${context.origin}/${context.locale}/location/${entry.place.slug}`;
  const title = entry.instructorName ? `${entry.className} — ${entry.instructorName}` : entry.className;
  return {
    id: entry.bookingId,
    uidDomain: APPOINTMENT_UID_DOMAIN,
    stamp: context.stamp,
    startsAt: entry.startsAt,
    endsAt: entry.endsAt,
    serviceName: entry.className,
    placeName: entry.place.name,
    address: placeAddress(entry.place),
    description: `${title}\n${entry.place.name}\n${placeUrl}`,
    latitude: entry.place.latitude,
    longitude: entry.place.longitude,
    url: placeUrl,
    cancelled: entry.status === 'cancelled',
  };
}
