import type { NewAppointment, PlannedAppointment } from '../appointments/appointment.ts';
import type { MembershipUnusable } from '../memberships/membership-rules.ts';

/** A class spot a checkout took (a `booked` class booking of the booking). */
export interface BookedClassSpot {
  /** The class booking's id. */
  id: string;
  sessionId: string;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
  /** The membership whose credit paid for the spot; null: paid at the venue. */
  membershipId: string | null;
}

export interface BookingResult {
  bookingId: string;
  /** `membershipId`: the membership that paid for the visit (null or absent: paid at the venue). */
  appointments: Array<NewAppointment & { id: string; membershipId?: string | null }>;
  /** The class spots taken with the appointments (a basket checkout), in the order asked. */
  classSpots: BookedClassSpot[];
}

/** Port: the database keeps bookings; the EXCLUDE constraint decides races (`SlotTakenError`). */
export interface BookingStore {
  /** Appointments each staff member has on the local day, for a fair "any staff" choice. */
  countDayAppointments(staffIds: string[], dayStart: Date, dayEnd: Date): Promise<Map<string, number>>;
  /** The first result of this key, or null. */
  findByKey(userId: string, key: string): Promise<{ requestHash: string; result: BookingResult } | null>;
  /**
   * All or nothing, in one transaction. `DuplicateKeyError` when the key is already used, `SlotTakenError`
   * when an item's time was taken meanwhile (also when the database broke a deadlock by aborting this one).
   * With `membershipId` the user's membership pays for the items its plan covers (`membershipPaysFor`), a
   * credit each, decided and spent under the membership's row lock in the same transaction;
   * `MembershipRefusedError` when it cannot.
   * With `classSpots`, a spot in each session is taken in the same transaction, under the session's row lock
   * (never beyond its capacity; never a waitlist place): `ClassSpotRefusedError` naming the first refused.
   * The membership pays for the sessions its plan covers; the others are paid at the venue.
   */
  insert(input: {
    userId: string;
    key: string;
    requestHash: string;
    appointments: PlannedAppointment[];
    classSpots?: ReadonlyArray<{ sessionId: string }> | undefined;
    membershipId?: string | undefined;
  }): Promise<BookingResult>;
}

/** Thrown by a store when an item's time was taken meanwhile (the database refused the overlap). */
export class SlotTakenError extends Error {
  readonly itemIndex: number;
  constructor(itemIndex: number) {
    super(`item ${itemIndex} overlaps an existing appointment`);
    this.name = 'SlotTakenError';
    this.itemIndex = itemIndex;
  }
}

/** Thrown by a store when another request inserted the same idempotency key first. */
export class DuplicateKeyError extends Error {
  constructor() {
    super('idempotency key already used');
    this.name = 'DuplicateKeyError';
  }
}

/** Thrown by a store when the chosen membership cannot pay (`not-found`: no such membership of the user). */
export class MembershipRefusedError extends Error {
  readonly reason: MembershipUnusable | 'not-found';
  constructor(reason: MembershipUnusable | 'not-found') {
    super(`the membership cannot pay: ${reason}`);
    this.name = 'MembershipRefusedError';
    this.reason = reason;
  }
}

/** Why a checkout could not take a spot in a session. */
export type ClassSpotRefusal = 'full' | 'started' | 'already' | 'not-found' | 'form-required';

/** Thrown by a store when a class spot of the checkout cannot be taken: nothing of the booking is written. */
export class ClassSpotRefusedError extends Error {
  readonly spotIndex: number;
  readonly reason: ClassSpotRefusal;
  /** The "before booking" form the class asks (`form-required`). */
  readonly formId: string | undefined;
  constructor(spotIndex: number, reason: ClassSpotRefusal, formId?: string) {
    super(`class spot ${spotIndex} refused: ${reason}`);
    this.name = 'ClassSpotRefusedError';
    this.spotIndex = spotIndex;
    this.reason = reason;
    this.formId = formId;
  }
}
