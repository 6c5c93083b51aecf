/** The appointment entity: what an appointment is, apart from the use cases and ports that handle it. */

export type AppointmentStatus = 'booked' | 'cancelled' | 'completed' | 'no_show';

/** An appointment of a user with what the list shows of its place, service and staff member. */
export interface StoredAppointment {
  id: string;
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
  service: { id: string; name: string };
  staff: { id: string; name: string };
  place: {
    id: string;
    slug: string;
    name: string;
    addressLine: string;
    postalCode: string;
    city: string;
    countryCode: string;
    timeZone: string;
    latitude: number;
    longitude: number;
    cancellationWindowMinutes: number;
  };
  /** The user's review of this visit, if written. */
  review: { id: string; rating: number; body: string } | null;
  /** Paid with a membership (a credit spent at booking): nothing to pay at the venue. */
  paidWithMembership?: boolean;
}

/** What a move needs beyond the list view: the duration booked and the exact busy range held now. */
export interface AppointmentTiming {
  durationMinutes: number;
  busyStartsAt: Date;
  busyEndsAt: Date;
  /** The period of the membership that paid for the visit (null: paid at the venue): a move stays in it. */
  membershipPeriod: { validFrom: Date; validUntil: Date } | null;
}

/** Where and when a moved appointment goes: its staff member, its times and the busy range it holds. */
export interface AppointmentPlacement {
  staffId: string;
  startsAt: Date;
  endsAt: Date;
  busyStartsAt: Date;
  busyEndsAt: Date;
}

/** An appointment as a booking inserts it: place, service, staff member, exact times and price. */
export interface NewAppointment {
  businessId: string;
  locationId: string;
  serviceId: string;
  staffId: string;
  startsAt: Date;
  endsAt: Date;
  busyStartsAt: Date;
  busyEndsAt: Date;
  priceMinor: number;
  currency: string;
  durationMinutes: number;
}

/** What the confirmation shows of an appointment besides its times and price (loaded with availability). */
export type AppointmentLabels = Pick<StoredAppointment, 'service' | 'staff' | 'place'>;

/** An appointment about to be inserted, with its labels for the confirmation. */
export type PlannedAppointment = NewAppointment & {
  labels: AppointmentLabels;
  /** The completed "before booking" form response this appointment uses (linked to it on insert). */
  formResponseId?: string;
};
