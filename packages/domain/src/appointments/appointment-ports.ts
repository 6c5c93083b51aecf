/** Ports of a user's appointments: what the use cases of this folder ask of the database. */
import type { NewNotification } from '../notifications/notification-ports.ts';
import type { StartPosition } from '../paging/start-cursor.ts';
import type { AppointmentPlacement, AppointmentTiming, StoredAppointment } from './appointment.ts';

export type AppointmentsWhen = 'upcoming' | 'past';

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

/** Port: the appointments a batch of notifications tells of, each scoped to its owner. */
export interface AppointmentsOfOwners {
  /** Each appointment named whose owner is the user named with it (others are absent), in one read. */
  findEach(refs: ReadonlyArray<{ userId: string; id: string }>): Promise<StoredAppointment[]>;
}

/** Port: the appointments one booking made, scoped to its owner (another user's booking is absent). */
export interface MyBookingsStore {
  /** The booking's appointments, soonest first; empty when the user has no booking with this id. */
  listOfBooking(userId: string, bookingId: string): Promise<StoredAppointment[]>;
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
