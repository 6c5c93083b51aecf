/** Ports of a user's appointments: what the use cases of this folder ask of the database. */
import type { NewNotification } from '../notifications/notification-ports.ts';
import type { StartPosition } from '../paging/start-cursor.ts';
import type { AppointmentStatus } from './cancellation-state.ts';

export type AppointmentsWhen = 'upcoming' | 'past';

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
}

/** Port: the user's appointments. Every method is scoped to `userId`: another user's id is simply absent. */
export interface MyAppointmentsStore {
  /**
   * Upcoming: not yet ended at `now`, soonest first. Past: ended, latest first. `after` continues a page.
   */
  list(input: {
    userId: string;
    when: AppointmentsWhen;
    now: Date;
    limit: number;
    after?: StartPosition;
  }): Promise<StoredAppointment[]>;
  find(userId: string, id: string): Promise<StoredAppointment | null>;
  /**
   * Cancels in ONE guarded statement (owner, still booked, `starts_at > now + window`), so that of two
   * concurrent cancels only one changes the row. True when this call cancelled it; `notification` is
   * written by the same statement, only when it cancelled.
   */
  cancel(userId: string, id: string, now: Date, notification?: NewNotification): Promise<boolean>;
}

/** Port: the appointments one booking made, scoped to its owner (another user's booking is absent). */
export interface MyBookingsStore {
  /** The booking's appointments, soonest first; empty when the user has no booking with this id. */
  listOfBooking(userId: string, bookingId: string): Promise<StoredAppointment[]>;
}

/** What a move needs beyond the list view: the duration booked and the exact busy range held now. */
export interface AppointmentTiming {
  durationMinutes: number;
  busyStartsAt: Date;
  busyEndsAt: Date;
}

export interface AppointmentPlacement {
  staffId: string;
  startsAt: Date;
  endsAt: Date;
  busyStartsAt: Date;
  busyEndsAt: Date;
}

/** Port: moves of appointments by their owner; the EXCLUDE constraint decides races (`SlotTakenError`). */
export interface AppointmentMoveStore {
  /** The first request of this key, or null. */
  findByKey(userId: string, key: string): Promise<{ appointmentId: string; requestHash: string } | null>;
  findTiming(userId: string, id: string): Promise<AppointmentTiming | null>;
  /**
   * ONE guarded UPDATE (owner, still booked, still at `from`, `starts_at > now + window`) and the move's
   * record (and `notification`, for the owner), in one transaction. False when the guard matched nothing. Throws `SlotTakenError` when the new
   * time overlaps another appointment, `DuplicateKeyError` when another request used the key first.
   */
  move(input: {
    userId: string;
    appointmentId: string;
    key: string;
    requestHash: string;
    now: Date;
    from: { staffId: string; startsAt: Date };
    to: AppointmentPlacement;
    notification?: NewNotification;
  }): Promise<boolean>;
}
