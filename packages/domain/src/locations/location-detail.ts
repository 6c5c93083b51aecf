import type { IsoWeekday, LocalDate, WallTime } from '../availability/availability-query.ts';
import type { Descriptions } from '../businesses/choose-description.ts';
import type { Money } from '../money/money.ts';

/** A stored photo or logo: its id, intrinsic size and alternative text. */
export interface MediaRef {
  id: string;
  width: number;
  height: number;
  alt: string;
}

export interface OpeningHoursRange {
  weekday: IsoWeekday;
  opens: WallTime;
  closes: WallTime;
}

/** A holiday (closed) or special hours on one local date. */
export interface OpeningException {
  date: LocalDate;
  closed: boolean;
  opens: WallTime | null;
  closes: WallTime | null;
  note: string;
}

export interface ServiceOffer {
  id: string;
  name: string;
  description: string;
  durationMinutes: number;
  price: Money;
  /** The price is a lower bound ("from 40 €"). */
  priceIsFrom: boolean;
}

/** A location's own group of services; `id` and `name` are null for services outside any group. */
export interface ServiceGroup {
  id: string | null;
  /** The group's slug at its place (the widget's `embed/location-services/{place}/{group}`). */
  slug: string | null;
  name: string | null;
  services: ServiceOffer[];
}

export interface StaffMember {
  id: string;
  name: string;
  title: string;
  photo: MediaRef | null;
}

export interface ClassSessionTeaser {
  id: string;
  classId: string;
  name: string;
  startsAt: string;
  endsAt: string;
  spotsLeft: number;
  price: Money;
}

export interface MembershipPlanTeaser {
  id: string;
  name: string;
  description: string;
  price: Money;
  periodDays: number;
  /** Visits in the period; null means unlimited. */
  credits: number | null;
}

/** Everything the location page shows, as the database layer loads it (no clock-dependent fields). */
export interface LocationRecord {
  id: string;
  slug: string;
  name: string;
  /** The place's own text, in its business's language (ADR 054); empty: the business's stands for it. */
  description: string;
  business: {
    slug: string;
    name: string;
    logo: MediaRef | null;
    /** The language the business writes in: its description's fallback. */
    locale: string;
    descriptions: Descriptions;
  };
  address: { line: string; city: string; citySlug: string; postalCode: string; countryCode: string };
  geo: { latitude: number; longitude: number };
  timeZone: string;
  /** How many local days ahead the place takes bookings (its booking policy). */
  bookingHorizonDays: number;
  phone: string;
  email: string;
  rating: { average: number; count: number };
  photos: MediaRef[];
  openingHours: { weekly: OpeningHoursRange[]; exceptions: OpeningException[] };
  serviceGroups: ServiceGroup[];
  staff: StaffMember[];
  classes: { count: number; upcoming: ClassSessionTeaser[] };
  membershipPlans: { count: number; plans: MembershipPlanTeaser[] };
}

/** The location page: the record plus what depends on the clock, in the location's time zone. */
export interface LocationDetail extends Omit<LocationRecord, 'bookingHorizonDays' | 'business'> {
  business: { slug: string; name: string; logo: MediaRef | null };
  /** The language `description` is written in: the reader's, else the business's own (ADR 054). */
  descriptionLocale: string;
  today: { date: LocalDate; weekday: IsoWeekday };
  /** The last local date that takes bookings (today + the booking horizon). */
  bookableUntil: LocalDate;
  openNow: boolean;
}

/** Port implemented by the database layer: null when no location has this slug. */
export interface LocationDetailsSource {
  findBySlug(
    slug: string,
    window: { from: LocalDate; to: LocalDate; now: Date },
  ): Promise<LocationRecord | null>;
}
