import { DomainError } from '../errors/domain-error.ts';
import { type BookingItemRequest, checkBookingItem } from './check-booking-item.ts';
import type { AvailabilitySource } from './list-availability.ts';

export interface ServiceForBooking {
  businessId: string;
  locationId: string;
  timeZone: string;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  priceMinor: number;
  currency: string;
}

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

export interface BookingResult {
  bookingId: string;
  appointments: Array<NewAppointment & { id: string }>;
}

/** Port: the database keeps bookings; the EXCLUDE constraint decides races (`SlotTakenError`). */
export interface BookingStore {
  findService(locationSlug: string, serviceId: string): Promise<ServiceForBooking | null>;
  /** Appointments each staff member has on the local day, for a fair "any staff" choice. */
  countDayAppointments(staffIds: string[], dayStart: Date, dayEnd: Date): Promise<Map<string, number>>;
  /** The first result of this key, or null. */
  findByKey(userId: string, key: string): Promise<{ requestHash: string; result: BookingResult } | null>;
  /** All or nothing, in one transaction. */
  insert(input: {
    userId: string;
    key: string;
    requestHash: string;
    appointments: NewAppointment[];
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

const MINUTE = 60_000;

async function planItem(
  deps: CreateBookingDeps,
  item: BookingItemRequest,
  index: number,
): Promise<NewAppointment> {
  const service = await deps.bookings.findService(item.locationSlug, item.serviceId);
  if (!service)
    throw new DomainError('NOT_FOUND', `item ${index}: no such service at this place`, { item: index });
  const check = await checkBookingItem(deps, item, index);
  if (check.status === 'gone')
    throw new DomainError('NOT_FOUND', `item ${index}: no such service at this place`, { item: index });
  if (check.status === 'unavailable')
    throw new DomainError('SLOT_UNAVAILABLE', `item ${index}: this time is not free`, {
      item: index,
      alternatives: check.alternatives,
    });
  const start = new Date(item.start);
  const staffId = await pickStaff(deps, check.slot.staffIds, start);
  const endsAt = new Date(start.getTime() + service.durationMinutes * MINUTE);
  return {
    businessId: service.businessId,
    locationId: service.locationId,
    serviceId: item.serviceId,
    staffId,
    startsAt: start,
    endsAt,
    busyStartsAt: new Date(start.getTime() - service.bufferBeforeMinutes * MINUTE),
    busyEndsAt: new Date(endsAt.getTime() + service.bufferAfterMinutes * MINUTE),
    priceMinor: service.priceMinor,
    currency: service.currency,
    durationMinutes: service.durationMinutes,
  };
}

/** "Any staff" goes to whoever has the fewest appointments that day (ties: the order of the schedule). */
async function pickStaff(deps: CreateBookingDeps, candidates: string[], start: Date): Promise<string> {
  if (candidates.length === 1) return candidates[0] as string;
  const counts = await deps.bookings.countDayAppointments(
    candidates,
    new Date(start.getTime() - 12 * 3_600_000),
    new Date(start.getTime() + 12 * 3_600_000),
  );
  return candidates.reduce((best, id) => ((counts.get(id) ?? 0) < (counts.get(best) ?? 0) ? id : best));
}

export interface CreateBookingDeps {
  bookings: BookingStore;
  availability: AvailabilitySource;
  now: () => Date;
}

/**
 * Checkout of a basket (DESIGN.md §2): every item is checked against availability, priced from the service
 * (snapshot) and inserted in one transaction. A retried request with the same key returns the first result;
 * the same key with another body is refused.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  input: { userId: string; idempotencyKey: string; requestHash: string; items: BookingItemRequest[] },
): Promise<{ replayed: boolean; result: BookingResult }> {
  const previous = await deps.bookings.findByKey(input.userId, input.idempotencyKey);
  if (previous) {
    if (previous.requestHash !== input.requestHash)
      throw new DomainError('IDEMPOTENCY_MISMATCH', 'idempotency key reused with another request');
    return { replayed: true, result: previous.result };
  }
  const planned: NewAppointment[] = [];
  for (const [index, item] of input.items.entries()) planned.push(await planItem(deps, item, index));
  try {
    const result = await deps.bookings.insert({
      userId: input.userId,
      key: input.idempotencyKey,
      requestHash: input.requestHash,
      appointments: planned,
    });
    return { replayed: false, result };
  } catch (error) {
    if (error instanceof DuplicateKeyError) {
      // Another request with this key won the race: answer with its result (or refuse a different body).
      return createBooking(deps, input);
    }
    if (error instanceof SlotTakenError) {
      throw new DomainError('SLOT_UNAVAILABLE', `item ${error.itemIndex}: this time was just taken`, {
        item: error.itemIndex,
        alternatives: [],
      });
    }
    throw error;
  }
}
