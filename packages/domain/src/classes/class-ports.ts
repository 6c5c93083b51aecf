/** Ports of class bookings: what the use cases of this folder ask of the database. */
import type { MembershipUnusable } from '../memberships/membership-rules.ts';

export type ClassBookingStatus = 'booked' | 'waitlisted' | 'cancelled' | 'attended';

/** One occurrence of a class with what a visitor sees of it. */
export type ClassLevel = 'all' | 'beginner' | 'intermediate' | 'advanced';

export interface ClassSessionDetail {
  id: string;
  classId: string;
  name: string;
  description: string;
  level: ClassLevel;
  whatToBring: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  bookedCount: number;
  waitlistCapacity: number;
  /** How many are on its waitlist now. */
  waitlisted: number;
  priceMinor: number;
  currency: string;
  instructor: { id: string; name: string } | null;
  place: {
    id: string;
    slug: string;
    name: string;
    city: string;
    citySlug: string;
    timeZone: string;
    cancellationWindowMinutes: number;
  };
}

/** A user's place in a session: a spot, or a place on its waitlist (1 is next). */
export interface ClassBookingRecord {
  id: string;
  sessionId: string;
  userId: string;
  status: ClassBookingStatus;
  /** On the waitlist: 1 for the first in line; null otherwise. */
  waitlistPosition: number | null;
  /** The membership whose credit pays for the spot (spent when the spot is taken), if any. */
  membershipId: string | null;
  createdAt: Date;
}

/** What one attempt to take a spot did, decided under the session's row lock. */
export type ClassSpotOutcome =
  | { kind: 'booked'; booking: ClassBookingRecord }
  | { kind: 'waitlisted'; booking: ClassBookingRecord }
  /** The user already holds a spot or a waitlist place: the same request again answers it. */
  | { kind: 'already'; booking: ClassBookingRecord }
  | { kind: 'full' }
  | { kind: 'started' }
  /** The membership chosen to pay cannot pay for this session (read under its row lock). */
  | { kind: 'membership-unusable'; reason: MembershipUnusable }
  /** The class asks a form before booking and the user has no completed, unused response to it. */
  | { kind: 'form-required'; formId: string }
  | { kind: 'not-found' };

/** What one cancel did; `promoted` is the waitlisted booking that took the freed spot, if any. */
export type ClassCancelOutcome =
  | { kind: 'cancelled'; booking: ClassBookingRecord; promoted: ClassBookingRecord | null }
  | { kind: 'already-cancelled' }
  | { kind: 'too-late'; cancellableUntil: Date }
  | { kind: 'not-found' };

/**
 * Port: class bookings. Each write is ONE transaction that locks the session's row first, so a spot is
 * taken, given back and handed to the waitlist one decision at a time; `booked_count` never passes
 * `capacity` (a CHECK constraint holds it there too).
 */
export interface ClassBookingStore {
  findSession(sessionId: string): Promise<ClassSessionDetail | null>;
  /**
   * Takes a spot, or a waitlist place when the session is full and its waitlist is not. With a membership,
   * its row is locked too and a credit spent for a spot in the same transaction (for a waitlist place,
   * when the place turns into a spot); the credits never go below zero.
   */
  takeSpot(input: {
    userId: string;
    sessionId: string;
    membershipId?: string;
    now: Date;
  }): Promise<ClassSpotOutcome>;
  /**
   * Cancels the user's booking or waitlist place while the window is open (`starts_at - window > now`;
   * leaving a waitlist is always allowed before the start); a freed spot goes to the first on the waitlist
   * in the same transaction.
   */
  cancel(input: { userId: string; bookingId: string; now: Date }): Promise<ClassCancelOutcome>;
  findBooking(userId: string, bookingId: string): Promise<ClassBookingRecord | null>;
  /** The user's spots and waitlist places in sessions not yet started, soonest first, at most `limit`. */
  listMine(input: { userId: string; now: Date; limit: number }): Promise<MyClassBooking[]>;
  /** The spots a basket checkout (`bookingId`) of the user took, soonest first; empty when none. */
  listOfBooking(userId: string, bookingId: string): Promise<MyClassBooking[]>;
}

/** One of the user's class bookings with the session it is for. */
export interface MyClassBooking {
  booking: ClassBookingRecord;
  session: ClassSessionDetail;
}

export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

/** What the timetable shows: upcoming sessions across the marketplace, or of one place. */
export interface ClassTimetableQuery {
  now: Date;
  citySlug?: string;
  categorySlug?: string;
  locationSlug?: string;
  /** One business's sessions (its private app or custom domain, issue 17). */
  businessSlug?: string;
  /** A local date (`2026-12-01`) in each place's own time zone. */
  date?: string;
  /** Morning before 12:00, afternoon until 17:00, evening after, on the place's clock. */
  timeOfDay?: TimeOfDay;
  /** Only sessions with a spot free. */
  freeOnly?: boolean;
  /** Only classes of this level (classes for every level are shown with any). */
  level?: Exclude<ClassLevel, 'all'>;
  after?: import('../paging/start-cursor.ts').StartPosition;
  limit: number;
}

/** Port: the timetable, soonest first, never a session that has started. */
export interface ClassTimetableSource {
  list(query: ClassTimetableQuery): Promise<ClassSessionDetail[]>;
}
