import type { NewAppointment, PlannedAppointment } from '../appointments/appointment.ts';
import type { MembershipUnusable } from '../memberships/membership-rules.ts';

export interface BookingResult {
  bookingId: string;
  /** `membershipId`: the membership that paid for the visit (null or absent: paid at the venue). */
  appointments: Array<NewAppointment & { id: string; membershipId?: string | null }>;
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
   */
  insert(input: {
    userId: string;
    key: string;
    requestHash: string;
    appointments: PlannedAppointment[];
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
