import type { StoredAppointment } from '../appointments/appointment-ports.ts';

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

export interface BookingResult {
  bookingId: string;
  appointments: Array<NewAppointment & { id: string }>;
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
   */
  insert(input: {
    userId: string;
    key: string;
    requestHash: string;
    appointments: PlannedAppointment[];
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
